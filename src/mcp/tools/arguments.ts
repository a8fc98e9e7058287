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

/**
 * What the client sent, for a message: a short value as JSON (cut short), a list or an object by
 * its kind only (serialising one nested 100,000 levels deep would overflow the stack).
 */
function shown(input: unknown): string {
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object' && input !== null) return 'an object';
  return input === undefined ? 'nothing' : cutShort(JSON.stringify(input) ?? String(input));
}

const limitMessage = (issue: { input?: unknown }) => `must be a whole number of at least 1 (a JSON number, not a string); got ${shown(issue.input)}`;

export function limitArgument(items: string) {
  return z
    .number({ error: limitMessage })
    // Not z.int(): it stops at 2^53 − 1, where REST takes any digits ("larger than the collection is fine").
    .refine(Number.isInteger, { error: limitMessage, abort: true })
    .min(1, { error: limitMessage })
    .meta({ type: 'integer' })
    .optional()
    .describe(`Maximum number of ${items} returned, applied after the filter. Omit it to get them all.`);
}

export function filterArgument(description: string) {
  return z.string({ error: 'must be a string' }).optional().describe(description);
}

export function slugArgument(description: string) {
  return z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') }).describe(description);
}

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
  .describe(
    `Text to search for: a case-insensitive substring, 1 to ${MAX_QUERY_LENGTH} characters, not trimmed. Matches ${matchScope()}.`,
  );

/** `projects on title, tagline and problem, and articles on title, excerpt and tags`. */
function matchScope(): string {
  const clauses = LIST_COLLECTIONS.map((row) => `${row.name} on ${joinWords(row.search.fields)}`);
  return clauses.length <= 1 ? clauses.join('') : `${clauses.slice(0, -1).join(', ')}, and ${clauses.at(-1)}`;
}
