import type { Article } from '../schemas/article.ts';
import type { TwinContext } from './context.ts';
import { fact, heading, isoDate, link, list, paragraph, toMarkdown } from './mdast.ts';

/**
 * `/articles/{slug}.md`: the title, the excerpt and the facts as an mdast tree, a thematic break,
 * then the article's `bodyMarkdown` exactly as the API serves it (parsing and writing it again
 * could change it). The break keeps the two apart: a body that starts with a list would otherwise
 * continue the list of facts.
 */
export function articleTwin(article: Article, context: TwinContext): string {
  return `${articleTwinHeader(article, context)}\n${article.bodyMarkdown}`;
}

/**
 * The header of `twin`, the article's twin as articleTwin writes it (the header, a newline, the
 * body): for a reader of twins already written, who need not write the header again.
 */
export function headerOfArticleTwin(twin: string, article: Article): string {
  const body = `\n${article.bodyMarkdown}`;
  if (!twin.endsWith(body)) throw new Error(`The twin given for the article "${article.slug}" does not end with its bodyMarkdown.`);
  return twin.slice(0, twin.length - body.length);
}

/** The twin before the body: title, excerpt, facts and the break. */
export function articleTwinHeader(article: Article, context: TwinContext): string {
  return toMarkdown([
    heading(1, article.title),
    paragraph(article.excerpt),
    list([
      fact('Published', isoDate(article.publishedAt)),
      fact('Reading time', `${article.readingTime} min`),
      ...(article.tags.length > 0 ? [fact('Tags', article.tags.join(', '))] : []),
      fact('Web page', link(context.page)),
      fact('JSON', link(context.json)),
    ]),
    { type: 'thematicBreak' },
  ]);
}
