import { ApiError } from '../../core/errors/api-error.ts';

/** Accepts `application/json` in any letter case, with or without parameters such as charset. */
export function assertJsonContentType(request: Request): void {
  const header = request.headers.get('content-type');
  const mediaType = header?.split(';', 1)[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new ApiError('unsupported_media_type', { value: header ?? '' });
}
