/** 2026-07-28 requests are the SDK's to answer; a 2025-era one meets the contract's HTTP rules (docs/mcp.md) first. */
import {
  CLIENT_CAPABILITIES_META_KEY,
  createMcpHandler,
  isJsonContentType,
  isJSONRPCRequest,
  PROTOCOL_VERSION_META_KEY,
  ProtocolErrorCode,
  WebStandardStreamableHTTPServerTransport,
  type JSONRPCMessage,
} from '@modelcontextprotocol/server';
import { MCP_METHODS, MCP_PATH, MCP_PROTOCOL_VERSIONS, MCP_STATELESS_VERSION, NO_STORE } from '../../core/contract.ts';
import { ApiError, asApiError } from '../../core/errors/api-error.ts';
import { baseHeaders, errorResponse, isPreflight, preflightResponse } from '../../core/http/headers.ts';
import { canonicalPath } from '../../core/http/routes.ts';
import { appsSessionId, isAppsSession, offersApps } from '../apps.ts';
import { createMcpServer } from '../create-server.ts';
import type { McpData } from '../data.ts';
import { contractAnswer, contractRefusal, jsonRpcMessage, readBody, refuse, shortError } from './contract-answers.ts';
import { isServerCardPath, serverCardResponse } from './server-card.ts';

export async function handleMcpRequest(request: Request, data: McpData): Promise<Response> {
  try {
    // The card's answers have headers of their own; a failure to read it is answered as the endpoint's are.
    if (isServerCardPath(request)) return await serverCardResponse(request, data);
    return withEndpointHeaders(await answer(request, data), request.method);
  } catch (error) {
    return withEndpointHeaders(errorResponse(asApiError(error), data.index.baseUrl, request.method), request.method);
  }
}

async function answer(request: Request, data: McpData): Promise<Response> {
  if (isPreflight(request)) return preflightResponse(MCP_METHODS);
  // `/api/mcp/` and `/api/mcp//` are the endpoint (a trailing slash names the same resource); `/api/mcp/x` is a 404.
  const { pathname } = new URL(request.url);
  if (canonicalPath(pathname) !== MCP_PATH) throw new ApiError('not_found', { value: pathname });
  const header = request.headers.get('mcp-protocol-version') ?? undefined;
  if (header === MCP_STATELESS_VERSION) return current(request, data);
  if (request.method !== 'POST')
    throw new ApiError('method_not_allowed', { value: request.method, allow: MCP_METHODS });
  const type = request.headers.get('content-type');
  if (!isJsonContentType(type)) throw new ApiError('unsupported_media_type', { value: type ?? undefined });
  const body = await readBody(request);
  // A body naming a revision in `_meta` follows it: a 2025-era one here, any other (unknown too) is the SDK's. A
  // 2025-era header decides alone: `_meta` is free-form at those revisions.
  const meta = header && ERA_2025.includes(header) ? undefined : metaOf(body)?.[PROTOCOL_VERSION_META_KEY];
  const claimed = typeof meta === 'string' ? meta : undefined;
  if (claimed !== undefined && !ERA_2025.includes(claimed)) return current(request, data, body);
  const version = header ?? claimed;
  if (version !== undefined && !(MCP_PROTOCOL_VERSIONS as readonly string[]).includes(version))
    throw new ApiError('unsupported_protocol_version', { value: version });
  const message = jsonRpcMessage(body);
  if (!('method' in message && 'id' in message)) return new Response(null, { status: 202 });
  const refused = contractRefusal(message, version);
  if (refused) return Response.json(refused);
  // MCP Apps: offered in `initialize`, then by the session id it answered (docs/mcp.md, "MCP Apps").
  const initialize = message.method === 'initialize';
  const apps = initialize
    ? offersApps(message.params?.['capabilities'])
    : isAppsSession(request.headers.get('mcp-session-id'));
  const server = await createMcpServer(data, { protocolVersion: version, apps });
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
  await server.connect(transport);
  // The transport wants an `Accept` listing an event stream; the reply is one JSON object whatever the client's says.
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };
  const reply = await transport
    .handleRequest(new Request(request.url, { method: 'POST', headers }), { parsedBody: message })
    .finally(() => server.close());
  const answered = contractAnswer(message, (await reply.json()) as JSONRPCMessage, version);
  if (!(apps && initialize && 'result' in answered)) return Response.json(answered);
  const session = baseHeaders({ 'Mcp-Session-Id': appsSessionId() });
  session.append('Access-Control-Expose-Headers', 'Mcp-Session-Id');
  return Response.json(answered, { headers: session });
}

const ERA_2025: string[] = MCP_PROTOCOL_VERSIONS.filter((version) => version !== MCP_STATELESS_VERSION);
const metaOf = (body: unknown) => (body as { params?: { _meta?: Record<string, unknown> } } | undefined)?.params?._meta;

/** The SDK refuses a bad envelope, header or message at HTTP level; what it lets through meets the contract's rules. */
async function current(request: Request, data: McpData, parsedBody?: unknown): Promise<Response> {
  let body = parsedBody;
  if (body === undefined && request.method === 'POST' && isJsonContentType(request.headers.get('content-type')))
    try {
      body = await readBody(request);
    } catch (caught) {
      // This revision's HTTP-level errors are JSON-RPC errors (-32000: the SDK's code for those not of parsing).
      const error = asApiError(caught);
      const code = error.code === 'parse_error' ? ProtocolErrorCode.ParseError : -32000;
      const { message } = error.toEnvelope('').error;
      return Response.json({ jsonrpc: '2.0', id: null, error: { code, message } }, { status: error.status });
    }
  // No `subscriptions/listen`: the content changes only on deploy, so the SDK's stream would never carry anything.
  if (isJSONRPCRequest(body) && body.method === 'subscriptions/listen') {
    const message = 'subscriptions/listen is not offered: the content changes only when the site is deployed.';
    return Response.json(refuse(body, ProtocolErrorCode.MethodNotFound, message), { status: 404 });
  }
  const apps = offersApps(metaOf(body)?.[CLIENT_CAPABILITIES_META_KEY]);
  // The default response mode is one JSON object unless a handler sends a message before its result: none here does.
  const handler = createMcpHandler(() => createMcpServer(data, { apps }), { legacy: 'reject' });
  const response = await handler.fetch(request, body === undefined ? undefined : { parsedBody: body });
  if (response.status === 202) return response;
  const { headers, status } = response;
  const reply = (await response.json()) as JSONRPCMessage;
  // The body as a message apart from its params (whose faults the reply names), or what is wrong with it.
  const message = await Promise.resolve()
    .then(() => jsonRpcMessage(body))
    .catch(asApiError);
  if (message instanceof ApiError || !('method' in message && 'id' in message))
    return Response.json(notAMessage(message, reply, request.method), { status, headers });
  // The SDK's HTTP-level errors (unknown method 404, misfit params 400) are worded as at every revision, status kept.
  const refused = status === 200 ? contractRefusal(message, MCP_STATELESS_VERSION) : undefined;
  return Response.json(refused ?? contractAnswer(message, reply, MCP_STATELESS_VERSION), { status, headers });
}

/** What is wrong with a body that holds no JSON-RPC request, said as the 2025 revisions say it (the SDK says less). */
function notAMessage(message: JSONRPCMessage | ApiError, reply: JSONRPCMessage, method: string) {
  if (!('error' in reply)) return reply;
  const saying = (error: ApiError) => ({
    ...reply,
    error: { ...reply.error, message: error.toEnvelope('').error.message },
  });
  if (method !== 'POST') return saying(new ApiError('method_not_allowed', { value: method, allow: MCP_METHODS }));
  if (!(reply.error.code === ProtocolErrorCode.InvalidRequest && message instanceof ApiError)) return shortError(reply);
  // A refused id is not echoed as JSON.parse changed it (1e300, 2^53 + 1): null, as for one not found (JSON-RPC §5).
  return { ...saying(message), id: typeof reply.id === 'string' || Number.isSafeInteger(reply.id) ? reply.id : null };
}

/** A 202 or 204 has no body, nor a HEAD; a 405 allows what is served. */
function withEndpointHeaders(response: Response, method: string): Response {
  const headers = baseHeaders();
  response.headers.forEach((value, name) => name !== 'content-type' && headers.set(name, value));
  headers.set('Cache-Control', NO_STORE);
  if (response.status === 405) headers.set('Allow', MCP_METHODS.join(', '));
  if (response.status === 202 || response.status === 204) headers.delete('Content-Type');
  return new Response(method === 'HEAD' ? null : response.body, { status: response.status, headers });
}
