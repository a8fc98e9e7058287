import * as z from 'zod';
import { DateTime, Slug, StringList, Text } from './common.ts';

export const ArticleSummary = z
  .strictObject({
    slug: Slug.describe("The article's slug: its id in every URL of it (`/articles/{slug}`), lowercase kebab-case."),
    title: Text.describe("The article's title."),
    excerpt: Text.describe('One or two sentences for lists and search results.'),
    publishedAt: DateTime.describe('When it was published; articles are listed newest first.'),
    tags: StringList.describe('Topics; the article list can be filtered by one (`tag`, case-insensitive).'),
    readingTime: z.int().min(1).describe('Estimated reading time in whole minutes (words / 200, rounded up).'),
  })
  .meta({ id: 'ArticleSummary', description: 'An article as listed.' });

export const Article = ArticleSummary.extend({
  bodyMarkdown: z.string().describe('The full text as markdown.'),
}).meta({ id: 'Article', description: 'An article with its full text as markdown.' });

export type ArticleSummary = z.output<typeof ArticleSummary>;
export type Article = z.output<typeof Article>;
