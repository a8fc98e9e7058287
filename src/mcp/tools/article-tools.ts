import * as z from 'zod';
import { listArticles as queryArticles } from '../../core/query/list.ts';
import { Article, ArticleSummary } from '../../core/schemas/article.ts';
import { limitArgument, slugArgument, textFilterArgument } from './arguments.ts';
import { defineTool } from './define-tool.ts';
import { unknownSlug } from './tool-error.ts';

export const listArticles = defineTool({
  name: 'list_articles',
  title: 'List articles',
  description:
    'Article summaries (slug, title, excerpt, publishedAt, tags, readingTime in minutes), newest first. Optionally filter by tag, then cap the count with limit. Each slug is what get_article takes. Same data as GET /api/v1/articles. Returns { articles: [...] }, possibly empty.',
  inputSchema: z.object({
    tag: textFilterArgument(
      "Only articles carrying this tag: a case-insensitive exact match against one of the article's tags. A tag nobody uses gives an empty list.",
    ),
    limit: limitArgument('articles'),
  }),
  outputSchema: z.object({ articles: z.array(ArticleSummary) }),
  run: ({ tag, limit }, { index }) => ({ articles: queryArticles(index, { tag, limit }) }),
});

export const getArticle = defineTool({
  name: 'get_article',
  title: 'Get an article',
  description:
    "One article with its full text as markdown (bodyMarkdown) plus its summary fields. Takes the article slug, as returned by list_articles (or the id of an article in search results). Same data as GET /api/v1/articles/{slug}. Returns { article }.",
  inputSchema: z.object({
    slug: slugArgument("The article's slug, as returned by list_articles (lowercase, hyphenated)."),
  }),
  outputSchema: z.object({ article: Article }),
  run: ({ slug }, { details, index }) => {
    const article = details.articles.find((a) => a.slug === slug);
    if (!article) throw unknownSlug('article_not_found', slug, index.baseUrl, 'list_articles to get the valid slugs');
    return { article };
  },
});
