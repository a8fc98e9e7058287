/**
 * The MCP endpoint, Request in and Response out, on any runtime. A 2026-07-28 request (by its
 * header or by the `_meta` claim of its body) is the SDK's to answer entirely. A 2025-era request
 * first meets the contract's HTTP rules (docs/mcp.md, "HTTP rules"), each refused with the API's
 * envelope, then the SDK's stateless transport answers it with one JSON object.
 */
import { createMcpHandler, isJsonContentType, parseJSONRPCMessage, PROTOCOL_VERSION_META_KEY, specTypeSchemas, WebStandardStreamableHTTPServerTransport, type JSONRPCMessage, type McpHttpHandler } from '@modelcontextprotocol/server';
import { MAX_BODY_BYTES, MCP_PATH, MCP_PROTOCOL_VERSIONS, NO_STORE } from '../../core/contract.ts';
import { ApiError, asApiError } from '../../core/errors/api-error.ts';
import { cutShort } from '../../core/errors/catalogue.ts';
import { isPreflight, preflightResponse } from '../../core/http/cors.ts';
import { baseHeaders } from '../../core/http/headers.ts';
import { errorResponse } from '../../core/http/respond.ts';
import { canonicalPath } from '../../core/http/routes.ts';
import { createMcpServer } from '../create-server.ts';
import type { McpData } from '../data.ts';
import { contractAnswer, contractRefusal } from './legacy-answers.ts';
import { declaredTooLarge, readBody } from './read-body.ts';

/** POST carries every message; there is no server push (GET) and no session to end (DELETE). */
export const MCP_METHODS = ['POST', 'OPTIONS'] as const;

const MODERN_REVISION = '2026-07-28';

/** One SDK handler per data (an instance's lifetime): it builds a fresh server for each request. */
const modernHandlers = new WeakMap<McpData, McpHttpHandler>();

export async function handleMcpRequest(request: Request, data: McpData): Promise<Response> {
  try {
    return withEndpointHeaders(await answer(request, data));
  } catch (error) {
    return withEndpointHeaders(errorResponse(asApiError(error), data.index.baseUrl, request.method));
  }
}

async function answer(request: Request, data: McpData): Promise<Response> {
  if (isPreflight(request)) return preflightResponse(MCP_METHODS);
  // `/api/mcp/` and `/api/mcp//` are the endpoint (a trailing slash names the same resource); `/api/mcp/x` is a 404.
  const { pathname } = new URL(request.url);
  if (canonicalPath(pathname) !== MCP_PATH) throw new ApiError('not_found', { value: pathname });
  if (request.headers.get('mcp-protocol-version') === MODERN_REVISION) return modernHandler(data).fetch(request);
  if (request.method !== 'POST') throw new ApiError('method_not_allowed', { value: request.method, allow: MCP_METHODS });
  assertHeadAcceptable(request);
  const body = parseJson(await readBody(request));
  // A body that claims the current revision in `_meta` is one of its requests, header or not.
  if ((body as { params?: { _meta?: Record<string, unknown> } } | null)?.params?._meta?.[PROTOCOL_VERSION_META_KEY] !== undefined) {
    return modernHandler(data).fetch(request, { parsedBody: body });
  }
  const message = jsonRpcMessage(body);
  if (!('method' in message) || !('id' in message)) return new Response(null, { status: 202 });
  const version = request.headers.get('mcp-protocol-version') ?? undefined;
  const refused = contractRefusal(message, version);
  if (refused) return Response.json(refused);
  const server = await createMcpServer(data, { protocolVersion: version });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    const reply = await transport.handleRequest(jsonOnly(request), { parsedBody: message });
    return Response.json(contractAnswer(message, (await reply.json()) as JSONRPCMessage));
  } finally {
    await server.close();
  }
}

function modernHandler(data: McpData): McpHttpHandler {
  let handler = modernHandlers.get(data);
  if (!handler) {
    handler = createMcpHandler(({ requestInfo }) => createMcpServer(data, { protocolVersion: requestInfo?.headers.get('mcp-protocol-version') ?? MODERN_REVISION }), {
      legacy: 'reject',
      responseMode: 'json',
      maxRequestBodySize: MAX_BODY_BYTES,
    });
    modernHandlers.set(data, handler);
  }
  return handler;
}

/**
 * What the endpoint checks of a 2025-era POST before it reads the body, in its order: the media
 * type, the encoding (anything but identity is 415, whose hint says to send it uncompressed), the
 * protocol version, the declared length. (The local server asks it too, to refuse a body declared
 * too large without waiting for it.)
 */
export function assertHeadAcceptable(request: Request): void {
  const type = request.headers.get('content-type');
  if (!isJsonContentType(type)) throw new ApiError('unsupported_media_type', { value: type ?? '' });
  const encoding = request.headers.get('content-encoding');
  if (encoding?.split(',').some((coding) => !['', 'identity'].includes(coding.trim().toLowerCase()))) {
    throw new ApiError('unsupported_media_type', { value: encoding, header: 'Content-Encoding' });
  }
  const version = request.headers.get('mcp-protocol-version');
  if (version !== null && !(MCP_PROTOCOL_VERSIONS as readonly string[]).includes(version)) throw new ApiError('unsupported_protocol_version', { value: version });
  if (declaredTooLarge(request)) throw new ApiError('payload_too_large');
}

function parseJson(text: string): unknown {
  if (text.trim() === '') throw new ApiError('parse_error', { value: 'the body is empty' });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError('parse_error', { value: (error as Error).message });
  }
}

/**
 * One JSON-RPC 2.0 message of the shapes MCP uses, by the SDK's own schema, or 400 `invalid_request`.
 * A request whose params alone do not fit (`"_meta": []`) is still a request: its reply says so.
 * Task metadata (2025-11-25 tasks) is dropped: a server without the capability answers as usual.
 */
function jsonRpcMessage(body: unknown): JSONRPCMessage {
  const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  const params = object?.['params'];
  if (object && typeof params === 'object' && params !== null && !Array.isArray(params)) {
    const { task: _ignored, ...rest } = params as Record<string, unknown>;
    if ('id' in object ? parses({ ...object, params: {} }) : parses(object)) return { ...object, params: rest } as JSONRPCMessage;
  } else if (parses(body)) return body as JSONRPCMessage;
  const id = object?.['id'];
  const problem = Array.isArray(body)
    ? 'it is an array (a batch); send one message per request'
    : !object
      ? `it is ${body === null ? 'null' : `a ${typeof body}`}, not an object`
      : object['jsonrpc'] !== '2.0'
        ? '"jsonrpc" must be the string "2.0"'
        : 'id' in object && !(typeof id === 'string' || Number.isSafeInteger(id))
          ? Number.isInteger(id)
            ? `"id" must be a string or an integer from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, which JSON numbers carry exactly; send a larger one as a string`
            : '"id" must be a string or an integer (not null)'
          : `it is not a request, a notification or a response (${schemaProblem(object)})`;
  throw new ApiError('invalid_request', { value: problem });
}

function parses(message: unknown): boolean {
  try {
    parseJSONRPCMessage(message);
    return true;
  } catch {
    return false;
  }
}

/** What the schema found wrong, in the branch (request, notification, response) that came closest (`params._meta: …`), cut short. */
function schemaProblem(message: Record<string, unknown>): string {
  type Issue = { path: PropertyKey[]; message: string };
  const { issues } = specTypeSchemas.JSONRPCMessage['~standard'].validate(message) as { issues?: { errors?: Issue[][] }[] };
  const issue = (issues?.[0]?.errors ?? []).sort((a, b) => a.length - b.length)[0]?.[0];
  return cutShort(issue ? `${issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : ''}${issue.message}` : 'unknown problem');
}

/** The SDK's transport wants an `Accept` that lists an event stream; the reply is one JSON object whatever the client's said. */
function jsonOnly(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set('Accept', 'application/json, text/event-stream');
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  return new Request(request.url, { method: 'POST', headers });
}

/** Every answer carries CORS, nosniff and no-store; a 202 or 204 has no body and so no content type. */
function withEndpointHeaders(response: Response): Response {
  const headers = baseHeaders();
  response.headers.forEach((value, name) => {
    if (name !== 'content-type') headers.set(name, value);
  });
  headers.set('Cache-Control', NO_STORE);
  if (response.status === 202 || response.status === 204) headers.delete('Content-Type');
  return new Response(response.body, { status: response.status, headers });
}
