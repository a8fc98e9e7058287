/**
 * The tools, derived from the collection registry: `get_{name}` for a singleton; `list_{name}`
 * (its filter and `limit`) and `get_{singular}` (a slug) for a list; then `search`. Each answers
 * exactly what the REST operation of the same name answers.
 */
import * as z from 'zod';
import { LIST_COLLECTIONS } from '../../core/collections/documents.ts';
import { COLLECTION_OPERATIONS, joinWords, operationsOf, SEARCH_OPERATION, type Operation } from '../../core/collections/operations.ts';
import { ERROR_CATALOGUE, notFoundCode } from '../../core/errors/catalogue.ts';
import { listItems } from '../../core/query/list.ts';
import { search as querySearch } from '../../core/query/search.ts';
import { SearchResult } from '../../core/schemas/search-result.ts';
import type { McpData } from '../data.ts';
import { indexedItem } from '../indexed-items.ts';
import { itemResource, type ItemResource } from '../resources.ts';
import { filterArgument, limitArgument, queryArgument, slugArgument } from './arguments.ts';

/**
 * One read-only tool. `run` gets arguments its `inputSchema` has parsed and answers an object with
 * one key naming what it holds (`{ project }`, `{ projects: [...] }`), or a message saying what to
 * do instead when the question has no answer (an unknown slug: a tool error the model can act on).
 */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: z.ZodObject;
  outputSchema: z.ZodObject;
  run: (args: Record<string, unknown>, data: McpData) => Record<string, unknown> | string | Promise<Record<string, unknown> | string>;
  /** The documents the answer is about, linked after its text. */
  links?: (value: Record<string, unknown>, data: McpData) => ItemResource[];
}

function collectionTool(operation: Operation): McpTool {
  const { collection, kind } = operation;
  const key = kind === 'list' || collection.kind === 'singleton' ? collection.name : collection.singular;
  const tool = {
    name: operation.tool,
    title: operation.text.toolTitle,
    description: `${operation.text.toolDescription} Same data as GET ${operation.path}. Returns ${kind === 'list' ? `{ ${key}: [...] }, possibly empty` : `{ ${key} }`}.`,
  };
  if (kind === 'list') {
    const { param, toolDescription } = operation.collection.filter;
    // The input schema gave the filter a string and `limit` a whole number (both optional).
    const run: McpTool['run'] = (args, { index }) => ({ [key]: listItems(index, operation.collection, { filter: args[param] as string | undefined, limit: args['limit'] as number | undefined }) });
    return { ...tool, inputSchema: z.object({ [param]: filterArgument(toolDescription), limit: limitArgument(key) }), outputSchema: z.object({ [key]: z.array(operation.collection.summary) }), run };
  }
  const outputSchema = z.object({ [key]: collection.detail });
  // A singleton always has its document: its file is read, or the read fails.
  if (collection.kind === 'singleton') return { ...tool, inputSchema: z.object({}), outputSchema, run: async (_args, data) => ({ [key]: (await data.document(collection))! }) };
  return {
    ...tool,
    inputSchema: z.object({ slug: slugArgument(collection.get.slugDescription) }),
    outputSchema,
    run: async ({ slug }, data) => {
      const item = await data.document(collection, String(slug));
      // The REST 404 sentence for the slug, then which tool lists the valid ones.
      return item ? { [key]: item } : `${ERROR_CATALOGUE[notFoundCode(collection)].message({ baseUrl: data.index.baseUrl, value: String(slug) })} Call ${collection.get.listing}, or search to find one by keyword.`;
    },
    links: (value, data) => [itemResource(data, collection, value[key] as Record<string, unknown>)],
  };
}

const names = LIST_COLLECTIONS.map((row) => row.name);
const scope = LIST_COLLECTIONS.map((row, i) => `${row.name}${i === 0 ? ' match' : ''} on ${joinWords(row.search.fields)}`).join(', ');
const order = names.map((name, i) => (i === 0 ? `All matching ${name} come first` : `then all matching ${name}`)).join(', ');
const types = joinWords(LIST_COLLECTIONS.map((row) => JSON.stringify(row.singular)), 'or');
const getTools = joinWords(LIST_COLLECTIONS.flatMap((row) => operationsOf(row).filter((op) => op.kind === 'get').map((op) => op.tool)), 'or');

const search: McpTool = {
  name: SEARCH_OPERATION.tool,
  title: `Search ${joinWords(names)}`,
  description: `Find ${joinWords(names)} mentioning a word or phrase (case-insensitive substring; ${scope}). ${order}. Each result has type (${types}), id (the slug for ${getTools}), title, excerpt and the url of its web page. Same data as GET ${SEARCH_OPERATION.path}. Returns { results: [...] }, possibly empty.`,
  inputSchema: z.object({ q: queryArgument }),
  outputSchema: z.object({ results: z.array(SearchResult) }),
  run: ({ q }, data) => ({ results: querySearch(data.index, String(q)) }),
  // Each result's twin: the result says its collection (type) and slug (id).
  links: ({ results }, data) =>
    (results as SearchResult[]).flatMap((result) => {
      const row = LIST_COLLECTIONS.find((candidate) => candidate.singular === result.type);
      const item = row && indexedItem(data.index, row, result.id);
      return row && item ? [itemResource(data, row, item)] : [];
    }),
};

/** Every collection's tools in registry order, then search: the fixed order tools/list gives them. */
export const TOOLS: readonly McpTool[] = [...COLLECTION_OPERATIONS.map(collectionTool), search];
