import { ApiError } from '../../core/errors/api-error.ts';

/** Accepts `application/json` in any letter case, with or without parameters such as charset. */
export function assertJsonContentType(request: Request): void {
  const header = request.headers.get('content-type');
  const mediaType = header?.split(';', 1)[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new ApiError('unsupported_media_type', { value: header ?? '' });
}

/**
 * The body must come as it is: a `Content-Encoding` other than identity (gzip, br, …) is 415
 * (RFC 9110 §15.5.16), whose hint says to send it uncompressed. Absent or `identity` is fine.
 */
export function assertIdentityEncoding(request: Request): void {
  const header = request.headers.get('content-encoding');
  if (header === null) return;
  const codings = header.split(',').map((coding) => coding.trim().toLowerCase()).filter((coding) => coding !== '');
  if (codings.some((coding) => coding !== 'identity')) throw new ApiError('unsupported_media_type', { value: header, header: 'Content-Encoding' });
}
