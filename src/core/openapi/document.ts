import type { OpenAPIV3_1 } from 'openapi-types';
import * as z from 'zod';
import type { ListCollection } from '../collections/define.ts';
import { LIST_COLLECTIONS, type Documents } from '../collections/documents.ts';
import {
  COLLECTION_OPERATIONS,
  joinWords,
  SEARCH_OPERATION,
  TOOL_NAMES,
  type Operation as CollectionOperation,
} from '../collections/operations.ts';
import { COLLECTIONS } from '../collections/registry.ts';
import {
  API_ROOT,
  API_VERSION,
  MAX_BODY_LABEL,
  MAX_QUERY_LENGTH,
  API_METHODS,
  MCP_METHODS,
  MCP_PATH,
  MCP_PROTOCOL_VERSIONS,
  NO_STORE,
  OPENAPI_PATHS,
  SUCCESS_CACHE_CONTROL,
} from '../contract.ts';
import { ERROR_CATALOGUE, ERROR_CODES } from '../errors/catalogue.ts';
import { SLUG_PATTERN } from '../schemas/common.ts';
import { ErrorEnvelope } from '../schemas/error.ts';
import { SearchResult } from '../schemas/search-result.ts';

type JsonSchema = Record<string, unknown>;

const ROOT_SCHEMAS: readonly z.ZodType[] = [
  ...COLLECTIONS.flatMap((row): z.ZodType[] => (row.kind === 'list' ? [row.summary, row.detail] : [row.detail])),
  SearchResult,
  ErrorEnvelope,
];

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) for every named schema, `$ref`s between them, in the order met. */
export function componentJsonSchemas(): Record<string, JsonSchema> {
  const options = { target: 'draft-2020-12', io: 'output' } as const;
  if (ROOT_SCHEMAS.some((schema) => z.globalRegistry.get(schema)?.id === undefined))
    throw new Error('Every schema the API publishes needs a component name: add .meta({ id })');
  // Converted together, the schemas list every named schema, theirs and those they use, under `$defs` in the order met.
  const names = Object.keys(z.toJSONSchema(z.tuple(ROOT_SCHEMAS as [z.ZodType, ...z.ZodType[]]), options).$defs ?? {});
  // Converting the global registry gives every named schema with `$ref`s to the others' components.
  const { schemas } = z.toJSONSchema(z.globalRegistry, { ...options, uri: componentRef, override: addDiscriminator });
  // Components live inside the OpenAPI document: no dialect or identity of their own.
  return Object.fromEntries(names.map((name) => [name, omitIdentity(schemas[name] as JsonSchema)]));
}

const omitIdentity = ({ $schema: _dialect, $id: _id, ...rest }: JsonSchema): JsonSchema => rest;

const componentRef = (id: string): string => `#/components/schemas/${id}`;

/** OpenAPI's `discriminator` is added here only: the MCP tools' schemas come from the same zod without it. */
function addDiscriminator({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  if (!(zodSchema instanceof z.ZodDiscriminatedUnion)) return;
  const propertyName = zodSchema.def.discriminator;
  const mapping: Record<string, string> = {};
  for (const option of zodSchema.options) {
    const id = z.globalRegistry.get(option)?.id;
    const value = option instanceof z.ZodObject ? option.shape[propertyName] : undefined;
    if (id === undefined || !(value instanceof z.ZodLiteral))
      throw new Error(
        `Each option of a discriminated union the API publishes needs a component name and a literal "${propertyName}".`,
      );
    mapping[String(value.value)] = componentRef(id);
  }
  jsonSchema['discriminator'] = { propertyName, mapping };
}

const ref = (schema: { meta(): { id?: string } | undefined }) => ({ $ref: componentRef(String(schema.meta()?.id)) });

// openapi-types models 3.1 path items with its 3.0 operation types; name them once here.
type Operation = NonNullable<OpenAPIV3_1.PathItemObject['get']>;
type ResponseObject = Extract<Operation['responses'][string], { description: string }>;
type Parameter = NonNullable<Operation['parameters']>[number];

const ERROR_RESPONSES = {
  400: { name: 'BadRequest', description: 'A parameter or the request body is invalid.' },
  404: { name: 'NotFound', description: 'No such resource.' },
  405: { name: 'MethodNotAllowed', description: 'The method is not served on this path; see the `Allow` header.' },
  406: { name: 'NotAcceptable', description: 'The `Accept` header excludes `application/json`.' },
  // MCP's alone (a body read; the local server's Host check), its errors in a form of their own: no component.
  403: { name: 'ForbiddenHost', description: 'Local server only: the `Host` is not a loopback name.', mcpOnly: true },
  413: { name: 'PayloadTooLarge', description: `The request body is larger than ${MAX_BODY_LABEL}.`, mcpOnly: true },
  415: { name: 'UnsupportedMediaType', description: 'The request body is not `application/json`.', mcpOnly: true },
  500: { name: 'InternalError', description: 'The server failed on its own, not because of the request; retry later.' },
} as const;
type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** At MCP 2026-07-28 an error of the HTTP request is a JSON-RPC error response, not the envelope (docs/mcp.md). */
const JSON_RPC_ERROR = {
  type: 'object',
  required: ['jsonrpc', 'id', 'error'],
  properties: {
    jsonrpc: { const: '2.0' },
    id: { type: ['string', 'integer', 'null'] },
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: { code: { type: 'integer' }, message: { type: 'string' } },
    },
  },
} as const;

/** A response header of text, by its description and, where only some values are sent, those. */
const textHeader = (description: string, ...values: string[]) => ({
  description,
  schema: { type: 'string' as const, ...(values.length > 0 && { enum: values }) },
});

const codesOf = (status: number) =>
  `Codes: \`${ERROR_CODES.filter((code) => ERROR_CATALOGUE[code].status === status).join('`, `')}\`.`;

const MCP_ERROR_NOTE = ' At MCP revision 2026-07-28, a JSON-RPC error response instead.';
const MCP_ERROR_SCHEMA = { anyOf: [ref(ErrorEnvelope), JSON_RPC_ERROR] };

/** A status's error response: the envelope, or for the MCP endpoint (`mcp`) a JSON-RPC error response at 2026-07-28. */
const errorResponse = (status: ErrorStatus, mcp = false) => ({
  description: `${ERROR_RESPONSES[status].description} ${codesOf(status)}${mcp ? MCP_ERROR_NOTE : ''}`,
  headers: {
    'Cache-Control': textHeader('Errors are never cached.', NO_STORE),
    'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
    ...(status === 405 ? { Allow: { $ref: '#/components/headers/Allow' } } : {}),
  },
  content: { 'application/json': { schema: mcp ? MCP_ERROR_SCHEMA : ref(ErrorEnvelope) } },
});

/** The statuses' error responses, and 500: any operation can meet a failure of the server's own. */
const errorResponses = (
  statuses: ErrorStatus[],
  response = (s: ErrorStatus): object => ({ $ref: `#/components/responses/${ERROR_RESPONSES[s].name}` }),
) => Object.fromEntries([...statuses, 500 as const].map((s) => [s, response(s)]));

const ok = (description: string, schema: object): ResponseObject => ({
  description,
  headers: {
    'Cache-Control': { $ref: '#/components/headers/CacheControl' },
    ETag: { $ref: '#/components/headers/ETag' },
    'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' },
  },
  content: { 'application/json': { schema } },
});

const getOperation = (
  operationId: string,
  { summary, description }: { summary: string; description: string },
  response: ResponseObject,
  errors: ErrorStatus[],
  parameters: Parameter[] = [],
  tag = 'Content',
): Operation => ({
  operationId,
  summary,
  description,
  tags: [tag],
  parameters: [...parameters, { $ref: '#/components/parameters/IfNoneMatch' }],
  responses: { '200': response, '304': { $ref: '#/components/responses/NotModified' }, ...errorResponses(errors) },
});

/** The document, with the person the portfolio belongs to as its contact. */
export function buildOpenApiDocument(baseUrl: string, profile: Documents['profile']): OpenAPIV3_1.Document {
  const responses: Record<string, ResponseObject> = {
    NotModified: {
      description: 'The `If-None-Match` tag matches: the cached copy is current.',
      headers: { ETag: { $ref: '#/components/headers/ETag' } },
    },
  };
  for (const [status, { name, ...mcp }] of Object.entries(ERROR_RESPONSES))
    if (!('mcpOnly' in mcp)) responses[name] = errorResponse(Number(status) as ErrorStatus) as ResponseObject;

  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Portfolio Content API',
      version: API_VERSION,
      summary: 'A portfolio as a public, read-only JSON API.',
      description: `Profile, projects with their case studies, and articles as markdown, plus search. Read-only, no authentication, CORS open to every origin. Every non-2xx answer uses the \`Error\` envelope, but for those of \`POST /mcp\` at MCP revision 2026-07-28, which are JSON-RPC error responses. The data changes only when the site is rebuilt. The same data is served to AI clients over the Model Context Protocol at \`POST ${baseUrl}${MCP_PATH}\` (the path \`/mcp\` below).`,
      contact: { name: profile.name, url: profile.links.site, email: profile.links.email },
      license: { name: 'MIT', identifier: 'MIT' },
    },
    externalDocs: { description: 'Developer documentation', url: `${baseUrl}/docs/api` },
    servers: [{ url: `${baseUrl}${API_ROOT}`, description: 'This site' }],
    security: [],
    tags: [
      { name: 'Content', description: 'Profile, projects and articles.' },
      { name: 'Search', description: 'Search over projects and articles.' },
      { name: 'Meta', description: 'This description.' },
      { name: 'MCP', description: 'The Model Context Protocol endpoint.' },
    ],
    paths: {
      ...Object.fromEntries(
        COLLECTION_OPERATIONS.map((operation) => [relative(operation.path), { get: collectionOperation(operation) }]),
      ),
      [relative(SEARCH_OPERATION.path)]: { get: searchOperation() },
      [relative(OPENAPI_PATHS[0])]: {
        get: getOperation(
          'getOpenApiSpec',
          {
            summary: 'Get this description',
            description: `This OpenAPI 3.1 document; mirrored at ${baseUrl}${OPENAPI_PATHS[1]}.`,
          },
          ok('The OpenAPI document.', { type: 'object' }),
          [405],
          [],
          'Meta',
        ),
      },
      [relative(MCP_PATH)]: {
        post: {
          operationId: 'mcp',
          summary: 'Model Context Protocol endpoint',
          description: `MCP over Streamable HTTP (revisions ${[...MCP_PROTOCOL_VERSIONS].sort().join(', ')}), stateless, JSON responses only. Tools: ${TOOL_NAMES.join(', ')}. Every document is also a resource (its markdown twin, with a URI template per collection and completion of slugs), and there are prompts: the API documentation lists them.`,
          tags: ['MCP'],
          parameters: [
            {
              name: 'MCP-Protocol-Version',
              in: 'header',
              required: false,
              description: `The MCP revision the client speaks; without it, ${MCP_PROTOCOL_VERSIONS[0]}.`,
              schema: { type: 'string', enum: [...MCP_PROTOCOL_VERSIONS] },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  description: 'One JSON-RPC 2.0 message.',
                  required: ['jsonrpc'],
                  properties: {
                    jsonrpc: { type: 'string', enum: ['2.0'] },
                    id: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
                    method: { type: 'string' },
                    params: { type: 'object' },
                  },
                },
              },
            },
          },
          responses: {
            '200': {
              description: 'The JSON-RPC response (with `result` or `error`).',
              headers: { 'Access-Control-Allow-Origin': { $ref: '#/components/headers/AccessControlAllowOrigin' } },
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            '202': { description: 'The body was a notification or a response: accepted, no body.' },
            ...errorResponses([400, 403, 404, 405, 413, 415], (s) => errorResponse(s, true)),
          },
        },
      },
    },
    components: {
      schemas: componentJsonSchemas() as Record<string, OpenAPIV3_1.SchemaObject>,
      responses,
      parameters: {
        IfNoneMatch: {
          name: 'If-None-Match',
          in: 'header',
          required: false,
          description: 'ETags from earlier answers (or `*`), compared weakly; a match gives 304 with no body.',
          schema: { type: 'string' },
        },
      },
      headers: {
        Allow: textHeader(
          `The methods the path serves: \`${API_METHODS.join(', ')}\` on the REST paths, \`${MCP_METHODS.join(', ')}\` on \`/mcp\`.`,
        ),
        CacheControl: textHeader(
          'Fresh for 5 minutes; a stale copy may be served for a day while revalidating.',
          SUCCESS_CACHE_CONTROL,
        ),
        ETag: textHeader('Strong validator of the body; send it back in `If-None-Match` to get 304.'),
        AccessControlAllowOrigin: textHeader('CORS is open to every origin.', '*'),
      },
    },
  };
}

/** `/api/v1/profile` → `/v1/profile`: paths in the document are relative to the server's URL, `{base}/api`. */
const relative = (publicPath: string): string => publicPath.slice(API_ROOT.length);

function collectionOperation({ kind, collection, operationId, text }: CollectionOperation): Operation {
  if (kind === 'list') {
    const { filter, name, summary } = collection as ListCollection;
    const parameters: Parameter[] = [
      {
        name: filter.param,
        in: 'query',
        required: false,
        description: filter.description,
        schema: { type: 'string' },
        ...(filter.example === undefined ? {} : { example: filter.example }),
      },
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: `Maximum number of ${name} returned, applied after the filter. Digits only (\`^[1-9][0-9]*$\`); anything else is 400 \`invalid_limit\`.`,
        schema: { type: 'integer', minimum: 1 },
        example: 3,
      },
    ];
    const response = ok(text.ok, { type: 'array', items: ref(summary) });
    return getOperation(operationId, text, response, [400, 405, 406], parameters);
  }
  const response = ok(text.ok, ref(collection.detail));
  if (collection.kind === 'singleton') return getOperation(operationId, text, response, [405, 406]);
  const slug: Parameter = {
    name: 'slug',
    in: 'path',
    required: true,
    description: `The ${collection.singular}'s slug, as returned by the list.`,
    schema: { type: 'string', pattern: SLUG_PATTERN.source },
  };
  return getOperation(operationId, text, response, [404, 405, 406], [slug]);
}

function searchOperation(): Operation {
  const names = LIST_COLLECTIONS.map((row) => row.name);
  const scope = LIST_COLLECTIONS.map((row) => `${row.name} on ${joinWords(row.search.fields)}`).join('; ');
  const order = names
    .map((name, i) => (i === 0 ? `All matching ${name} first` : `then all matching ${name}`))
    .join(', ');
  return getOperation(
    SEARCH_OPERATION.operationId,
    { summary: `Search ${joinWords(names)}`, description: `Case-insensitive substring match: ${scope}. ${order}.` },
    ok('Matches, possibly empty.', { type: 'array', items: ref(SearchResult) }),
    [400, 405, 406],
    [
      {
        name: 'q',
        in: 'query',
        required: true,
        description: `The text to search for (not trimmed). Missing or empty is 400 \`missing_query\`; over ${MAX_QUERY_LENGTH} characters is 400 \`invalid_query\`.`,
        schema: { type: 'string', minLength: 1, maxLength: MAX_QUERY_LENGTH },
        example: 'edge',
      },
    ],
    'Search',
  );
}
