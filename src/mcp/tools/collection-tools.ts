/**
 * The tools of each collection, derived from its registry row: `get_{name}` for a singleton;
 * `list_{name}` (its filter and `limit`) and `get_{singular}` (a slug) for a list. Each answers
 * exactly what the REST operation of the same name answers.
 */
import * as z from 'zod';
import type { ListCollection } from '../../core/collections/define.ts';
import type { Operation } from '../../core/collections/operations.ts';
import { listItems } from '../../core/query/list.ts';
import { filterArgument, limitArgument, slugArgument } from './arguments.ts';
import { defineTool, type McpTool } from './define-tool.ts';
import { itemResource } from '../resources.ts';
import { resourceLink } from './resource-link.ts';
import { unknownSlug } from './tool-error.ts';

/** The closing sentences of every collection tool's description: where the same data is, and the result's shape. */
function sameAs(operation: Operation, key: string): string {
  const shape = operation.kind === 'list' ? `{ ${key}: [...] }, possibly empty` : `{ ${key} }`;
  return `${operation.text.toolDescription} Same data as GET ${operation.path}. Returns ${shape}.`;
}

export function collectionTool(operation: Operation): McpTool {
  const { collection } = operation;
  if (operation.kind === 'list') return listTool(operation, operation.collection);
  if (collection.kind === 'singleton') {
    const key = collection.name;
    return defineTool({
      name: operation.tool,
      title: operation.text.toolTitle,
      description: sameAs(operation, key),
      inputSchema: z.object({}),
      outputSchema: z.object({ [key]: collection.detail }),
      // A singleton always has its document: its file is read, or the read fails.
      run: async (_args, data) => ({ [key]: (await data.document(collection))! }),
    });
  }
  const key = collection.singular;
  return defineTool({
    name: operation.tool,
    title: operation.text.toolTitle,
    description: sameAs(operation, key),
    inputSchema: z.object({ slug: slugArgument(collection.get.slugDescription) }),
    outputSchema: z.object({ [key]: collection.detail }),
    run: async ({ slug }, data) => {
      const item = await data.document(collection, slug);
      if (!item) throw unknownSlug(collection, slug, data.index.baseUrl);
      return { [key]: item };
    },
    links: (value, data) => [resourceLink(itemResource(data, collection, value[key]!))],
  });
}

function listTool(operation: Operation, row: ListCollection): McpTool {
  const { param } = row.filter;
  return defineTool({
    name: operation.tool,
    title: operation.text.toolTitle,
    description: sameAs(operation, row.name),
    inputSchema: z.object({ [param]: filterArgument(row.filter.toolDescription), limit: limitArgument(row.name) }),
    outputSchema: z.object({ [row.name]: z.array(row.summary) }),
    // The input schema gave `param` a string and `limit` a whole number (both optional).
    run: (args, { index }) => ({ [row.name]: listItems(index, row, { filter: args[param] as string | undefined, limit: args.limit as number | undefined }) }),
  });
}
