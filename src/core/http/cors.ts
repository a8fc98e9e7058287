import { PREFLIGHT_MAX_AGE } from '../contract.ts';
import { baseHeaders } from './headers.ts';

/** Request headers a browser may send cross-origin: the REST API's and MCP's (2026-07-28 adds Mcp-Method and Mcp-Name). */
const ALLOW_HEADERS =
  'Accept, Content-Type, If-None-Match, MCP-Protocol-Version, Mcp-Session-Id, Last-Event-ID, Mcp-Method, Mcp-Name';

export const isPreflight = (request: Request): boolean =>
  request.method === 'OPTIONS' && request.headers.has('Access-Control-Request-Method');

/** 204 answer to a preflight, allowing the path's methods from any origin for a day. */
export function preflightResponse(allowMethods: readonly string[]): Response {
  const headers = baseHeaders();
  headers.delete('Content-Type');
  // A preflight's answer is read by the browser alone.
  headers.delete('Access-Control-Expose-Headers');
  headers.set('Access-Control-Allow-Methods', allowMethods.join(', '));
  headers.set('Access-Control-Allow-Headers', ALLOW_HEADERS);
  headers.set('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE));
  headers.set('Cache-Control', `public, max-age=${PREFLIGHT_MAX_AGE}`);
  return new Response(null, { status: 204, headers });
}
