import * as z from 'zod';
import { LIST_COLLECTIONS } from '../collections/documents.ts';
import { Uri } from './common.ts';

/** `project`, `article`: a result's type is the singular name of its collection. */
const RESULT_TYPES = LIST_COLLECTIONS.map((row) => row.singular) as [string, ...string[]];

export const SearchResult = z
  .strictObject({
    type: z.enum(RESULT_TYPES).describe(`What the result is: ${RESULT_TYPES.join(' or ')}.`),
    id: z
      .string()
      .describe("The item's slug (a project's id, an article's slug): fetch it whole from its collection by this."),
    title: z.string().describe("The item's title."),
    excerpt: z
      .string()
      .describe("What its collection shows as an excerpt (a project's tagline, an article's excerpt)."),
    url: Uri.describe("The item's web page."),
  })
  .meta({ id: 'SearchResult', description: 'A project or an article matching a search.' });

export type SearchResult = z.output<typeof SearchResult>;
