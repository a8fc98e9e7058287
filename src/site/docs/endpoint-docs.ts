/** The OpenAPI document's REST operations, each with an example response from the core functions the API uses. */
import type { OpenAPIV3_1 } from 'openapi-types';
import { itemsOf, type Documents } from '../../core/collections/documents.ts';
import { COLLECTION_OPERATIONS, SEARCH_OPERATION } from '../../core/collections/operations.ts';
import { API_ROOT } from '../../core/contract.ts';
import { buildApiIndex } from '../../core/query/api-index.ts';
import { listItems, search } from '../../core/query/search.ts';
import { truncateJson } from './truncate-json.ts';

export type EndpointDoc = ReturnType<typeof endpointDocs>[number];

/** Every GET operation (the MCP endpoint has a section of its own), with its parameters given by reference resolved. */
export function endpointDocs(document: OpenAPIV3_1.Document, data: Documents, baseUrl: string) {
  // The same index the edge function answers from, built by the same function.
  const index = buildApiIndex(baseUrl, data, {});
  const example = (pathAndQuery: string, body: unknown, options?: Parameters<typeof truncateJson>[1]) => {
    const { value, truncated } = truncateJson(body, options);
    return { curl: `curl -s '${baseUrl}${pathAndQuery}'`, response: JSON.stringify(value, null, 2), truncated };
  };
  return Object.entries(document.paths ?? {}).flatMap(([relativePath, item]) => {
    const operation = item?.get;
    if (!operation) return [];
    const path = `${API_ROOT}${relativePath}`;
    const parameters = (operation.parameters ?? []).map((parameter) =>
      '$ref' in parameter ? document.components?.parameters?.[parameter.$ref.split('/').at(-1)!] : parameter,
    ) as (OpenAPIV3_1.ParameterObject & { schema: OpenAPIV3_1.SchemaObject })[];
    const exampleOf = () => {
      const collectionOperation = COLLECTION_OPERATIONS.find((op) => op.operationId === operation.operationId);
      if (collectionOperation) {
        const { collection } = collectionOperation;
        if (collection.kind === 'singleton') return example(path, (data as Record<string, unknown>)[collection.name]);
        if (collectionOperation.kind === 'list')
          return example(`${path}?limit=2`, listItems(index, collection, { limit: 2 }));
        const [first] = itemsOf(data, collection);
        // An empty list has no item to show: an empty request, no response.
        if (!first) return { curl: '', response: '', truncated: false };
        return example(path.replace('{slug}', String(first[collection.idField])), first);
      }
      if (operation.operationId === SEARCH_OPERATION.operationId) {
        const q = String(parameters.find((parameter) => parameter.name === 'q')?.example);
        return example(`${path}?q=${encodeURIComponent(q)}`, search(index, q));
      }
      return example(path, document, { maxDepth: 2, maxItems: 2 });
    };
    return [{ ...operation, id: operation.operationId!, path, parameters, example: exampleOf() }];
  });
}
