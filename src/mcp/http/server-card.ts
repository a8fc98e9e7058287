/** `GET /api/mcp/server-card` (SEP-2127 draft): the published server card, with its tag and 304, open to any origin. */
import { API_METHODS, DISCOVERY_PATHS, SERVER_CARD_CONTENT_TYPE } from '../../core/contract.ts';
import { ApiError } from '../../core/errors/api-error.ts';
import { etagOf, ifNoneMatchMatches } from '../../core/http/etag.ts';
import { errorResponse, headBody, isPreflight, preflightResponse, successHeaders } from '../../core/http/headers.ts';
import { canonicalPath } from '../../core/http/routes.ts';
import type { McpData } from '../data.ts';

export const isServerCardPath = (request: Request) =>
  canonicalPath(new URL(request.url).pathname) === DISCOVERY_PATHS.serverCard;

export async function serverCardResponse(request: Request, data: McpData): Promise<Response> {
  const { baseUrl } = data.index;
  if (isPreflight(request)) return preflightResponse(API_METHODS);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return errorResponse(new ApiError('method_not_allowed', { value: request.method, allow: API_METHODS }), baseUrl);
  const card = await data.published(DISCOVERY_PATHS.serverCards[0]);
  const etag = await etagOf(card);
  const headers = successHeaders(etag, baseUrl, { 'Content-Type': SERVER_CARD_CONTENT_TYPE });
  if (ifNoneMatchMatches(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers });
  return new Response(request.method === 'HEAD' ? headBody() : card, { headers });
}
