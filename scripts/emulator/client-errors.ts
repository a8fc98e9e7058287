/**
 * Requests Node's HTTP parser refuses before there is a request to answer (a malformed request
 * line or header, both Content-Length and Transfer-Encoding, a bad chunk, a request line and
 * headers over the size this server reads), and the Host header rules of RFC 9112 §3.2 that Node
 * leaves to the server: each gets an answer that says what was wrong (the API's envelope on an
 * API path), instead of Node's bare status line with an empty body.
 */
import { METHODS, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { untilClientStopsSending } from './lingering-close.ts';
import { HOP_BY_HOP } from './outgoing.ts';
import { normalisedTarget } from './request-target.ts';

/**
 * What was wrong, in the words of the answer; `tooLarge` for a request line and headers over the
 * limits (MAX_HEADER_BYTES, MAX_HEADER_FIELDS), `timedOut` for a request that did not arrive
 * whole in time (REQUEST_TIMEOUT_MS).
 */
export type ClientFault = { tooLarge: true } | { tooLarge: false; timedOut: true } | { tooLarge: false; timedOut?: false; reason: string };

/** Node's parser errors (llhttp's codes), in words a client can act on. */
const PARSE_FAULTS: Record<string, string> = {
  HPE_INVALID_METHOD: 'the method is not a valid token',
  HPE_INVALID_URL: 'the request target has a character that must be percent-encoded',
  HPE_INVALID_VERSION: 'the request line does not end with a valid HTTP version',
  HPE_INVALID_CONSTANT: 'the request line is not "method path HTTP/1.1" (a space in the path is sent as %20)',
  HPE_CR_EXPECTED: 'a line does not end with CRLF',
  HPE_LF_EXPECTED: 'a line does not end with CRLF',
  HPE_INVALID_HEADER_TOKEN: 'a header name or value has a character HTTP does not allow',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'it has more than one Content-Length',
  HPE_INVALID_CONTENT_LENGTH: 'its Content-Length is not one whole number',
  HPE_INVALID_TRANSFER_ENCODING: 'its Transfer-Encoding does not end with chunked',
  HPE_INVALID_CHUNK_SIZE: 'a chunk size is not a hexadecimal number',
  HPE_UNEXPECTED_SPACE: 'it has a space where HTTP allows none',
};

/** The fault behind a `clientError`, or undefined when there is nothing to answer (the client went away). */
export function parseFault(error: NodeJS.ErrnoException): ClientFault | undefined {
  const code = error.code ?? '';
  if (code === 'HPE_HEADER_OVERFLOW') return { tooLarge: true };
  // Node's own: the request's head was not all there within headersTimeout, or the whole request within requestTimeout.
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { tooLarge: false, timedOut: true };
  if (!code.startsWith('HPE_')) return undefined;
  // llhttp gives one code to two faults of framing; its own reason tells them apart.
  const reason = String((error as { reason?: unknown }).reason ?? '');
  if (/Content-Length/.test(reason) && /Transfer-Encoding/.test(reason)) return { tooLarge: false, reason: 'it has both Content-Length and Transfer-Encoding' };
  return { tooLarge: false, reason: PARSE_FAULTS[code] ?? 'it cannot be parsed' };
}

/** A Host header's value as RFC 9112 §3.2 takes it: a host (RFC 3986's IP-literal, IPv4 address or reg-name) and an optional port. */
const HOST = /^(?:\[[0-9A-Za-z:.]+\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::[0-9]*)?$/;

/**
 * The Host header rules (RFC 9112 §3.2): one Host in an HTTP/1.1 request, at most one in any, and
 * its value a host and a port (`localhost#x` and `host/path` are not).
 */
export function hostFault(rawHeaders: readonly string[], httpVersion: string): ClientFault | undefined {
  const hosts: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) if (rawHeaders[i]!.toLowerCase() === 'host') hosts.push(rawHeaders[i + 1]!);
  if (hosts.length > 1) return { tooLarge: false, reason: 'it has more than one Host header' };
  if (hosts.length === 0 && httpVersion === '1.1') return { tooLarge: false, reason: 'it has no Host header' };
  if (hosts.length === 1 && !HOST.test(hosts[0]!)) return { tooLarge: false, reason: 'its Host header is not a host' };
  return undefined;
}

/** A request line's method, a token (RFC 9110 §5.6.2), and its target in any form. */
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+)/;

/**
 * `*` (asterisk-form) names the server, not a resource, and only OPTIONS takes it (RFC 9112
 * §3.2.4): any other method with it is malformed. `OPTIONS *` is answered as for the site's pages.
 */
export function asteriskFault(target: string, method: string): ClientFault | undefined {
  return target === '*' && method !== 'OPTIONS' ? { tooLarge: false, reason: 'its target is *, which only OPTIONS takes' } : undefined;
}

/**
 * The path of the request the parser refused, read from the bytes it had (a request line may be
 * cut short when it alone is over the limit): enough to tell an API path from a page.
 */
export function refusedPath(rawPacket: Buffer | undefined): string {
  const target = REQUEST_LINE.exec(requestStart(rawPacket))?.[2] ?? '/';
  // Origin-form as it is; absolute-form by its URL's path; `*` and anything else as the root.
  const path = target.startsWith('/') ? target : (URL.parse(target)?.pathname ?? '/');
  // Normalised as an accepted request's path is (request-target.ts), so both tell an API path from a page alike.
  return normalisedTarget(path.split(/[?#]/, 1)[0] ?? '/');
}

/**
 * The method of a request the parser refused only for its method: a valid token that Node's
 * parser does not know (`FOO`, `get`, `BREW`). Such a request is well formed, and the answer is
 * the one for any method a path does not serve (405), not a 400 for a malformed request. Anything
 * else the parser calls a bad method (bytes of another protocol) stays a fault, and so does a
 * method Node knows: then the bytes received begin with another request (pipelined before it).
 */
export function unknownMethod(error: NodeJS.ErrnoException, rawPacket: Buffer | undefined): string | undefined {
  if (error.code !== 'HPE_INVALID_METHOD') return undefined;
  const method = REQUEST_LINE.exec(requestStart(rawPacket))?.[1];
  return method !== undefined && !METHODS.includes(method) ? method : undefined;
}

function requestStart(rawPacket: Buffer | undefined): string {
  return rawPacket?.subarray(0, 2048).toString('latin1') ?? '';
}

/**
 * Writes `response` to a socket that has no request object (Node's `clientError`), whole and with
 * its length, and closes the connection once the client has stopped sending (it has read the
 * answer): closing while bytes still arrive would reset the connection and could erase the answer.
 */
export async function writeToSocket(socket: Duplex, answer: Response | Promise<Response>): Promise<void> {
  const response = await answer;
  const body = Buffer.from(await response.arrayBuffer());
  const lines = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`];
  response.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'content-length') lines.push(`${name}: ${value}`);
  });
  lines.push(`Content-Length: ${body.byteLength}`, 'Connection: close');
  if (!socket.writable) return void socket.destroy();
  socket.write(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]));
  await untilClientStopsSending(socket, { drain: false });
  socket.end(() => socket.destroy());
}
