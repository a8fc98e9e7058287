/**
 * The developer docs as data: every operation of the OpenAPI document, with an example request
 * and a real example response computed from the site's data by the same core functions the API
 * uses. The page only lays this out.
 */
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiIndex } from '../../core/api-index.ts';
import type { ApiData } from '../../core/content/assemble.ts';
import { listArticles, listProjects } from '../../core/query/list.ts';
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
  /** The operationId, used as the anchor. */
  id: string;
  method: string;
  /** Full path from the site root, e.g. `/api/v1/projects/{slug}`. */
  path: string;
  summary: string;
  description: string;
  parameters: ParameterDoc[];
  /** HTTP statuses the operation documents besides 200/304. */
  errorStatuses: string[];
  example: { curl: string; response?: string; truncated: boolean };
}

type Operation = NonNullable<OpenAPIV3_1.PathItemObject['get']>;

const METHODS = ['get', 'post'] as const;

export function endpointDocs(document: OpenAPIV3_1.Document, data: ApiData, baseUrl: string): EndpointDoc[] {
  const serverPrefix = new URL(document.servers?.[0]?.url ?? `${baseUrl}/api`).pathname;
  const docs: EndpointDoc[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method] as Operation | undefined;
      if (!operation?.operationId) continue;
      const fullPath = `${serverPrefix}${path}`;
      const example = exampleFor(operation, fullPath, data, baseUrl, document);
      docs.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path: fullPath,
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        parameters: (operation.parameters ?? []).map(parameterDoc),
        errorStatuses: Object.keys(operation.responses ?? {}).filter((s) => Number(s) >= 400),
        example,
      });
    }
  }
  return docs;
}

function parameterDoc(parameter: NonNullable<Operation['parameters']>[number]): ParameterDoc {
  const p = parameter as OpenAPIV3_1.ParameterObject;
  const schema = (p.schema ?? {}) as OpenAPIV3_1.SchemaObject;
  const type = [schema.type, schema.minimum !== undefined ? `≥ ${schema.minimum}` : '', schema.enum ? `one of ${schema.enum.join(', ')}` : '']
    .filter(Boolean)
    .join(', ');
  return { name: p.name, in: p.in, required: p.required ?? false, type, description: p.description ?? '' };
}

/** The same index the edge function searches, built from the same data. */
function indexOf(data: ApiData, baseUrl: string): ApiIndex {
  return {
    baseUrl,
    projects: data.projectSummaries.map((summary, i) => ({ summary, problem: data.projects[i]?.problem ?? '' })),
    articles: data.articleSummaries,
    files: {},
  };
}

function exampleFor(
  operation: Operation,
  fullPath: string,
  data: ApiData,
  baseUrl: string,
  document: OpenAPIV3_1.Document,
): EndpointDoc['example'] {
  const index = indexOf(data, baseUrl);
  const get = (pathAndQuery: string, body: unknown, options?: TruncateOptions) => {
    const { value, truncated } = truncateJson(body, options);
    return { curl: `curl -s '${baseUrl}${pathAndQuery}'`, response: JSON.stringify(value, null, 2), truncated };
  };
  const firstProject = data.projects[0];
  const firstArticle = data.articles[0];
  switch (operation.operationId) {
    case 'getProfile':
      return get(fullPath, data.profile);
    case 'listProjects':
      return get(`${fullPath}?limit=2`, listProjects(index, { limit: 2 }));
    case 'getProject':
      return firstProject ? get(fullPath.replace('{slug}', firstProject.id), firstProject) : { curl: '', truncated: false };
    case 'listArticles':
      return get(`${fullPath}?limit=2`, listArticles(index, { limit: 2 }));
    case 'getArticle':
      return firstArticle ? get(fullPath.replace('{slug}', firstArticle.slug), firstArticle) : { curl: '', truncated: false };
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
    | OpenAPIV3_1.ParameterObject
    | undefined;
  return typeof q?.example === 'string' ? q.example : 'api';
}
