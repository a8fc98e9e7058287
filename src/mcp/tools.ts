/** The tools, from the registry; each answers as its REST operation, with its parameters' rules. */
import type { Resource, StandardSchemaWithJSON } from '@modelcontextprotocol/server';
import * as z from 'zod';
import type { Collection, McpView } from '../core/collections/define.ts';
import { LIST_COLLECTIONS } from '../core/collections/documents.ts';
import { COLLECTION_OPERATIONS, joinWords, SEARCH_OPERATION, type Operation } from '../core/collections/operations.ts';
import { MAX_QUERY_LENGTH } from '../core/contract.ts';
import { asApiError } from '../core/errors/api-error.ts';
import { cutShort, ERROR_CATALOGUE, notFoundCode } from '../core/errors/catalogue.ts';
import { listItems, parseSearchQuery, search as querySearch } from '../core/query/search.ts';
import { SearchResult } from '../core/schemas/search-result.ts';
import { indexedItem, type McpData } from './data.ts';
import { itemResource } from './resources.ts';

/** A short value as JSON, a list or an object by its kind only (a very deep one would overflow the stack). */
export const shown = (input: unknown) =>
  Array.isArray(input)
    ? 'a list'
    : typeof input === 'object' && input !== null
      ? 'an object'
      : typeof input === 'number'
        ? String(input) // JSON.stringify writes a number too large to hold (1e309) as null
        : cutShort(JSON.stringify(input));
const limitMessage = (issue: { input?: unknown }) =>
  `must be a whole number of at least 1 (a JSON number, not a string); got ${shown(issue.input)}`;
const required = (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : 'must be a string');

export const slugArgument = (description: string) => z.string({ error: required }).describe(description);

const fieldsOf = LIST_COLLECTIONS.map((row) => `${row.name} on ${joinWords(row.search.fields)}`);

/** Validated by the same function as REST's `?q=`, so both refuse exactly the same queries. */
const queryArgument = z
  .string({
    error: (issue) =>
      issue.input === undefined ? ERROR_CATALOGUE.missing_query.message({ baseUrl: '' }) : 'must be a string',
  })
  .superRefine((q, ctx) => {
    try {
      parseSearchQuery(q);
    } catch (error) {
      const { code, details } = asApiError(error);
      ctx.addIssue({ code: 'custom', message: ERROR_CATALOGUE[code].message({ baseUrl: '', ...details }) });
    }
  })
  // JSON Schema counts code points, as the check above does (zod's own .max() counts UTF-16 units).
  .meta({ minLength: 1, maxLength: MAX_QUERY_LENGTH })
  .describe(
    `Text to search for: a case-insensitive substring, 1 to ${MAX_QUERY_LENGTH} characters, not trimmed. Matches ${fieldsOf.length <= 1 ? fieldsOf.join('') : `${fieldsOf.slice(0, -1).join(', ')}, and ${fieldsOf.at(-1)}`}.`,
  );

/** A `{ project }`-like object, or a message saying what to do instead (a tool error the model can act on). */
type ToolAnswer = Record<string, unknown> | string;

interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: z.ZodObject;
  outputSchema: StandardSchemaWithJSON;
  run: (args: Record<string, unknown>, data: McpData) => ToolAnswer | Promise<ToolAnswer>;
  links?: (value: Record<string, unknown>, data: McpData) => Resource[];
  view?: McpView | undefined;
}

export const toolsOf = (kind: Operation['kind'], of: Collection['kind']) =>
  COLLECTION_OPERATIONS.filter((op) => op.kind === kind && op.collection.kind === of).map((op) => op.tool);

function collectionTool(operation: Operation): McpTool {
  const { collection, kind } = operation;
  const key = kind === 'list' || collection.kind === 'singleton' ? collection.name : collection.singular;
  const tool = {
    name: operation.tool,
    title: operation.text.toolTitle,
    view: operation.text.view,
    description: `${operation.text.toolDescription} Same data as GET ${operation.path}. Returns ${kind === 'list' ? `{ ${key}: [...] }, possibly empty` : `{ ${key} }`}.`,
  };
  if (kind === 'list') {
    const { param, toolDescription } = operation.collection.filter;
    return {
      ...tool,
      inputSchema: z.object({
        [param]: z.string({ error: 'must be a string' }).optional().describe(toolDescription),
        // Not z.int(): it stops at 2^53 − 1, where REST takes any digits ("larger than the collection is fine").
        limit: z
          .number({ error: limitMessage })
          .refine(Number.isInteger, { error: limitMessage, abort: true })
          .min(1, { error: limitMessage })
          .meta({ type: 'integer' })
          .optional()
          .describe(`Maximum number of ${key} returned, applied after the filter. Omit it to get them all.`),
      }),
      outputSchema: z.object({ [key]: z.array(operation.collection.summary) }),
      // The input schema gave the filter a string and `limit` a whole number (both optional).
      run: (args, { index }) => {
        const options = { filter: args[param], limit: args['limit'] } as { filter?: string; limit?: number };
        return { [key]: listItems(index, operation.collection, options) };
      },
    };
  }
  const outputSchema = z.object({ [key]: collection.detail });
  // A singleton always has its document: its file is read, or the read fails.
  if (collection.kind === 'singleton')
    return {
      ...tool,
      inputSchema: z.object({}),
      outputSchema,
      run: async (_args, data) => ({ [key]: (await data.document(collection))! }),
    };
  const unknown = (slug: string, baseUrl: string) =>
    `${ERROR_CATALOGUE[notFoundCode(collection)].message({ baseUrl, value: slug })} Call ${collection.get.listing}, or search to find one by keyword.`;
  return {
    ...tool,
    inputSchema: z.object({ slug: slugArgument(collection.get.slugDescription) }),
    outputSchema,
    run: async ({ slug }, data) => {
      const item = await data.document(collection, String(slug));
      return item ? { [key]: item } : unknown(String(slug), data.index.baseUrl);
    },
    links: (value, data) => [itemResource(data, collection, value[key] as Record<string, unknown>)],
  };
}

const names = LIST_COLLECTIONS.map((row) => row.name);
const scope = LIST_COLLECTIONS.map(
  (row, i) => `${row.name}${i === 0 ? ' match' : ''} on ${joinWords(row.search.fields)}`,
);
const order = names.map((name, i) => (i === 0 ? `All matching ${name} come first` : `then all matching ${name}`));
const types = LIST_COLLECTIONS.map((row) => JSON.stringify(row.singular));

const search: McpTool = {
  name: SEARCH_OPERATION.tool,
  view: SEARCH_OPERATION.view,
  title: `Search ${joinWords(names)}`,
  description: `Find ${joinWords(names)} mentioning a word or phrase (case-insensitive substring; ${scope.join(', ')}). ${order.join(', ')}. Each result has type (${joinWords(types, 'or')}), id (the slug for ${joinWords(toolsOf('get', 'list'), 'or')}), title, excerpt and the url of its web page. Same data as GET ${SEARCH_OPERATION.path}. Returns { results: [...] }, possibly empty.`,
  inputSchema: z.object({ q: queryArgument }),
  outputSchema: z.object({ results: z.array(SearchResult) }),
  run: ({ q }, data) => ({ results: querySearch(data.index, String(q)) }),
  links: ({ results }, data) =>
    (results as SearchResult[]).flatMap(({ type, id }) => {
      const row = LIST_COLLECTIONS.find((candidate) => candidate.singular === type);
      const item = row && indexedItem(data.index, row, id);
      return row && item ? [itemResource(data, row, item)] : [];
    }),
};

/** Kept: the SDK draws the result's JSON Schema on every tools/call and tools/list, and each request has its server. */
function drawnOnce({ '~standard': props }: StandardSchemaWithJSON): StandardSchemaWithJSON {
  let drawn: Record<string, unknown> | undefined;
  const output = (options: Parameters<typeof props.jsonSchema.output>[0]) =>
    (drawn ??= props.jsonSchema.output(options));
  return { '~standard': { ...props, jsonSchema: { ...props.jsonSchema, output } } };
}

/** Registry order, then search: the fixed order of tools/list. */
export const TOOLS: readonly McpTool[] = [...COLLECTION_OPERATIONS.map(collectionTool), search].map((tool) => ({
  ...tool,
  outputSchema: drawnOnce(tool.outputSchema),
}));
