import { ApiError } from '../../core/errors/api-error.ts';

/** Accepts `application/json` in any letter case, with or without parameters such as charset. */
export function assertJsonContentType(request: Request): void {
  const header = request.headers.get('content-type');
  const mediaType = header?.split(';', 1)[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new ApiError('unsupported_media_type', { value: header ?? '' });
}

/**
 * A body that is not JSON, from a client whose Content-Type names a charset other than UTF-8: the
 * message says so. The charset itself is no error (application/json defines no such parameter,
 * RFC 8259 §11: it has no effect), but it is the likely reason the body does not read as UTF-8.
 */
export function withDeclaredCharset(error: unknown, request: Request): unknown {
  if (!(error instanceof ApiError) || error.code !== 'parse_error') return error;
  const charset = request.headers
    .get('content-type')
    ?.split(';')
    .slice(1)
    .map((parameter) => parameter.split('=', 2).map((part) => part.trim()))
    .find(([name]) => name?.toLowerCase() === 'charset')?.[1]
    ?.replace(/^"(.*)"$/, '$1');
  if (charset === undefined || ['utf-8', 'utf8'].includes(charset.toLowerCase())) return error;
  return new ApiError('parse_error', { value: `${error.value ?? 'it cannot be read'} (the Content-Type names charset=${charset}, but JSON is read as UTF-8, RFC 8259 §8.1)` });
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
