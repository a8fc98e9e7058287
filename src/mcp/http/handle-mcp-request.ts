import { ApiError, asApiError } from '../../core/errors/api-error.ts';
import { MCP_PATH } from '../../core/contract.ts';
import { isPreflight, preflightResponse } from '../../core/http/cors.ts';
import { canonicalPath } from '../../core/http/routes.ts';
import { errorResponse } from '../../core/http/respond.ts';
import type { McpData } from '../data.ts';
import { assertIdentityEncoding, assertJsonContentType, withDeclaredCharset } from './content-type.ts';
import { dispatch } from './dispatch.ts';
import { classifyMessage } from './json-rpc-message.ts';
import { finishResponse, jsonResponse } from './mcp-headers.ts';
import { parseJson } from './parse-json.ts';
import { assertSupportedProtocolVersion } from './protocol-version-header.ts';
import { declaredTooLarge, readBody } from './read-body.ts';

/** POST carries every message; there is no server push (GET) and no session to end (DELETE). */
export const MCP_METHODS = ['POST', 'OPTIONS'] as const;

/**
 * The MCP endpoint, Request in and Response out, on any runtime: checks the HTTP layer of the
 * contract (method, media type, size, JSON, one JSON-RPC message, protocol version), then lets the
 * SDK answer the message. A request gets 200 with one JSON object; a notification or a response
 * gets 202 with no body; anything refused gets the API's error envelope.
 */
export async function handleMcpRequest(request: Request, data: McpData): Promise<Response> {
  try {
    return finishResponse(await answer(request, data));
  } catch (error) {
    return finishResponse(errorResponse(asApiError(error), data.index.baseUrl, request.method));
  }
}

async function answer(request: Request, data: McpData): Promise<Response> {
  if (isPreflight(request)) return preflightResponse(MCP_METHODS);
  // The function serves everything below its path, so that `/api/mcp//` is the endpoint (a
  // trailing slash names the same resource) and `/api/mcp/x` is a 404 like any unknown API path.
  const { pathname } = new URL(request.url);
  if (canonicalPath(pathname) !== MCP_PATH) throw new ApiError('not_found', { value: pathname });
  if (request.method !== 'POST') throw new ApiError('method_not_allowed', { value: request.method, allow: MCP_METHODS });
  assertHeadAcceptable(request);
  let body: unknown;
  try {
    body = parseJson(await readBody(request));
  } catch (error) {
    throw withDeclaredCharset(error, request);
  }
  const message = classifyMessage(body);
  const reply = await dispatch(message, request, data);
  return reply === undefined ? new Response(null, { status: 202 }) : jsonResponse(reply);
}

/**
 * What the endpoint checks of a POST before it reads the body, in its order: the media type, the
 * encoding, the protocol version, the declared length. Throws the first failure's ApiError. (The
 * local server asks it too, for a body declared too large, so as not to wait for it: see
 * scripts/emulator/local-answers.ts.)
 */
export function assertHeadAcceptable(request: Request): void {
  assertJsonContentType(request);
  assertIdentityEncoding(request);
  assertSupportedProtocolVersion(request);
  if (declaredTooLarge(request)) throw new ApiError('payload_too_large');
}
