/**
 * A client's HTTP/1.1 request as the web `Request` the emulator takes, handled as an HTTP/1.1
 * server handles it: the headers that describe this connection stay here (the inner fetch refuses
 * several of them), `Expect: 100-continue` is answered when the body is first read, and the body
 * streams in as it is read, never more than a reader asked for, up to a limit.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_TIMEOUT_MS } from '../../src/core/contract.ts';

/**
 * Connection-specific request headers (RFC 9110 §7.6.1, and HTTP2-Settings of an h2c upgrade
 * offer, RFC 7540 §3.2.1), plus Expect, which this server answers itself: none of them is about
 * the request, and none goes further.
 */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'transfer-encoding', 'upgrade', 'http2-settings', 'expect', 'trailer']);

/** Netlify Functions take buffered request bodies up to 6 MB; the platform refuses larger ones before any function runs. */
export const PLATFORM_BODY_LIMIT = 6 * 1024 * 1024;

/**
 * How long a body past the limit waits before it is refused. The bytes past the limit may have
 * been pulled by the relay to an edge function filling socket buffers, not by a reader that wants
 * them: an answer that needs no body (a 405 for the method) comes first if it comes in this time.
 */
const PAST_LIMIT_GRACE_MS = 1000;

export class BodyTooLargeError extends Error {
  constructor() {
    super(`The request body is larger than ${PLATFORM_BODY_LIMIT} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

export interface Incoming {
  request: Request;
  /** Whether the client's body has been read to its end (or it had none): if not, the connection cannot carry another request. */
  bodyDone: () => boolean;
  /** The client waits for `100 Continue` before it sends its body, and has not been sent one. */
  awaitingContinue: () => boolean;
}

/**
 * `req`, for `url`, as a `Request`. Throws a TypeError for what the Fetch standard cannot
 * represent (the methods TRACE, TRACK and CONNECT). `onTooLarge` is called when a reader goes
 * past `PLATFORM_BODY_LIMIT` (the reader then gets a BodyTooLargeError), or when a reader refuses
 * the body for its declared size by cancelling it with a BodyTooLargeError, without reading it.
 * `onTimeout` is called when a reader has waited `REQUEST_TIMEOUT_MS` for the body's next bytes
 * (the reader then gets an error): only while the body is being read, so a request that waits
 * for the server is never blamed for it.
 */
export function toRequest(req: IncomingMessage, url: URL, res: ServerResponse, onTooLarge: () => void, onTimeout: () => void): Incoming {
  const headers = requestHeaders(req);
  const method = req.method ?? 'GET';
  const declared = req.headers['content-length'];
  const hasBody = method !== 'GET' && method !== 'HEAD' && (req.headers['transfer-encoding'] !== undefined || (declared !== undefined && declared !== '0'));
  const continued = { sent: false };
  const body = hasBody ? bodyStream(req, res, { onTooLarge, onTimeout }, continued) : null;
  const request = new Request(url, { method, headers, body, ...(body ? { duplex: 'half' } : {}) } as RequestInit);
  const expects = expectsContinue(req);
  return {
    request,
    // Without a body to forward, whatever the client sent along (a chunked GET) is still on the connection.
    bodyDone: () => req.complete || (!hasBody && req.readableEnded),
    awaitingContinue: () => expects && !continued.sent,
  };
}

/**
 * Netlify's own request headers (`x-nf-…`), which the platform sets on the requests it passes on:
 * the emulator reads them (`x-nf-passthrough` skips the edge functions), so one sent by a client
 * would reach past the API's rules (no 405, no CORS headers). A client's are dropped.
 */
const PLATFORM_HEADER = /^x-nf-/;

/**
 * The request's own headers, as sent: without those about this connection (CONNECTION_HEADERS and
 * any the Connection header names) and without the platform's own (PLATFORM_HEADER).
 */
export function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  const named = new Set(String(req.headers.connection ?? '').split(',').map((name) => name.trim().toLowerCase()));
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]!.toLowerCase();
    if (!CONNECTION_HEADERS.has(name) && !named.has(name) && !PLATFORM_HEADER.test(name)) headers.append(name, req.rawHeaders[i + 1]!);
  }
  return headers;
}

/** The client sent `Expect: 100-continue`: it waits for `100 Continue` before it sends its body. */
export function expectsContinue(req: IncomingMessage): boolean {
  return /100-continue/i.test(String(req.headers.expect ?? ''));
}

/** What a body stream's pull got when the client sent nothing for REQUEST_TIMEOUT_MS. */
const STALLED = Symbol('stalled');

/** The next chunk of `chunks`, or STALLED when none comes within REQUEST_TIMEOUT_MS. */
async function nextWithin(chunks: AsyncIterator<Buffer>): Promise<IteratorResult<Buffer> | { failed: true } | typeof STALLED> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<typeof STALLED>((resolve) => (timer = setTimeout(() => resolve(STALLED), REQUEST_TIMEOUT_MS)));
  try {
    return await Promise.race([chunks.next().catch(() => ({ failed: true as const })), stalled]);
  } finally {
    clearTimeout(timer);
  }
}

function bodyStream(
  req: IncomingMessage,
  res: ServerResponse,
  { onTooLarge, onTimeout }: { onTooLarge: () => void; onTimeout: () => void },
  continued: { sent: boolean },
): ReadableStream<Uint8Array> {
  let chunks: AsyncIterator<Buffer> | undefined;
  let received = 0;
  const tooLarge = (controller: ReadableStreamDefaultController<Uint8Array>): void => {
    onTooLarge();
    controller.error(new BodyTooLargeError());
  };
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!chunks) {
          // The client waits for this before sending its body: only now is it wanted.
          if (expectsContinue(req) && !res.headersSent) {
            res.writeContinue();
            continued.sent = true;
          }
          chunks = req[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
        }
        const next = await nextWithin(chunks);
        if (next === STALLED) {
          onTimeout();
          return controller.error(new Error(`The client sent no more of its body for ${REQUEST_TIMEOUT_MS} ms.`));
        }
        if ('failed' in next) return controller.error(new Error('The client closed the connection before its body ended.'));
        if (next.done) return controller.close();
        received += next.value.byteLength;
        if (received > PLATFORM_BODY_LIMIT) {
          await answeredOrAfter(res, PAST_LIMIT_GRACE_MS);
          // Answered meanwhile: the relay's copy of the body just ends there.
          return res.headersSent ? controller.error(new BodyTooLargeError()) : tooLarge(controller);
        }
        controller.enqueue(new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      },
      cancel(reason) {
        if (reason instanceof BodyTooLargeError) onTooLarge();
      },
    },
    // Nothing is read from the client before a reader asks for it.
    { highWaterMark: 0 },
  );
}

/** Resolves once `res` has been answered (or closed), or after `ms`. */
function answeredOrAfter(res: ServerResponse, ms: number): Promise<void> {
  if (res.writableEnded || res.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      res.off('finish', done).off('close', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    res.once('finish', done).once('close', done);
  });
}
