import type { ApiIndex, StaticFile } from '../api-index.ts';
import { ApiError } from '../errors/api-error.ts';
import { successHeaders } from './headers.ts';
import { errorResponse } from './respond.ts';

/** Either serve a pre-rendered file (the glue fetches it) or answer directly. */
export type ApiOutcome =
  | { kind: 'static'; file: StaticFile; headers: Headers }
  | { kind: 'response'; response: Response };

/** Normalises the path: a trailing slash names the same resource. */
export function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function handleApiRequest(request: Request, index: ApiIndex): ApiOutcome {
  const url = new URL(request.url);
  const path = canonicalPath(url.pathname);
  const file = index.files[path];
  if (file) return { kind: 'static', file, headers: successHeaders(file.etag) };
  return { kind: 'response', response: errorResponse(new ApiError('not_found', { value: path }), index.baseUrl, request.method) };
}
