/**
 * A web `Response` written to the client: its own connection-level headers are dropped (this
 * server manages the connection and the framing), and the body is written only as fast as the
 * client reads it.
 */
import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';

/** Response headers that describe the hop they came over, not the answer (RFC 9110 §7.6.1). */
export const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

/** The answer's own headers onto `res`, without those about the connection it came over. */
export function copyHeaders(response: Response, res: ServerResponse): void {
  const named = (response.headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase());
  response.headers.forEach((value, name) => {
    if (HOP_BY_HOP.has(name) || named.includes(name)) return;
    // Several Set-Cookie headers stay several.
    if (name === 'set-cookie') res.appendHeader(name, value);
    else res.setHeader(name, value);
  });
}

export async function sendResponse(response: Response, res: ServerResponse, { method }: { method: string }): Promise<void> {
  res.statusCode = response.status;
  copyHeaders(response, res);
  // GET streams a body of unstated length in chunks, and HEAD states the framing GET would have:
  // without it, a client cannot tell that the answer ended and closes the connection (Node's does).
  // Not to an HTTP/1.0 client, which has no chunks (RFC 9112 §6.1): GET's body ends with the connection there.
  if (method === 'HEAD' && speaksChunked(res) && !res.hasHeader('content-length') && ![204, 304].includes(response.status)) res.setHeader('Transfer-Encoding', 'chunked');
  if (!response.body) {
    res.end();
    return;
  }
  await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
}

/** Whether the request came in HTTP/1.1 or later, whose answers may be chunked. */
function speaksChunked(res: ServerResponse): boolean {
  const { httpVersionMajor, httpVersionMinor } = res.req;
  return httpVersionMajor > 1 || (httpVersionMajor === 1 && httpVersionMinor >= 1);
}
