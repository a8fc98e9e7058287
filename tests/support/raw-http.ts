/**
 * HTTP/1.1 spoken byte for byte over a TCP socket: for requests no HTTP client would send as
 * written (connection-level headers, chunked bodies, `Expect: 100-continue`, bodies larger than
 * their server will read), and to see exactly what the server answers, interim 100 included.
 */
import net from 'node:net';

export interface RawAnswer {
  /** The final answer's status; the interim `100 Continue` is in `continued`. */
  status: number;
  /** Lower-case names; repeated ones joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  /** The server sent `100 Continue` before its answer. */
  continued: boolean;
  /** Bytes of the request body written to the socket before the answer came (or the server closed it). */
  bodyBytesSent: number;
  /** The server closed the connection after its answer. */
  closed: boolean;
}

export interface RawRequest {
  /** Request line and headers, without the blank line that ends them. */
  head: string;
  /** Leave out that blank line too: a request whose headers never end. */
  unended?: boolean;
  /** A body written after the head: given whole, or generated (`size` bytes, in `chunked` framing or not). */
  body?: Buffer | { size: number; chunked?: boolean };
  /** Write the body only after the server's `100 Continue` (a client that sent `Expect: 100-continue`). */
  waitForContinue?: boolean;
  timeoutMs?: number;
  /** How long to wait, once the answer is complete, for the server to close the connection (`closed`). */
  closeWithinMs?: number;
  /** A client busy elsewhere: nothing it receives is read for this long, while its body goes on being sent. */
  readAfterMs?: number;
}

const CHUNK = Buffer.alloc(64 * 1024, 'x');

/** Sends one request on a new connection and reads the answer; the body stops as soon as the answer has arrived. */
export function rawRequest(
  port: number,
  { head, unended, body, waitForContinue = false, timeoutMs = 15_000, closeWithinMs = 100, readAfterMs }: RawRequest,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    if (readAfterMs !== undefined) {
      socket.pause();
      setTimeout(() => socket.resume(), readAfterMs);
    }
    let received = Buffer.alloc(0);
    let bodyBytesSent = 0;
    let answered:
      (Pick<RawAnswer, 'status' | 'headers'> & { bodyStart: number; length?: number; chunked: boolean }) | undefined;
    let continued = false;
    let bodyStarted = false;
    const bodyless = (status: number) => /^HEAD /.test(head) || [204, 304].includes(status);
    const seen = () => `received ${JSON.stringify(received.toString('latin1').slice(0, 300))}`;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer within ${timeoutMs} ms; ${seen()}`));
    }, timeoutMs);

    const finish = (closed: boolean, error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      // Closed or reset before a whole answer head arrived: say so now rather than at the timeout.
      if (!answered)
        return reject(
          new Error(`the connection ${error ? `failed (${error.message})` : 'was closed'} before an answer; ${seen()}`),
        );
      const { status, headers, bodyStart, length, chunked } = answered;
      const raw = received.subarray(bodyStart);
      // Whatever follows the head of an answer that has no body is a body it should not have.
      const body = chunked ? unchunk(raw) : raw.subarray(0, bodyless(status) ? raw.length : (length ?? raw.length));
      resolve({ status, headers, body, continued, bodyBytesSent, closed });
    };

    const writeBody = () => {
      if (bodyStarted || body === undefined) return;
      bodyStarted = true;
      if (Buffer.isBuffer(body)) {
        bodyBytesSent = body.length;
        socket.write(body);
        return;
      }
      const pump = () => {
        while (bodyBytesSent < body.size && !answered && !socket.destroyed) {
          const piece = CHUNK.subarray(0, Math.min(CHUNK.length, body.size - bodyBytesSent));
          bodyBytesSent += piece.length;
          const framed = body.chunked
            ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
            : piece;
          if (!socket.write(framed)) return void socket.once('drain', pump);
        }
        if (body.chunked && bodyBytesSent >= body.size && !answered && !socket.destroyed) socket.write('0\r\n\r\n');
      };
      pump();
    };

    socket.on('data', (data: Buffer) => {
      received = Buffer.concat([received, data]);
      while (!answered) {
        const end = received.indexOf('\r\n\r\n');
        if (end < 0) return;
        const lines = received.subarray(0, end).toString('latin1').split('\r\n');
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(lines[0] ?? '')?.[1]);
        if (status === 100) {
          continued = true;
          received = received.subarray(end + 4);
          writeBody();
          continue;
        }
        const headers: Record<string, string> = {};
        for (const line of lines.slice(1)) {
          const colon = line.indexOf(':');
          const name = line.slice(0, colon).trim().toLowerCase();
          const value = line.slice(colon + 1).trim();
          headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
        }
        const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
        const chunked = /chunked/i.test(headers['transfer-encoding'] ?? '');
        answered = { status, headers, bodyStart: end + 4, length, chunked };
      }
      const raw = received.subarray(answered.bodyStart);
      if (
        bodyless(answered.status) ||
        (answered.length !== undefined && raw.length >= answered.length) ||
        (answered.chunked && raw.includes('0\r\n\r\n'))
      ) {
        // The whole answer is here; wait a moment to see whether the server closes the connection.
        setTimeout(() => finish(socket.destroyed || socket.readableEnded), closeWithinMs);
      }
    });
    socket.on('end', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('error', (error) => finish(true, error));
    socket.write(unended ? `${head}\r\n` : `${head}\r\n\r\n`);
    if (!waitForContinue) writeBody();
  });
}

function unchunk(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1'), 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}
