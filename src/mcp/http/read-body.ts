import { MAX_BODY_BYTES } from '../../core/contract.ts';
import { ApiError } from '../../core/errors/api-error.ts';

/**
 * The body, parsed as JSON from UTF-8, refusing more than `maxBytes`: a declared Content-Length
 * over the cap before reading, and a stream as soon as more than the cap has arrived, so a client
 * cannot make the server hold an unbounded body.
 */
export async function readBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  if (declaredTooLarge(request, maxBytes)) throw new ApiError('payload_too_large');
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = request.body?.getReader();
  for (let chunk = await reader?.read().catch(unreadable); chunk && !chunk.done; chunk = await reader?.read().catch(unreadable)) {
    received += chunk.value.byteLength;
    if (received > maxBytes) {
      await reader?.cancel().catch(() => {});
      throw new ApiError('payload_too_large');
    }
    chunks.push(chunk.value);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await new Blob(chunks).arrayBuffer());
  } catch {
    throw new ApiError('parse_error', { value: 'the body is not UTF-8 text' });
  }
  if (text.trim() === '') throw new ApiError('parse_error', { value: 'the body is empty' });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError('parse_error', { value: (error as Error).message });
  }
}

function unreadable(): never {
  throw new ApiError('parse_error', { value: 'the body could not be read to its end' });
}

/** Whether the request declares (Content-Length) a body over `maxBytes`: refused before a byte of it is read. */
export function declaredTooLarge(request: Request, maxBytes = MAX_BODY_BYTES): boolean {
  return Number(request.headers.get('content-length')) > maxBytes;
}
