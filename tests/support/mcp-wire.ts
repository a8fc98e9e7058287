/** MCP messages as they travel over HTTP (no vitest here: the benchmarks use it too). */
import { MCP_PROTOCOL_VERSIONS } from '../../src/core/contract.ts';

export const MCP_PATH = '/api/mcp';
export const MCP_PROTOCOL_VERSION = MCP_PROTOCOL_VERSIONS[0];

/** What a Streamable HTTP client sends with every message. */
export const MCP_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'application/json',
  accept: 'application/json, text/event-stream',
  'mcp-protocol-version': MCP_PROTOCOL_VERSION,
};

const CLIENT_INFO = { name: 'portfolio-tests', version: '1.0.0' };

/** What a 2026-07-28 client puts in each request's `_meta`, offering `capabilities`. */
export function currentMeta(capabilities: object = {}) {
  return {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientCapabilities': capabilities,
    'io.modelcontextprotocol/clientInfo': CLIENT_INFO,
  };
}

/**
 * A POST as a 2026-07-28 client sends it: the version header, `Mcp-Method`, `Mcp-Name` naming the
 * tool, prompt or resource of its params, and its `_meta` offering `capabilities`.
 */
export function currentRequest(method: string, params: Record<string, unknown> = {}, capabilities: object = {}) {
  const name = params['name'] ?? params['uri'];
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'mcp-protocol-version': '2026-07-28',
      'mcp-method': method,
      ...(typeof name === 'string' ? { 'mcp-name': name } : {}),
    },
    body: rpcRequest(method, { ...params, _meta: currentMeta(capabilities) }),
  };
}

export const rpcRequest = (method: string, params?: object, id: number | string = 1): string =>
  JSON.stringify({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) });

export const toolCall = (name: string, args: object, id: number | string = 1): string =>
  rpcRequest('tools/call', { name, arguments: args }, id);

export const initializeRequest = (): string =>
  rpcRequest('initialize', { protocolVersion: MCP_PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO });

/** True when `baseUrl` has an MCP endpoint that answers `initialize` with a JSON-RPC result. */
export async function mcpAnswers(baseUrl: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}${MCP_PATH}`, {
      method: 'POST',
      headers: MCP_HEADERS,
      body: initializeRequest(),
    });
    if (response.status !== 200) return false;
    const body = (await response.json()) as { result?: unknown };
    return typeof body.result === 'object' && body.result !== null;
  } catch {
    return false;
  }
}
