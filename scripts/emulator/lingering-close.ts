/**
 * An answer given before the client has sent all of its body (a 413, a 405 that did not need
 * it): the connection cannot carry another request, but closing it while the client still sends
 * makes the kernel reset it, and a reset can erase the answer from the client's buffers before
 * the client has read it (RFC 9112 §9.6). So the answer goes out whole, with its length, and the
 * rest of the body is read and thrown away until the client stops sending (it has read the answer)
 * before the connection closes: the "lingering close". How long that takes depends on the client,
 * not on how many bytes it sends: a client slowed down by a busy machine may send many megabytes
 * more before it reads the answer, and a close after a fixed number of bytes cut it off.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { copyHeaders } from './outgoing.ts';

/** The client is done sending once nothing has come for this long. */
const LINGER_IDLE_MS = 2000;
/** A client that never stops sending is cut off after this long (reading and discarding holds no memory). */
const LINGER_MAX_MS = 10_000;

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
  // A body that failed (a malformed chunk) or ended meanwhile has nothing more to read.
  if (req.destroyed || req.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let idle: NodeJS.Timeout | undefined;
    const done = (): void => {
      clearTimeout(idle);
      clearTimeout(cutOff);
      req.off('readable', onReadable);
      resolve();
    };
    const waitForMore = (): void => {
      clearTimeout(idle);
      idle = setTimeout(done, LINGER_IDLE_MS);
      idle.unref();
    };
    const onReadable = (): void => {
      let received = false;
      while (req.read() !== null) received = true;
      if (received) waitForMore();
    };
    const cutOff = setTimeout(done, LINGER_MAX_MS);
    cutOff.unref();
    req.on('readable', onReadable);
    req.once('end', done);
    req.once('close', done);
    req.once('error', done);
    waitForMore();
    onReadable();
  });
}
