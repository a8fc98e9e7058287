import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { ErrorCode, type JSONRPCMessage, type JSONRPCRequest } from '@modelcontextprotocol/sdk/types.js';
import { ApiError, asApiError } from '../../core/errors/api-error.ts';
import { createMcpServer } from '../create-server.ts';
import type { McpData } from '../data.ts';
import { refusedParamsError, withoutTaskMetadata } from '../contract-overrides.ts';
import type { ClassifiedMessage } from './json-rpc-message.ts';

/**
 * Hands one validated message to a fresh server through the SDK's web-standard transport
 * (stateless, JSON responses). Returns the JSON-RPC response for a request, `undefined` for a
 * notification or a response.
 */
export async function dispatch(classified: ClassifiedMessage, request: Request, data: McpData): Promise<JSONRPCMessage | undefined> {
  let message: JSONRPCMessage = classified.message;
  if (classified.kind === 'request') {
    const request = withoutTaskMetadata(classified.message);
    const refused = refusedParamsError(request);
    if (refused) return refused;
    message = request;
  }
  const server = await createMcpServer(data, { protocolVersion: request.headers.get('mcp-protocol-version') ?? undefined });
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  try {
    await server.connect(transport);
    const answer = await transport.handleRequest(transportRequest(request), { parsedBody: message });
    if (classified.kind !== 'request') return undefined;
    if (answer.status !== 200) {
      // Unreachable while classifyMessage is stricter than the transport; kept so the SDK's own
      // error shapes can never reach a client.
      throw new ApiError('invalid_request', { value: `refused by the MCP transport (HTTP ${answer.status})` });
    }
    return withoutFailureDetail((await answer.json()) as JSONRPCMessage, data.index.baseUrl);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A notification or response was accepted either way; a request still gets its answer.
    return classified.kind === 'request' ? internalError(classified.message.id, error, data.index.baseUrl) : undefined;
  } finally {
    await server.close().catch(() => {});
  }
}

/**
 * The transport insists on `Accept: application/json, text/event-stream` and re-checks the
 * content type; both were settled already (the reply is always JSON), so it gets a request that
 * satisfies it. The body travels separately, already parsed.
 */
function transportRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.set('Accept', 'application/json, text/event-stream');
  headers.set('Content-Type', 'application/json');
  headers.delete('Content-Length');
  return new Request(request.url, { method: 'POST', headers });
}

/**
 * The SDK answers a handler that threw (a fault of this server's, never of the request: those are
 * -32602) with -32603 and the error's own message. The client gets the catalogue's words instead;
 * the detail goes to the log.
 */
function withoutFailureDetail(reply: JSONRPCMessage, baseUrl: string): JSONRPCMessage {
  if (!('error' in reply) || reply.error.code !== ErrorCode.InternalError || reply.id === undefined) return reply;
  return internalError(reply.id, new Error(reply.error.message), baseUrl);
}

/** -32603 with the catalogue's words for a failure of the server's own; the detail goes to the log only. */
function internalError(id: JSONRPCRequest['id'], error: unknown, baseUrl: string): JSONRPCMessage {
  const { message } = asApiError(error).toEnvelope(baseUrl).error;
  return { jsonrpc: '2.0', id, error: { code: ErrorCode.InternalError, message } };
}
