import { ApiError } from '../errors/api-error.ts';
import { errorHeaders } from './headers.ts';

/** The one place an ApiError becomes an HTTP answer. */
export function errorResponse(error: ApiError, baseUrl: string, method = 'GET'): Response {
  const headers = errorHeaders();
  if (error.allow) headers.set('Allow', error.allow.join(', '));
  const body = method === 'HEAD' ? null : JSON.stringify(error.toEnvelope(baseUrl));
  return new Response(body, { status: error.status, headers });
}
