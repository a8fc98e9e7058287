import type { Article } from '../schemas/article.ts';
import type { TwinContext } from './render.ts';
import { fact, heading, list, paragraph, toMarkdown } from './mdast.ts';

/**
 * The header as mdast, a break, then `bodyMarkdown` exactly as served (parsing and writing it again
 * could change it); the break stops a body starting with a list from continuing the facts' list.
 */
export function articleTwin(article: Article, context: TwinContext): string {
  const header = toMarkdown([
    heading(1, article.title),
    paragraph(article.excerpt),
    list([
      fact('Published', article.publishedAt.slice(0, 10)),
      fact('Reading time', `${article.readingTime} min`),
      ...(article.tags.length > 0 ? [fact('Tags', article.tags.join(', '))] : []),
      ...context.addresses,
    ]),
    { type: 'thematicBreak' },
  ]);
  return `${header}\n${article.bodyMarkdown}`;
}

/** For a reader of twins already written, who need not write the header again. */
export function headerOfArticleTwin(twin: string, article: Article): string {
  const body = `\n${article.bodyMarkdown}`;
  if (!twin.endsWith(body))
    throw new Error(`The twin given for the article "${article.slug}" does not end with its bodyMarkdown.`);
  return twin.slice(0, twin.length - body.length);
}
