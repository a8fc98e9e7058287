import * as z from 'zod';
import { Uri } from './common.ts';

export const SearchResult = z
  .strictObject({
    type: z.enum(['project', 'article']),
    /** A project's id or an article's slug. */
    id: z.string(),
    title: z.string(),
    /** The project's tagline or the article's excerpt. */
    excerpt: z.string(),
    /** The item's HTML page. */
    url: Uri,
  })
  .meta({ id: 'SearchResult', description: 'A project or an article matching a search.' });

export type SearchResult = z.output<typeof SearchResult>;
