/**
 * Probes for request-time features built in other parts of the project (the edge function's search,
 * the MCP function). Evaluated when a test file loads, so `it.skipIf` sees the answer.
 */
import { request } from './http.ts';

export async function searchApiAvailable(): Promise<boolean> {
  const response = await request('/api/v1/search?q=a').catch(() => undefined);
  if (!response?.ok) return false;
  return Array.isArray(await response.json().catch(() => undefined));
}

export async function mcpAvailable(): Promise<boolean> {
  const response = await request('/api/mcp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
  }).catch(() => undefined);
  if (!response?.ok) return false;
  const body = (await response.json().catch(() => undefined)) as { jsonrpc?: string } | undefined;
  return body?.jsonrpc === '2.0';
}
