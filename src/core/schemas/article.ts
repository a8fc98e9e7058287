import * as z from 'zod';
import { DateTime, Slug, StringList, Text } from './common.ts';

export const ArticleSummary = z
  .strictObject({
    slug: Slug,
    title: Text,
    excerpt: Text,
    publishedAt: DateTime,
    tags: StringList,
    /** ceil(words / 200), at least 1. */
    readingTime: z.int().min(1),
  })
  .meta({ id: 'ArticleSummary', description: 'An article as listed.' });

export const Article = ArticleSummary.extend({
  /** Rendered from the rich-text document. */
  bodyMarkdown: z.string(),
}).meta({ id: 'Article', description: 'An article with its full text as markdown.' });

export type ArticleSummary = z.output<typeof ArticleSummary>;
export type Article = z.output<typeof Article>;
