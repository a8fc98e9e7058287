import { MAX_BODY_BYTES } from '../../core/contract.ts';
import { ApiError } from '../../core/errors/api-error.ts';

/**
 * The body, parsed as JSON from UTF-8, refusing more than `maxBytes`: a declared Content-Length
 * over the cap before reading, and a stream as soon as more than the cap has arrived (the rest is
 * cancelled), so a client cannot make the server hold an unbounded body.
 */
export async function readBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  if (declaredTooLarge(request, maxBytes)) throw new ApiError('payload_too_large');
  let received = 0;
  const capped = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      if (received > maxBytes) throw new ApiError('payload_too_large');
      controller.enqueue(chunk);
    },
  });
  const bytes = await new Response(request.body?.pipeThrough(capped)).arrayBuffer().catch((error: unknown) => {
    throw error instanceof ApiError ? error : new ApiError('parse_error', { value: 'the body could not be read to its end' });
  });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
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

/** Whether the request declares (Content-Length) a body over `maxBytes`: refused before a byte of it is read. */
export function declaredTooLarge(request: Request, maxBytes = MAX_BODY_BYTES): boolean {
  return Number(request.headers.get('content-length')) > maxBytes;
}
