import { ApiError } from '../errors/api-error.ts';

/** What every REST path answers: reads, plus CORS preflights. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

/** GET and HEAD are served; any other method, a bare OPTIONS included, is 405 with `Allow`. */
export function assertReadMethod(method: string): void {
  if (method !== 'GET' && method !== 'HEAD') {
    throw new ApiError('method_not_allowed', { value: method, allow: ALLOWED_METHODS });
  }
}
