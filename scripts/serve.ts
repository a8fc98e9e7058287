/**
 * Serves a built project through Netlify's emulator, `@netlify/dev`, offline, behind a node:http
 * server that adds only what the emulator cannot know: a body cap, the DNS-rebinding rule for MCP,
 * and the site's own answers (the API's envelope, never a stack) for what never reaches the site.
 * A finished build is served whole: new requests wait while the emulator starts on it.
 */
import { watch } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, METHODS, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import {
  MAX_BODY_BYTES,
  MAX_HEADER_BYTES,
  MAX_HEADER_FIELDS,
  MCP_PATH,
  MCP_STATELESS_VERSION,
  REQUEST_TIMEOUT_MS,
} from '../src/core/contract.ts';
import { ApiError } from '../src/core/errors/api-error.ts';
import { errorResponse } from '../src/core/http/respond.ts';
import { canonicalPath, decodeUnreserved, isApiPath } from '../src/core/http/routes.ts';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface RunningSite {
  url: string;
  close: () => Promise<void>;
}

export interface SiteOptions {
  port?: number;
  host?: string;
  quiet?: boolean;
  /** The project to serve (its dist/, netlify.toml and functions); this project by default. */
  root?: string;
  /** How long a request's headers, and the whole request, may take to arrive: the contract's limit by default. */
  requestTimeoutMs?: number;
}

/** Headers about one connection, never passed on (RFC 9110 §7.6.1; HTTP2-Settings of an h2c offer), and Host, which the URL carries. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
  'expect',
  'trailer',
  'host',
]);
/** Hosts an MCP request may name: a page elsewhere that reaches this server through DNS names another (DNS rebinding). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** RFC 9112 §3.2: a host (IP literal, IPv4 or reg-name) and an optional port, nothing else. */
const HOST = /^(?:\[[0-9A-Fa-f:.]+\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::[0-9]*)?$/;
/** After an early answer, the rest is read and dropped until the client is quiet this long (RFC 9112 §9.6). */
const LINGER_MS = 2000;

/** One run of the emulator on one build, with the site's 404 page and the headers its rules give every page. */
type Emulator = Awaited<ReturnType<typeof startEmulator>>;

export async function startSite({
  port = 8888,
  host = 'localhost',
  quiet = false,
  root = PROJECT_ROOT,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
}: SiteOptions = {}): Promise<RunningSite> {
  // The emulator runs edge functions with `deno` from PATH: the one this project pins.
  process.env['PATH'] = [path.join(PROJECT_ROOT, 'node_modules', '.bin'), process.env['PATH']].join(path.delimiter);
  let emulator = await startEmulator(root, quiet);
  let ready = Promise.resolve(emulator);
  let inFlight = 0;
  let baseUrl = '';
  const reload = async (): Promise<Emulator> => {
    // The requests under way finish first (10 s at most).
    const deadline = Date.now() + 10_000;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await emulator.dev.stop();
    emulator = await startEmulator(root, quiet);
    if (!quiet) console.log('Serving the new build.');
    return emulator;
  };
  const watcher = watch(root, { persistent: false }, (_event, name) => {
    if (!name || !/^\.?(dist|generated)\b/.test(name)) return;
    clearTimeout(settle);
    settle = setTimeout(async () => {
      const build = await buildIdentity(root);
      if (build === undefined || build === emulator.build) return;
      ready = ready
        .then(reload)
        .catch((error: unknown) => (console.error('The new build could not be served:', error), emulator));
    }, 300);
  });
  let settle: NodeJS.Timeout | undefined;

  // The answer under way on each connection: a fault Node finds in its body is answered through it.
  const answering = new WeakMap<object, ServerResponse>();

  const onRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    answering.set(req.socket, res);
    const served = await ready;
    inFlight++;
    res.once('close', () => inFlight--);
    const response = await answer(req, res, served).catch((error: unknown) => failure(req, error));
    if (res.headersSent || res.destroyed) return;
    // Answered before the whole body came: the connection closes after the answer (RFC 9112 §9.6). A client
    // waiting for `100 Continue` sends no body; otherwise the answer ends once the rest is read and dropped
    // (or the client is quiet), so the close cannot reset the answer away before the client reads it.
    if (!req.complete) {
      refused.add(req.socket);
      res.setHeader('Connection', 'close');
    }
    const bodyComing = !req.complete && !(expectsContinue(req) && !continued.has(res));
    await send(res, response, bodyComing ? drained(req) : undefined);
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, { dev, notFound }: Emulator): Promise<Response> => {
    const method = req.method ?? 'GET';
    const url = requestUrl(req);
    if (typeof url === 'string') return badRequest(pathOf(req.url), url, method);
    // The emulator decodes a page's path to match redirects (after an edge function too, where it fails with a 500).
    if (!isApiPath(url.pathname) && !decodes(url.pathname))
      return badRequest(url.pathname, 'its path is not valid percent-encoding', method);
    const mcp = canonicalPath(url.pathname) === MCP_PATH || canonicalPath(url.pathname).startsWith(`${MCP_PATH}/`);
    if (mcp && !LOOPBACK.has(url.hostname)) return forbiddenHost(url, req);
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return bodyTooLarge(url, req);
    if (['TRACE', 'TRACK', 'CONNECT'].includes(method) || req.url === '*') return methodNotServed(url.pathname, method);
    if (expectsContinue(req)) {
      res.writeContinue();
      continued.add(res);
    }
    const body = await readBody(req);
    if (body === 'tooLarge') return bodyTooLarge(url, req);
    // Content in a GET or HEAD has no meaning (RFC 9110 §9.3.1) and `fetch` cannot carry it: read, and dropped.
    const bodyless = method === 'GET' || method === 'HEAD';
    const headers = new Headers();
    const named = String(req.headers.connection ?? '')
      .toLowerCase()
      .split(/\s*,\s*/);
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i]!.toLowerCase();
      // The platform's own `x-nf-` headers are not a client's to send: `x-nf-passthrough` would skip the API.
      if (
        !HOP_BY_HOP.has(name) &&
        !named.includes(name) &&
        !name.startsWith('x-nf-') &&
        !(bodyless && name === 'content-length')
      )
        headers.append(name, req.rawHeaders[i + 1]!);
    }
    const response = await dev.handle(new Request(url, { method, headers, body: bodyless ? null : body }));
    // No file: none at all, or none behind an edge function that let the request pass (a bare 404, where Netlify serves its 404 page).
    if (!response || (response.status === 404 && !response.headers.has('content-type')))
      return new Response(method === 'HEAD' ? null : notFound.clone().body, { status: 404, headers: notFound.headers });
    // A failure of the emulator's own (a function that cannot load: a 5xx with its stack) is never passed on.
    if (
      response.status >= 500 &&
      !(isApiPath(url.pathname) && response.headers.get('content-type')?.startsWith('application/json'))
    ) {
      throw new Error(`The emulator answered ${response.status}: ${(await response.text()).slice(0, 2000)}`);
    }
    return response;
  };

  const envelope = (error: ApiError, method = 'GET') => errorResponse(error, baseUrl, method);
  /** A short text with the pages' headers, or the envelope on an API path. */
  const refusal = (pathname: string, error: ApiError, method: string, extra: Record<string, string> = {}): Response => {
    if (isApiPath(pathname)) return envelope(error, method);
    const headers = new Headers(emulator.notFound.headers);
    for (const [name, value] of Object.entries({ 'Content-Type': 'text/plain; charset=utf-8', ...extra }))
      headers.set(name, value);
    return new Response(method === 'HEAD' ? null : `${error.toEnvelope(baseUrl).error.message}\n`, {
      status: error.status,
      headers,
    });
  };
  const badRequest = (pathname: string, reason: string, method = 'GET') =>
    refusal(pathname, new ApiError('bad_request', { value: reason }), method);
  const bodyTooLarge = (url: URL, req: IncomingMessage) =>
    refusal(url.pathname, new ApiError('payload_too_large'), req.method ?? 'POST');
  const failure = (req: IncomingMessage, error: unknown): Response => {
    console.error('The local server failed to answer:', error);
    return refusal(pathOf(req.url), new ApiError('internal_error'), req.method ?? 'GET');
  };
  /** A method the site cannot be asked with (TRACE, a token Node does not know): the API's 405 (its Allow) or 404 for a method it refuses; pages allow GET and HEAD. */
  const methodNotServed = async (pathname: string, method: string): Promise<Response> => {
    if (!isApiPath(pathname))
      return refusal(pathname, new ApiError('method_not_allowed', { value: method, allow: ['GET', 'HEAD'] }), method, {
        Allow: 'GET, HEAD',
      });
    const refusedDelete = await emulator.dev
      .handle(new Request(new URL(pathname, baseUrl), { method: 'DELETE' }))
      .catch(() => undefined);
    const allow = refusedDelete?.headers.get('allow')?.split(/,\s*/);
    return envelope(
      allow
        ? new ApiError('method_not_allowed', { value: method, allow })
        : new ApiError('not_found', { value: canonicalPath(pathname) }),
      method,
    );
  };
  const forbiddenHost = (url: URL, req: IncomingMessage): Response => {
    const error = new ApiError('forbidden_host', { value: url.host });
    if (req.headers['mcp-protocol-version'] !== MCP_STATELESS_VERSION) return envelope(error, req.method);
    const message = error.toEnvelope(baseUrl).error.message;
    return Response.json(
      { jsonrpc: '2.0', id: null, error: { code: -32000, message } },
      { status: 403, headers: { 'Access-Control-Allow-Origin': '*' } },
    );
  };

  const server = createServer(
    // Node checks for stalled requests every `connectionsCheckingInterval` (30 s by default).
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: requestTimeoutMs,
      requestTimeout: requestTimeoutMs,
      requireHostHeader: false,
      connectionsCheckingInterval: 1000,
    },
    (req, res) => void onRequest(req, res),
  );
  server.maxHeadersCount = MAX_HEADER_FIELDS;
  // A client that half-closes after its request still gets its answer (Node's default would close with it).
  (server as { httpAllowHalfOpen?: boolean }).httpAllowHalfOpen = true;
  // With these listeners, `100 Continue` is sent only when the body is wanted, and other expectations are ignored (RFC 9110 §10.1.1).
  for (const event of ['checkContinue', 'checkExpectation']) server.on(event, (req, res) => void onRequest(req, res));
  // Node's own refusals (a malformed request, a stalled one, too many or too large headers): said in words, the envelope on an API path.
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer; reason?: string }, socket: Socket) => {
    // Answered once: Node's parser goes on reading a refused connection and reports every later chunk too.
    if (refused.has(socket) || !socket.writable) return;
    const pending = answering.get(socket);
    // A fault in the body of the request being answered is its own; otherwise it is a later request's.
    const own = pending && !pending.req.complete && !pending.headersSent ? pending : undefined;
    // Node gives the bytes it refused, except for a request that stalled: then the last request line this connection sent.
    const line = REQUEST_LINE.exec(
      (error.rawPacket ?? requestStarts.get(socket))?.subarray(0, 64 * 1024).toString('latin1') ?? '',
    );
    const method = own?.req.method ?? line?.[1] ?? 'GET';
    const answer = clientFault(error, method, pathOf(own ? own.req.url : line?.[2]));
    if (!answer) return void socket.destroy();
    refused.add(socket);
    socket.setTimeout(LINGER_MS, () => socket.destroy());
    if (own) return void answer.then((response) => send(own.setHeader('Connection', 'close'), response));
    // The requests before it are answered first, in order (RFC 9112 §9.3.2).
    const previous =
      pending && !pending.writableFinished && !pending.destroyed
        ? new Promise((resolve) => pending.once('close', resolve))
        : undefined;
    void Promise.all([answer, previous]).then(([response]) => writeRaw(socket, response, method));
  });
  /** Node's parser faults, in words; undefined when the client simply went away. */
  const clientFault = (
    error: NodeJS.ErrnoException & { reason?: string },
    method: string,
    pathname: string,
  ): Promise<Response> | undefined => {
    const code = error.code ?? '';
    // A method token Node does not know (`FOO`, `get`) is well formed; one it knows begins another request, pipelined before the one refused.
    if (code === 'HPE_INVALID_METHOD' && REQUEST_LINE.test(`${method} /`) && !METHODS.includes(method))
      return methodNotServed(pathname, method);
    const fault =
      code === 'HPE_HEADER_OVERFLOW'
        ? new ApiError('header_fields_too_large')
        : code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? new ApiError('request_timeout')
          : // Node's parser (llhttp) says what it refused in a fixed phrase of its own, never with the client's bytes.
            code === 'HPE_INVALID_CONSTANT'
            ? new ApiError('bad_request', {
                value: 'the request line is not "method path HTTP/1.1" (a space in the path is sent as %20)',
              })
            : code.startsWith('HPE_')
              ? new ApiError('bad_request', { value: error.reason?.replace(/\.$/, '') ?? 'it cannot be parsed' })
              : undefined;
    return fault && Promise.resolve(refusal(pathname, fault, method));
  };
  server.on('connection', (socket: Socket) =>
    socket.on(
      'data',
      (chunk: Buffer) =>
        void (REQUEST_LINE.test(chunk.subarray(0, 64 * 1024).toString('latin1')) && requestStarts.set(socket, chunk)),
    ),
  );
  // CONNECT asks for a tunnel, which this server does not make: answered as any method it does not serve.
  server.on(
    'connect',
    (req: IncomingMessage, socket: Socket) =>
      void methodNotServed(pathOf(req.url), 'CONNECT').then((response) => writeRaw(socket, response, 'CONNECT')),
  );

  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, host, resolve));
  const address = server.address();
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
  baseUrl = new URL(process.env['SITE_URL'] ?? url).origin;
  return {
    url,
    close: async () => {
      watcher.close();
      clearTimeout(settle);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await (await ready).dev.stop();
    },
  };
}

/** A request line's method and target; the last chunk each connection sent that began a request. */
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) (\S+)/;
const requestStarts = new WeakMap<Socket, Buffer>();
/** Connections refused or lingering after an early answer: nothing more is answered on them. */
const refused = new WeakSet<Socket>();

/** Answers given `100 Continue`. */
const continued = new WeakSet<ServerResponse>();
const expectsContinue = (req: IncomingMessage) => /100-continue/i.test(String(req.headers.expect));

/**
 * A web `Response` onto Node's, without the headers about the connection it came over; the body as fast as the
 * client reads it. With `ending`, the answer goes out whole with its length (a short refusal) and ends after it.
 */
async function send(res: ServerResponse, response: Response, ending?: Promise<unknown>): Promise<void> {
  const whole = ending && Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  response.headers.forEach((value, name) => void (HOP_BY_HOP.has(name) || res.appendHeader(name, value)));
  if (whole && res.req.method !== 'HEAD') res.setHeader('Content-Length', whole.length);
  // HEAD states the framing GET has (HTTP/1.0 has no chunks), or a client cannot tell that the answer ended and drops the connection.
  if (
    res.req.method === 'HEAD' &&
    res.req.httpVersion === '1.1' &&
    !response.headers.has('content-length') &&
    ![204, 304].includes(response.status)
  )
    res.setHeader('Transfer-Encoding', 'chunked');
  // Read to the end even when the client has gone: cancelling a body Node's fetch streams from an iterator can throw, uncaught (docs/platform-notes.md).
  try {
    for await (const chunk of whole ? [whole] : (response.body ?? []))
      if (!res.destroyed && !res.write(chunk))
        await new Promise((resolve) => (res.once('drain', resolve), res.once('close', resolve)));
    // A HEAD writes nothing, which leaves its head unsent until the end.
    if (ending) res.flushHeaders();
    await ending;
    res.end();
  } catch {
    res.destroy();
  }
}

/** An answer written straight to a connection Node has no request object for; to HEAD without a body, and so without a length. */
async function writeRaw(socket: Socket, response: Response, method: string): Promise<void> {
  const body = method === 'HEAD' ? '' : Buffer.from(await response.arrayBuffer()).toString('latin1');
  const head = [
    `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status]}`,
    ...[...response.headers].map(([name, value]) => `${name}: ${value}`),
  ];
  if (method !== 'HEAD') head.push(`Content-Length: ${Buffer.byteLength(body, 'latin1')}`);
  if (socket.writable) socket.end(`${[...head, 'Connection: close'].join('\r\n')}\r\n\r\n${body}`, 'latin1');
}

/**
 * The request's URL, or what is wrong with it: an absolute target's host (RFC 9112 §3.2.2, any
 * `user:pass@` dropped), else Host's; leading slashes merged and unreserved escapes decoded, as Netlify's CDN does.
 */
function requestUrl(req: IncomingMessage): URL | string {
  const hosts = req.rawHeaders.filter((_, i) => i % 2 === 0 && req.rawHeaders[i]!.toLowerCase() === 'host');
  if (hosts.length > 1) return 'it has more than one Host header';
  if (hosts.length === 0 && req.httpVersion === '1.1') return 'it has no Host header';
  const target = req.url ?? '/';
  if (target === '*' && req.method !== 'OPTIONS') return 'its target is *, which only OPTIONS takes';
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(target) ? URL.parse(target) : null;
  const hostHeader = req.headers.host ?? 'localhost';
  if (!absolute && !HOST.test(hostHeader)) return 'its Host header is not a host';
  const origin = absolute ? `http://${absolute.host}` : `http://${hostHeader}`;
  const pathAndQuery = absolute ? `${absolute.pathname}${absolute.search}` : target.startsWith('/') ? target : '/';
  const queryAt = pathAndQuery.indexOf('?');
  const pathname = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  return (
    URL.parse(
      `${decodeUnreserved(pathname).replace(/^[/\\]{2,}/, '/')}${queryAt < 0 ? '' : pathAndQuery.slice(queryAt)}`,
      origin,
    ) ?? 'its Host header is not a host'
  );
}

/** Whether every escape in the path decodes (as UTF-8). */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Enough of a raw target to tell an API path from a page. */
function pathOf(target: string | undefined): string {
  const url = URL.parse(target ?? '/', 'http://localhost');
  return url ? decodeUnreserved(url.pathname).replace(/^[/\\]{2,}/, '/') : '/';
}

/** Once the client has sent the rest of its body, or been quiet for LINGER_MS: read meanwhile, and dropped. */
function drained(req: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    req.resume().once('end', resolve).once('close', resolve);
    req.socket.setTimeout(LINGER_MS, resolve);
  });
}

/** The body, up to MAX_BODY_BYTES; `tooLarge` as soon as it goes past (the rest is never held). */
function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer> | null | 'tooLarge'> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) return resolve('tooLarge');
      chunks.push(chunk);
    });
    req.once('end', () => resolve(size === 0 ? null : new Uint8Array(Buffer.concat(chunks))));
    req.once('error', () => resolve(null)).once('close', () => resolve(null));
  });
}

async function startEmulator(root: string, quiet: boolean) {
  const build = await buildIdentity(root);
  const dev = new NetlifyDev({
    projectRoot: root,
    skipGitignore: true,
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    database: { enabled: false },
    blobs: { enabled: false },
    images: { enabled: false },
    ...(quiet ? { logger: { log: () => {}, warn: console.warn, error: console.error } } : {}),
  });
  await dev.start();
  // The first request to the MCP function waits for its build: made here, so no client waits for it.
  await dev
    .handle(new Request(`http://localhost${MCP_PATH}`))
    .then((response) => response?.body?.cancel())
    .catch(() => {});
  // Past the edge functions (the platform's passthrough header), so the page and its headers come even when they cannot load.
  const page =
    (await dev
      .handle(new Request('http://localhost/404.html', { headers: { 'x-nf-passthrough': '1' } }))
      .catch(() => undefined)) ?? new Response('Not found\n');
  const headers = new Headers(page.headers);
  for (const name of ['cache-control', 'etag', 'age', 'content-length', 'last-modified']) headers.delete(name);
  return { dev, build, notFound: new Response(await page.arrayBuffer(), { headers }) };
}

/** Which build dist/ and generated/ hold: the folders' identities (a build swaps new folders in by renaming them); undefined mid-swap. */
async function buildIdentity(root: string): Promise<string | undefined> {
  const folders = await Promise.all(
    ['dist', 'generated'].map((name) => stat(path.join(root, name)).catch(() => undefined)),
  );
  return folders.every(Boolean) ? folders.map((folder) => `${folder!.dev}:${folder!.ino}`).join(' ') : undefined;
}

/** A TCP port that is free right now on localhost. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createTcpServer().once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
