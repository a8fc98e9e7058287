import { MAX_BODY_BYTES } from '../../core/contract.ts';
import { ApiError } from '../../core/errors/api-error.ts';

/**
 * The body as text, refusing more than `maxBytes`: a declared Content-Length over the cap is
 * refused before reading, and the stream is cancelled as soon as more than the cap has arrived,
 * so a client cannot make the server hold an unbounded body.
 */
export async function readBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  if (declaredTooLarge(request, maxBytes)) throw new ApiError('payload_too_large');
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError('parse_error', { value: 'the body could not be read to its end' });
    });
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ApiError('payload_too_large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError('parse_error', { value: 'the body is not UTF-8 text' });
  }
}

/** Whether the request declares (Content-Length) a body over `maxBytes`: refused before a byte of it is read. */
export function declaredTooLarge(request: Request, maxBytes = MAX_BODY_BYTES): boolean {
  return Number(request.headers.get('content-length')) > maxBytes;
}
