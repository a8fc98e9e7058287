/**
 * Tool arguments that mirror the REST query parameters, with the same rules: `limit` is a whole
 * number of at least 1, `q` goes through the core's own search-query check (1 to 256 code points,
 * not trimmed), and a list's filter (`status`, `tag`) is free text matched case-insensitively by
 * the core queries.
 */
import * as z from 'zod';
import { LIST_COLLECTIONS } from '../../core/collections/documents.ts';
import { joinWords } from '../../core/collections/operations.ts';
import { MAX_QUERY_LENGTH } from '../../core/contract.ts';
import { ApiError } from '../../core/errors/api-error.ts';
import { cutShort, ERROR_CATALOGUE } from '../../core/errors/catalogue.ts';
import { parseSearchQuery } from '../../core/query/parse-params.ts';

/** What the client sent, for a message: a short value as JSON, a list or an object by its kind only (one nested 100,000 levels deep would overflow the stack). */
const shown = (input: unknown) => (Array.isArray(input) ? 'a list' : typeof input === 'object' && input !== null ? 'an object' : input === undefined ? 'nothing' : cutShort(JSON.stringify(input) ?? String(input)));
const limitMessage = (issue: { input?: unknown }) => `must be a whole number of at least 1 (a JSON number, not a string); got ${shown(issue.input)}`;
const required = (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be a string');

export const limitArgument = (items: string) =>
  z
    .number({ error: limitMessage })
    // Not z.int(): it stops at 2^53 − 1, where REST takes any digits ("larger than the collection is fine").
    .refine(Number.isInteger, { error: limitMessage, abort: true })
    .min(1, { error: limitMessage })
    .meta({ type: 'integer' })
    .optional()
    .describe(`Maximum number of ${items} returned, applied after the filter. Omit it to get them all.`);

export const filterArgument = (description: string) => z.string({ error: 'must be a string' }).optional().describe(description);

export const slugArgument = (description: string) => z.string({ error: required }).describe(description);

/** `projects on title, tagline and problem`, `articles on title, excerpt and tags`. */
const scope = LIST_COLLECTIONS.map((row) => `${row.name} on ${joinWords(row.search.fields)}`);

/** `q`: validated by the same function as REST's `?q=`, so both refuse exactly the same queries. */
export const queryArgument = z
  .string({ error: (issue) => (issue.input === undefined ? ERROR_CATALOGUE.missing_query.message({ baseUrl: '' }) : 'must be a string') })
  .superRefine((q, ctx) => {
    try {
      parseSearchQuery(q);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      ctx.addIssue({ code: 'custom', message: ERROR_CATALOGUE[error.code].message({ baseUrl: '', value: error.value }) });
    }
  })
  // JSON Schema counts code points, as the check above does (zod's own .max() counts UTF-16 units).
  .meta({ minLength: 1, maxLength: MAX_QUERY_LENGTH })
  .describe(`Text to search for: a case-insensitive substring, 1 to ${MAX_QUERY_LENGTH} characters, not trimmed. Matches ${scope.length <= 1 ? scope.join('') : `${scope.slice(0, -1).join(', ')}, and ${scope.at(-1)}`}.`);
