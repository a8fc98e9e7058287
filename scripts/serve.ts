// Serves a built project through Netlify's emulator behind a node:http server that adds what it lacks for real
// clients: a body cap, MCP's DNS-rebinding rule, and the API's envelope for what never reaches the site.
import { statSync, watch } from 'node:fs';
import { createServer, STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { NetlifyDev } from '@netlify/dev';
import Negotiator from 'negotiator';
import getRawBody from 'raw-body';
import {
  API_METHODS,
  MAX_BODY_BYTES,
  MAX_HEADER_BYTES,
  MAX_HEADER_FIELDS,
  MCP_METHODS,
  MCP_PATH,
  MCP_STATELESS_VERSION,
  REQUEST_TIMEOUT_MS,
} from '../src/core/contract.ts';
import { ApiError } from '../src/core/errors/api-error.ts';
import { errorResponse } from '../src/core/http/headers.ts';
import { canonicalPath, decodeUnreserved, isApiPath, percentDecoded } from '../src/core/http/routes.ts';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');

export type RunningSite = Awaited<ReturnType<typeof startSite>>;

/** Per-connection headers, not passed on (RFC 9110 §7.6.1; the emulator's fetch refuses most), and Host: the URL's. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'te', 'transfer-encoding', 'upgrade', 'expect', 'host']);
/** Hosts an MCP request may name: a page elsewhere reaching this server through DNS names another (DNS rebinding). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A Host value (RFC 3986 §3.2.2): a name or an address in brackets, then an optional port. */
const HOST = /^(\[[0-9A-Fa-f:.]+\]|[\w.~!$&'()*+,;=%-]+)(:\d*)?$/;
/** After an early answer, the rest is read and dropped until the client is quiet this long (RFC 9112 §9.6). */
const LINGER_MS = 2000;

/** Node's parser gives a `clientError` listener the bytes it read and its reason, untyped. */
type ParserError = NodeJS.ErrnoException & { rawPacket?: Buffer; reason?: string };
/** What Node's HTTP parser says of a malformed request, in the words of a client's mistake. */
const PARSER_WORDS: Record<string, string> = {
  HPE_INVALID_CONSTANT: 'the request line is not "METHOD path HTTP/1.1"; a space in the path must be percent-encoded',
  HPE_PAUSED_H2_UPGRADE: 'it opens an HTTP/2 connection, and this server speaks HTTP/1.1',
};

/** A method Node's parser knows no handler for (any token but the standard ones, `get` too) is 405, as on a deploy. */
const notAllowed = (method: string, target: string) => {
  const mcp = canonicalPath(URL.parse(target, 'http://localhost')?.pathname ?? '') === MCP_PATH;
  return new ApiError('method_not_allowed', { value: method, allow: mcp ? MCP_METHODS : API_METHODS });
};

/** `root`: the project to serve (its dist/, netlify.toml and functions); this project by default. */
export async function startSite({ port = 8888, quiet = false, root = PROJECT_ROOT } = {}) {
  // The emulator runs edge functions with `deno` from PATH: the one this project pins.
  process.env['PATH'] = [path.join(PROJECT_ROOT, 'node_modules', '.bin'), process.env['PATH']].join(path.delimiter);
  let latest = buildIdentity(root);
  let emulator = await startEmulator(root, quiet);
  let ready = Promise.resolve(emulator);
  const inFlight = new Set<Promise<unknown>>();
  /** Each connection's request being answered: bytes the parser refuses after it wait for its answer. */
  const answering = new WeakMap<Duplex, { req: IncomingMessage; answered: Promise<unknown> }>();
  let baseUrl = '';
  // New requests wait from the first sign of a swap: meanwhile the emulator, reacting to the moved files, serves
  // neither build. A build moves both folders aside first, so a half-swapped one has no identity.
  const watcher = watch(root, { persistent: false }, (_event, name) => {
    if (!name || !/^\.?(dist|generated)\b/.test(name)) return;
    ready = ready
      .then(async (served) => {
        let build = buildIdentity(root);
        for (const deadline = Date.now() + 10_000; build === undefined && Date.now() < deadline;)
          build = await delay(20).then(() => buildIdentity(root));
        if (build === undefined || build === latest) return served;
        latest = build;
        // The requests under way finish first (10 s at most). Stopping waits for a rebuild of the function that the
        // emulator's own watchers started, so that no stopped emulator writes the folder the next one builds into.
        await Promise.race([Promise.all(inFlight), delay(10_000, undefined, { ref: false })]);
        await emulator.dev.stop();
        emulator = await startEmulator(root, quiet);
        if (!quiet) console.log('Serving the new build.');
        return emulator;
      })
      .catch((error: unknown) => (console.error('The new build could not be served:', error), emulator));
  });

  const onRequest = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const answered = new Promise((resolve) => res.once('close', resolve));
    answering.set(req.socket, { req, answered });
    void answered.then(() => answering.get(req.socket)?.req === req && answering.delete(req.socket));
    const served = await ready;
    inFlight.add(answered);
    void answered.then(() => inFlight.delete(answered));
    const url = requestUrl(req);
    const response = await answer(req, res, url, served).catch((error: unknown) => {
      console.error('The local server failed to answer:', error);
      return refusal(url, new ApiError('internal_error'), req.method);
    });
    if (res.destroyed) return;
    if (req.complete) return send(res, response);
    // Answered before the whole body came: the connection closes after the answer (RFC 9112 §9.6), once the rest is
    // read and dropped (unless the client waits for `100 Continue`), so the close cannot reset the answer away.
    res.setHeader('Connection', 'close');
    const bodyComing = req.readableDidRead || !/100-continue/i.test(String(req.headers.expect));
    await send(res, response, bodyComing ? drained(req) : Promise.resolve());
  };

  const answer = async (req: IncomingMessage, res: ServerResponse, url: URL, { dev, notFound }: typeof emulator) => {
    const method = req.method ?? 'GET';
    // The emulator decodes a page's path to match redirects (after an edge function too, where it fails with a 500).
    if (!isApiPath(url.pathname) && percentDecoded(url.pathname) === undefined)
      return refusal(url, new ApiError('bad_request', { value: 'its path is not percent-encoded UTF-8' }), method);
    // One Host naming a host, and none only in HTTP/1.0 (RFC 9112 §3.2): of any other, the URL parser keeps a part.
    const hosts = req.headersDistinct['host'] ?? [];
    if (hosts.length === 0 ? req.httpVersion !== '1.0' : hosts.length > 1 || !HOST.test(hosts[0]!)) {
      res.setHeader('Connection', 'close');
      return refusal(url, new ApiError('bad_request', { value: 'it needs one Host header naming a host' }), method);
    }
    const endpoint = canonicalPath(url.pathname) === MCP_PATH;
    const mcp = endpoint || canonicalPath(url.pathname).startsWith(`${MCP_PATH}/`);
    const stateless = mcp && req.headers['mcp-protocol-version'] === MCP_STATELESS_VERSION;
    const refuse = (error: ApiError) => (stateless ? jsonRpcRefusal(error) : refusal(url, error, method));
    if (endpoint && !LOOPBACK.has(url.hostname)) return refuse(new ApiError('forbidden_host', { value: url.host }));
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return refuse(new ApiError('payload_too_large'));
    // `fetch` cannot carry TRACE: the API's 405 or 404 for the path (asked with a DELETE); pages allow GET and HEAD.
    if (method === 'TRACE') {
      const refused = isApiPath(url.pathname) ? await dev.handle(new Request(url, { method: 'DELETE' })) : undefined;
      const allow = refused ? refused.headers.get('allow')?.split(/,\s*/) : ['GET', 'HEAD'];
      const notAllowed = new ApiError('method_not_allowed', { value: method, allow });
      return refusal(url, allow ? notAllowed : new ApiError('not_found', { value: canonicalPath(url.pathname) }));
    }
    if (/100-continue/i.test(String(req.headers.expect))) res.writeContinue();
    // Refused as soon as it goes past the cap: the rest is never held.
    const body = await getRawBody(req, { limit: MAX_BODY_BYTES }).catch(() => undefined);
    if (body === undefined) return refuse(new ApiError('payload_too_large'));
    // Content in a GET or HEAD has no meaning (RFC 9110 §9.3.1) and `fetch` cannot carry it: read, and dropped.
    const bodyless = method === 'GET' || method === 'HEAD';
    const headers = new Headers();
    // The platform's own `x-nf-` headers are not a client's to send: `x-nf-passthrough` would skip the API.
    for (const [name, values = []] of Object.entries(req.headersDistinct))
      if (!HOP_BY_HOP.has(name) && !name.startsWith('x-nf-') && !(bodyless && name === 'content-length'))
        for (const value of values) headers.append(name, value);
    const init = { method, headers, body: bodyless || body.length === 0 ? null : new Uint8Array(body) };
    const response = await dev.handle(new Request(url, init));
    // No file, or none behind an edge function that let the request pass (a bare 404): Netlify serves its 404 page.
    if (!response || (response.status === 404 && !response.headers.has('content-type')))
      return new Response(notFound.clone().body, { status: 404, headers: notFound.headers });
    // A failure of the emulator's own (a function that cannot load: a 5xx with its stack) is never passed on.
    const json = response.headers.get('content-type')?.startsWith('application/json');
    if (response.status >= 500 && !(isApiPath(url.pathname) && json))
      throw new Error(`The emulator answered ${response.status}: ${(await response.text()).slice(0, 2000)}`);
    return response;
  };

  /** The server's own refusal: the envelope on an API path, else a line of text with the site's page headers. */
  const refusal = (url: URL, error: ApiError, method = 'GET'): Response => {
    if (isApiPath(url.pathname)) return errorResponse(error, baseUrl, method);
    const headers = new Headers(emulator.notFound.headers);
    headers.set('Content-Type', 'text/plain; charset=utf-8');
    if (error.details.allow) headers.set('Allow', error.details.allow.join(', '));
    return new Response(`${error.toEnvelope(baseUrl).error.message}\n`, { status: error.status, headers });
  };
  /** An MCP request of 2026-07-28 is refused with a JSON-RPC error, that revision's HTTP-level errors (docs/mcp.md). */
  const jsonRpcRefusal = (error: ApiError): Response => {
    const { message } = error.toEnvelope(baseUrl).error;
    const body = { jsonrpc: '2.0', id: null, error: { code: -32000, message } };
    return Response.json(body, { status: error.status, headers: errorResponse(error, baseUrl).headers });
  };

  const server = createServer({
    // Node would answer a request without Host with an empty 400; the check in `answer` gives the envelope.
    requireHostHeader: false,
    maxHeaderSize: MAX_HEADER_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Node checks for stalled requests this often (30 s by default).
    connectionsCheckingInterval: 1000,
  });
  server.maxHeadersCount = MAX_HEADER_FIELDS;
  // What Node's parser refuses (not HTTP/1.1, over a limit, too slow) never reaches the site: the envelope, then close.
  const answerRaw = async (socket: Duplex, fault: ApiError) => {
    const response = errorResponse(fault, baseUrl);
    const body = Buffer.from(await response.text());
    const head = [`HTTP/1.1 ${fault.status} ${STATUS_CODES[fault.status]}`, 'Connection: close'];
    response.headers.forEach((value, name) => head.push(`${name}: ${value}`));
    socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\nContent-Length: ${body.length}\r\n\r\n`), body]));
  };
  server.on('clientError', async (error: ParserError, socket: Duplex) => {
    // Bytes after a whole request (a body longer than its Content-Length): its answer first, and no method to read.
    const earlier = answering.get(socket);
    const after = earlier?.req.complete ? earlier.answered : undefined;
    await after;
    if (!socket.writable || error.code === 'ECONNRESET') return void socket.destroy();
    const [, method = '', target = '/'] =
      (!after && /^([!#$%&'*+.^_`|~\w-]+) (\S+) /.exec(error.rawPacket?.toString('latin1') ?? '')) || [];
    await answerRaw(
      socket,
      error.code === 'HPE_HEADER_OVERFLOW'
        ? new ApiError('header_fields_too_large')
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? new ApiError('request_timeout')
          : error.code === 'HPE_INVALID_METHOD' && method
            ? notAllowed(method, target)
            : new ApiError('bad_request', { value: PARSER_WORDS[error.code ?? ''] ?? error.reason?.toLowerCase() }),
    );
  });
  // Node's parser hands a CONNECT to this event, where nothing would answer it.
  server.on('connect', (req, socket) => void answerRaw(socket, notAllowed('CONNECT', req.url ?? '/')));
  // On both `Expect` events too: `100 Continue` goes when the body is wanted, others are ignored (RFC 9110 §10.1.1).
  for (const event of ['request', 'checkContinue', 'checkExpectation'])
    server.on(event, (req, res) => void onRequest(req, res));

  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, 'localhost', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  baseUrl = new URL(process.env['SITE_URL'] || url).origin;
  return {
    url,
    close: async () => {
      watcher.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await (await ready).dev.stop();
    },
  };
}

/** What Netlify's CDN compresses: text, JSON, JavaScript, XML and SVG, but not a stream of events, which must flow. */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/([\w.+-]+\+)?(json|javascript|xml)\b|image\/svg\+xml)/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Brotli's default quality (11) is for files compressed once; a CDN compressing on the fly uses a lower one.
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } };

/** The coding Netlify would compress this answer with for this client, if any. */
function contentCoding(req: IncomingMessage, response: Response): 'br' | 'gzip' | undefined {
  if ([204, 304].includes(response.status) || response.headers.has('content-encoding')) return undefined;
  if (!COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return undefined;
  return new Negotiator(req).encoding(['br', 'gzip']) as 'br' | 'gzip' | undefined;
}

/** A web `Response` onto Node's; with `ending`, whole with its length (a short refusal), ending after it. */
async function send(res: ServerResponse, response: Response, ending?: Promise<unknown>): Promise<void> {
  const coding = contentCoding(res.req, response);
  const body = coding || ending ? Buffer.from(await response.arrayBuffer()) : undefined;
  const whole = body && coding ? await (coding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzipped(body)) : body;
  res.statusCode = response.status;
  response.headers.forEach((value, name) => void (HOP_BY_HOP.has(name) || res.appendHeader(name, value)));
  if (coding) {
    res.setHeader('Content-Encoding', coding);
    res.appendHeader('Vary', 'Accept-Encoding');
    // A HEAD has no body to compress, so no length of the compressed one to state.
    res.removeHeader('Content-Length');
  }
  if (whole && res.req.method !== 'HEAD') res.setHeader('Content-Length', whole.length);
  // HEAD states the framing GET has, or a client cannot tell that the answer ended and drops the connection.
  const framed = res.hasHeader('content-length') || [204, 304].includes(response.status);
  if (res.req.method === 'HEAD' && res.req.httpVersion === '1.1' && !framed)
    res.setHeader('Transfer-Encoding', 'chunked');
  // Read to the end even when the client has gone: cancelling such a body can throw, uncaught (docs/platform-notes.md).
  try {
    for await (const chunk of whole ? [whole] : (response.body ?? []))
      if (!res.destroyed && !res.write(chunk))
        await new Promise<void>((resolve) => {
          // Each wait takes its listeners off again: a long answer waits many times.
          const go = () => (res.off('drain', go).off('close', go), resolve());
          res.on('drain', go).on('close', go);
        });
    // A HEAD writes nothing, which leaves its head unsent until the end.
    if (ending) res.flushHeaders();
    await ending;
    res.end();
  } catch {
    res.destroy();
  }
}

/** The request's URL (an absolute target's own, RFC 9112 §3.2.2), normalised as Netlify's CDN does. */
function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '/';
  const absolute = /^https?:\/\//i.test(target) ? URL.parse(target) : null;
  const url = absolute ?? new URL(`http://localhost${target.startsWith('/') ? '' : '/'}${target}`);
  if (!absolute && req.headers.host) url.host = req.headers.host;
  url.username = url.password = '';
  url.pathname = decodeUnreserved(url.pathname).replace(/^\/{2,}/, '/');
  return url;
}

/** Once the client has sent the rest of its body, or been quiet for LINGER_MS: read meanwhile, and dropped. */
const drained = (req: IncomingMessage): Promise<void> =>
  new Promise((resolve) => {
    req.resume().once('end', resolve).once('close', resolve);
    req.socket.setTimeout(LINGER_MS, resolve);
  });

/** One run of the emulator on one build, with the site's 404 page and the headers its rules give every page. */
async function startEmulator(root: string, quiet: boolean) {
  const dev = new NetlifyDev({
    projectRoot: root,
    skipGitignore: true,
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    database: { enabled: false },
    blobs: { enabled: false },
    images: { enabled: false },
    // A deployed edge function's isolate answers request after request; the emulator starts one per request (patches/).
    edgeFunctions: { warm: true },
    ...(quiet ? { logger: { log: () => {}, warn: console.warn, error: console.error } } : {}),
  });
  await dev.start();
  // The first request to the MCP function waits for its build: made here, so no client waits for it.
  const warmUp = await dev.handle(new Request(`http://localhost${MCP_PATH}`)).catch(() => undefined);
  await warmUp?.text();
  // Past the edge functions (passthrough header), so the page and its headers come even when they cannot load.
  const passedThrough = new Request('http://localhost/404.html', { headers: { 'x-nf-passthrough': '1' } });
  const page = (await dev.handle(passedThrough).catch(() => undefined)) ?? new Response('Not found\n');
  const headers = new Headers(page.headers);
  for (const name of ['cache-control', 'etag', 'age', 'content-length', 'last-modified']) headers.delete(name);
  return { dev, notFound: new Response(await page.arrayBuffer(), { headers }) };
}

/** Which build dist/ and generated/ hold, by the folders' identities (a build renames new ones in); none mid-swap. */
function buildIdentity(root: string): string | undefined {
  const folders = ['dist', 'generated'].map((name) => statSync(path.join(root, name), { throwIfNoEntry: false }));
  return folders.every(Boolean) ? folders.map((folder) => `${folder!.dev}:${folder!.ino}`).join(' ') : undefined;
}
