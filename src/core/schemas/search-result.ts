import * as z from 'zod';
import { LIST_COLLECTIONS } from '../collections/documents.ts';
import { Uri } from './common.ts';

/** `project`, `article`: a result's type is the singular name of its collection. */
const RESULT_TYPES = LIST_COLLECTIONS.map((row) => row.singular) as [string, ...string[]];

export const SearchResult = z
  .strictObject({
    type: z.enum(RESULT_TYPES),
    /** The item's slug (a project's id, an article's slug). */
    id: z.string(),
    title: z.string(),
    /** What its collection shows as an excerpt (a project's tagline, an article's excerpt). */
    excerpt: z.string(),
    /** The item's HTML page. */
    url: Uri,
  })
  .meta({ id: 'SearchResult', description: 'A project or an article matching a search.' });

export type SearchResult = z.output<typeof SearchResult>;
