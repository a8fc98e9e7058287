/**
 * The tools, derived from the collection registry: `get_{name}` for a singleton; `list_{name}`
 * (its filter and `limit`) and `get_{singular}` (a slug) for a list; then `search`. Each answers
 * exactly what the REST operation of the same name answers.
 */
import * as z from 'zod';
import type { ListCollection } from '../../core/collections/define.ts';
import { COLLECTION_OPERATIONS, type Operation } from '../../core/collections/operations.ts';
import { ERROR_CATALOGUE, notFoundCode } from '../../core/errors/catalogue.ts';
import { listItems } from '../../core/query/list.ts';
import type { McpData } from '../data.ts';
import { itemResource, type ItemResource } from '../resources.ts';
import { filterArgument, limitArgument, slugArgument } from './arguments.ts';
import { search } from './search-tool.ts';

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

/** The closing sentences of every collection tool's description: where the same data is, and the result's shape. */
function sameAs(operation: Operation, key: string): string {
  const shape = operation.kind === 'list' ? `{ ${key}: [...] }, possibly empty` : `{ ${key} }`;
  return `${operation.text.toolDescription} Same data as GET ${operation.path}. Returns ${shape}.`;
}

/** The REST 404 sentence for the slug, then which tool lists the valid ones. */
function unknownSlug(row: ListCollection, slug: string, baseUrl: string): string {
  return `${ERROR_CATALOGUE[notFoundCode(row)].message({ baseUrl, value: slug })} Call ${row.get.listing}, or search to find one by keyword.`;
}

function collectionTool(operation: Operation): McpTool {
  const { collection } = operation;
  const named = { name: operation.tool, title: operation.text.toolTitle };
  if (operation.kind === 'list') {
    const row = operation.collection;
    const { param } = row.filter;
    return {
      ...named,
      description: sameAs(operation, row.name),
      inputSchema: z.object({ [param]: filterArgument(row.filter.toolDescription), limit: limitArgument(row.name) }),
      outputSchema: z.object({ [row.name]: z.array(row.summary) }),
      // The input schema gave the filter a string and `limit` a whole number (both optional).
      run: (args, { index }) => ({ [row.name]: listItems(index, row, { filter: args[param] as string | undefined, limit: args['limit'] as number | undefined }) }),
    };
  }
  if (collection.kind === 'singleton') {
    // A singleton always has its document: its file is read, or the read fails.
    return { ...named, description: sameAs(operation, collection.name), inputSchema: z.object({}), outputSchema: z.object({ [collection.name]: collection.detail }), run: async (_args, data) => ({ [collection.name]: (await data.document(collection))! }) };
  }
  const key = collection.singular;
  return {
    ...named,
    description: sameAs(operation, key),
    inputSchema: z.object({ slug: slugArgument(collection.get.slugDescription) }),
    outputSchema: z.object({ [key]: collection.detail }),
    run: async ({ slug }, data) => {
      const item = await data.document(collection, String(slug));
      return item ? { [key]: item } : unknownSlug(collection, String(slug), data.index.baseUrl);
    },
    links: (value, data) => [itemResource(data, collection, value[key] as Record<string, unknown>)],
  };
}

/** Every collection's tools in registry order, then search: the fixed order tools/list gives them. */
export const TOOLS: readonly McpTool[] = [...COLLECTION_OPERATIONS.map(collectionTool), search];
