/**
 * What the local server answers itself, when no edge function or function can: a method the
 * Fetch standard cannot carry (TRACE), a body over the platform's limit, a failure inside the
 * emulator. On an API path the answer is the API's own error envelope, built by the core, so a
 * client sees the same shape whatever went wrong and never a stack trace; on any other path, a
 * short text with the site's security headers.
 */
import { ApiError, asApiError } from '../../src/core/errors/api-error.ts';
import { MCP_PATH } from '../../src/core/contract.ts';
import { ALLOWED_METHODS } from '../../src/core/http/methods.ts';
import { errorResponse } from '../../src/core/http/respond.ts';
import { canonicalPath, isApiPath, matchRoute } from '../../src/core/http/routes.ts';
import { assertHeadAcceptable, MCP_METHODS } from '../../src/mcp/http/handle-mcp-request.ts';
import { declaredTooLarge } from '../../src/mcp/http/read-body.ts';
import type { ClientFault } from './client-errors.ts';

/** The methods a page or any other static file is served with. */
const PAGE_METHODS = ['GET', 'HEAD'];

export interface SiteFacts {
  /** The built site's address, for the envelope's links. */
  baseUrl: string;
  /** The headers the site's own rules give a path (Content-Security-Policy and the like). */
  pageHeaders: (url: URL) => Promise<Headers>;
}

/**
 * A method no edge function or function can receive (TRACE, CONNECT, a token Node's parser does
 * not know): the envelope the API would answer with, or a page's 405.
 */
export async function methodNotServed(url: URL, method: string, site: SiteFacts): Promise<Response> {
  if (!isApiPath(url.pathname)) return pageAnswer(url, 405, `The method ${method} is not supported.`, site, { Allow: PAGE_METHODS.join(', ') });
  return errorResponse(apiMethodError(canonicalPath(url.pathname), method), site.baseUrl, method);
}

/** The check each API handler makes first: an unknown path is 404 whatever the method; a known one refuses the method. */
function apiMethodError(path: string, method: string): ApiError {
  if (path === MCP_PATH) return new ApiError('method_not_allowed', { value: method, allow: MCP_METHODS });
  if (path.startsWith(`${MCP_PATH}/`) || !matchRoute(path)) return new ApiError('not_found', { value: path });
  return new ApiError('method_not_allowed', { value: method, allow: ALLOWED_METHODS });
}

/**
 * The MCP endpoint's answer to a POST whose declared body it would refuse unread, or undefined.
 * The endpoint refuses more than its limit before reading, but the platform first buffers a
 * function's body (up to its own 6 MB): a client that declared more than it sends would wait for
 * its answer until the connection timed out. The local server gives the endpoint's own answer at
 * once instead, from the endpoint's own checks in their order (a wrong media type is still 415).
 */
export function mcpRefusalUnread(url: URL, method: string, headers: Headers, site: SiteFacts): Response | undefined {
  if (method !== 'POST' || canonicalPath(url.pathname) !== MCP_PATH) return undefined;
  const head = new Request(url, { method, headers });
  if (!declaredTooLarge(head)) return undefined;
  try {
    assertHeadAcceptable(head);
    return undefined;
  } catch (error) {
    return errorResponse(asApiError(error), site.baseUrl, method);
  }
}

/** A body past the platform's limit (src: incoming.ts), refused before any function sees it. */
export async function bodyTooLarge(url: URL, method: string, site: SiteFacts): Promise<Response> {
  if (!isApiPath(url.pathname)) return pageAnswer(url, 413, 'The request body is too large.', site);
  return errorResponse(new ApiError('payload_too_large'), site.baseUrl, method);
}

/**
 * The emulator failed to answer (`status`: what it answered, if it did): logged in full for the
 * developer, told without any detail to the client.
 */
export async function emulatorFailure(url: URL, method: string, error: unknown, site: SiteFacts, status = 502): Promise<Response> {
  if (isApiPath(url.pathname)) return errorResponse(asApiError(error), site.baseUrl, method);
  console.error('The local server failed to answer:', error);
  return pageAnswer(url, status, 'The server failed to answer; its log says why.', site);
}

/** A request that is not valid HTTP (client-errors.ts says what is wrong with it): the client's to fix. */
export async function malformedRequest(url: URL, fault: ClientFault, site: SiteFacts): Promise<Response> {
  const error = fault.tooLarge ? new ApiError('header_fields_too_large') : fault.timedOut ? new ApiError('request_timeout') : new ApiError('bad_request', { value: fault.reason });
  if (isApiPath(url.pathname)) return errorResponse(error, site.baseUrl);
  return pageAnswer(url, error.status, error.toEnvelope(site.baseUrl).error.message, site);
}

/** A request path the emulator could not read (malformed percent-encoding): the client's to fix. */
export async function malformedPath(url: URL, site: SiteFacts): Promise<Response> {
  return pageAnswer(url, 400, 'The request path is not valid percent-encoding.', site);
}

/**
 * An answer of the emulator's that is a failure of its own (a function that could not load, a
 * crashed edge function: a 5xx with the stack in its body), not an answer of the site's. The
 * site's only 5xx is the API's own envelope.
 */
export function isEmulatorFailure(url: URL, response: Response): boolean {
  if (response.status < 500) return false;
  return !isApiPath(url.pathname) || !(response.headers.get('content-type') ?? '').startsWith('application/json');
}

async function pageAnswer(url: URL, status: number, text: string, site: SiteFacts, extra: Record<string, string> = {}): Promise<Response> {
  const headers = await site.pageHeaders(url);
  headers.set('Content-Type', 'text/plain; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return new Response(`${text}\n`, { status, headers });
}
