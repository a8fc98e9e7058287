import { JSON_CONTENT_TYPE, NO_STORE } from '../../core/contract.ts';
import { baseHeaders } from '../../core/http/headers.ts';

/** Nothing the endpoint answers may be cached: every message gets its own reply. */
export const MCP_CACHE_CONTROL = NO_STORE;

export function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': JSON_CONTENT_TYPE } });
}

/**
 * Every answer carries CORS, nosniff and no-store. Every body is JSON; a 202 or 204 has no body
 * and so no content type.
 */
export function finishResponse(response: Response): Response {
  const headers = baseHeaders();
  response.headers.forEach((value, name) => {
    if (name !== 'content-type') headers.set(name, value);
  });
  headers.set('Cache-Control', MCP_CACHE_CONTROL);
  if (response.status === 202 || response.status === 204) headers.delete('Content-Type');
  return new Response(response.body, { status: response.status, headers });
}
