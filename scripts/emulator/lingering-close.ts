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
import type { Readable } from 'node:stream';
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

/**
 * Resolves once the client has stopped sending: nothing has come for LINGER_IDLE_MS (it has read
 * its answer), the stream ended or closed, or LINGER_MAX_MS passed. With `drain`, what arrives is
 * read and dropped here (a request body); without, it is already being read by someone else (Node's
 * parser, which goes on reading a connection it refused and reports each chunk as a fault), and is
 * only watched.
 */
export function untilClientStopsSending(stream: Readable, { drain }: { drain: boolean }): Promise<void> {
  if (stream.destroyed || stream.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let idle: NodeJS.Timeout | undefined;
    const done = (): void => {
      clearTimeout(idle);
      clearTimeout(cutOff);
      stream.off(drain ? 'readable' : 'data', onData);
      resolve();
    };
    const waitForMore = (): void => {
      clearTimeout(idle);
      idle = setTimeout(done, LINGER_IDLE_MS);
      idle.unref();
    };
    const onData = (): void => {
      let received = !drain;
      if (drain) while (stream.read() !== null) received = true;
      if (received) waitForMore();
    };
    const cutOff = setTimeout(done, LINGER_MAX_MS);
    cutOff.unref();
    stream.on(drain ? 'readable' : 'data', onData);
    stream.once('end', done);
    stream.once('close', done);
    stream.once('error', done);
    waitForMore();
    if (drain) onData();
  });
}

/** The rest of a body after an early answer: read and dropped, or, if the body failed (a malformed chunk), watched on the connection. */
function discardRestOfBody(req: IncomingMessage): Promise<void> {
  if (req.readableEnded) return Promise.resolve();
  if (req.destroyed) return untilClientStopsSending(req.socket, { drain: false });
  return untilClientStopsSending(req, { drain: true });
}
