/**
 * An answer given before the client has sent all of its body (a 413, a 405 that did not need
 * it): the connection cannot carry another request, but closing it while the client still sends
 * makes the kernel reset it, and a reset can destroy the answer before the client has read it. So
 * the answer goes out whole, with its length, and the rest of the body is read and thrown away
 * for a moment before the connection closes (the "lingering close" of RFC 9112 §9.6).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { copyHeaders } from './outgoing.ts';

/** How long, and how much more of the body, to read before closing anyway. */
const LINGER_MS = 2000;
const LINGER_BYTES = 16 * 1024 * 1024;

export async function answerBeforeBodyEnded(response: Response, req: IncomingMessage, res: ServerResponse, { bodyComing }: { bodyComing: boolean }): Promise<void> {
  // Answers given early are the server's or the API's errors: a few hundred bytes.
  const body = new Uint8Array(await response.arrayBuffer());
  res.statusCode = response.status;
  copyHeaders(response, res);
  res.setHeader('Connection', 'close');
  res.setHeader('Content-Length', String(body.byteLength));
  if (req.method !== 'HEAD') res.write(body);
  else res.flushHeaders();
  // A client that waits for `100 Continue` before its body, and was not sent one, sends nothing more.
  if (bodyComing) await discardRestOfBody(req);
  res.end();
}

function discardRestOfBody(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    const done = (): void => {
      clearTimeout(timer);
      req.off('readable', onReadable);
      resolve();
    };
    const onReadable = (): void => {
      for (let chunk = req.read() as Buffer | null; chunk !== null; chunk = req.read() as Buffer | null) read += chunk.byteLength;
      if (read > LINGER_BYTES) done();
    };
    const timer = setTimeout(done, LINGER_MS);
    timer.unref();
    req.on('readable', onReadable);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    onReadable();
  });
}
