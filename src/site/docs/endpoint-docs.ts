/** Every operation, with an example response computed by the same core functions the API uses. */
import type { OpenAPIV3_1 } from 'openapi-types';
import { itemsOf, type Documents } from '../../core/collections/documents.ts';
import { COLLECTION_OPERATIONS } from '../../core/collections/operations.ts';
import { buildApiIndex, type ApiIndex } from '../../core/query/api-index.ts';
import { listItems } from '../../core/query/list.ts';
import { search } from '../../core/query/search.ts';
import { truncateJson, type TruncateOptions } from './truncate-json.ts';

export interface ParameterDoc {
  name: string;
  in: string;
  required: boolean;
  type: string;
  description: string;
}

export interface EndpointDoc {
  /** Also the anchor. */
  id: string;
  method: string;
  path: string;
  summary: string;
  description: string;
  parameters: ParameterDoc[];
  /** Besides 200/304. */
  errorStatuses: string[];
  example: { curl: string; response?: string; truncated: boolean };
}

type Operation = NonNullable<OpenAPIV3_1.PathItemObject['get']>;

const METHODS = ['get', 'post'] as const;

export function endpointDocs(document: OpenAPIV3_1.Document, data: Documents, baseUrl: string): EndpointDoc[] {
  const serverPrefix = new URL(document.servers?.[0]?.url ?? `${baseUrl}/api`).pathname;
  const docs: EndpointDoc[] = [];
  // The same index the edge function answers from, built by the same function.
  const index = buildApiIndex(baseUrl, data, {});
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as Operation | undefined;
      if (!operation?.operationId) continue;
      const fullPath = `${serverPrefix}${path}`;
      const example = exampleFor(operation, fullPath, data, index, baseUrl, document);
      docs.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path: fullPath,
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        parameters: (operation.parameters ?? []).map((parameter) =>
          parameterDoc(resolveParameter(parameter, document)),
        ),
        errorStatuses: Object.keys(operation.responses ?? {}).filter((s) => Number(s) >= 400),
        example,
      });
    }
  }
  return docs;
}

type ParameterOrRef = NonNullable<Operation['parameters']>[number];

/** Or the component a `$ref` names. */
function resolveParameter(parameter: ParameterOrRef, document: OpenAPIV3_1.Document): OpenAPIV3_1.ParameterObject {
  if (!('$ref' in parameter)) return parameter as OpenAPIV3_1.ParameterObject;
  const name = parameter.$ref.replace('#/components/parameters/', '');
  const resolved = document.components?.parameters?.[name];
  if (!resolved || '$ref' in resolved) throw new Error(`The OpenAPI document has no parameter ${parameter.$ref}.`);
  return resolved as OpenAPIV3_1.ParameterObject;
}

function parameterDoc(p: OpenAPIV3_1.ParameterObject): ParameterDoc {
  const schema = (p.schema ?? {}) as OpenAPIV3_1.SchemaObject;
  const type = [
    schema.type,
    schema.minimum !== undefined ? `≥ ${schema.minimum}` : '',
    schema.enum ? `one of ${schema.enum.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return { name: p.name, in: p.in, required: p.required ?? false, type, description: p.description ?? '' };
}

function exampleFor(
  operation: Operation,
  fullPath: string,
  data: Documents,
  index: ApiIndex,
  baseUrl: string,
  document: OpenAPIV3_1.Document,
): EndpointDoc['example'] {
  const get = (pathAndQuery: string, body: unknown, options?: TruncateOptions) => {
    const { value, truncated } = truncateJson(body, options);
    return { curl: `curl -s '${baseUrl}${pathAndQuery}'`, response: JSON.stringify(value, null, 2), truncated };
  };
  const collectionOperation = COLLECTION_OPERATIONS.find(
    (candidate) => candidate.operationId === operation.operationId,
  );
  if (collectionOperation) {
    const { collection } = collectionOperation;
    if (collection.kind === 'singleton')
      return get(fullPath, (data as unknown as Record<string, unknown>)[collection.name]);
    if (collectionOperation.kind === 'list')
      return get(`${fullPath}?limit=2`, listItems(index, collection, { limit: 2 }));
    const [first] = itemsOf(data, collection);
    return first
      ? get(fullPath.replace('{slug}', String(first[collection.idField])), first)
      : { curl: '', truncated: false };
  }
  switch (operation.operationId) {
    case 'search': {
      const q = exampleQuery(operation);
      return get(`${fullPath}?q=${encodeURIComponent(q)}`, search(index, q));
    }
    case 'getOpenApiSpec':
      return get(fullPath, document, { maxDepth: 2, maxItems: 2 });
    default:
      return {
        curl: `curl -s -X POST '${baseUrl}${fullPath}' \\\n  -H 'Content-Type: application/json' \\\n  -d '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'`,
        truncated: false,
      };
  }
}

function exampleQuery(operation: Operation): string {
  const q = (operation.parameters ?? []).find((p) => (p as OpenAPIV3_1.ParameterObject).name === 'q') as
    OpenAPIV3_1.ParameterObject | undefined;
  return typeof q?.example === 'string' ? q.example : 'api';
}
