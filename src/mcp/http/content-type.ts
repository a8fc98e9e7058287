import { ApiError } from '../../core/errors/api-error.ts';

/**
 * Accepts `application/json` in any letter case, with or without parameters. A `charset` other
 * than UTF-8 is refused here, with the header named, rather than as a body that is not UTF-8:
 * JSON exchanged between systems is UTF-8 (RFC 8259 §8.1), and that is all the endpoint reads.
 */
export function assertJsonContentType(request: Request): void {
  const header = request.headers.get('content-type');
  const [mediaType, ...parameters] = (header ?? '').split(';').map((part) => part.trim());
  if (header === null || mediaType?.toLowerCase() !== 'application/json') throw new ApiError('unsupported_media_type', { value: header ?? '' });
  for (const parameter of parameters) {
    const [name = '', value = ''] = parameter.split('=', 2).map((part) => part.trim());
    const charset = value.replace(/^"(.*)"$/, '$1').toLowerCase();
    if (name.toLowerCase() === 'charset' && charset !== 'utf-8' && charset !== 'utf8') throw new ApiError('unsupported_media_type', { value: header });
  }
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
