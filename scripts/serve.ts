/**
 * Serves the built site (dist/, the edge function and the MCP function) through Netlify's own
 * local emulator, offline. Used by `npm start`, the integration tests and the benchmarks.
 *
 * In front of the emulator sits a plain HTTP/1.1 server that holds to the rules a production
 * front holds to: connection-level headers and `Expect: 100-continue` are handled here and never
 * passed on (emulator/incoming.ts); request bodies stream in only as far as they are read, up to
 * the platform's limit; answers are written as fast as the client reads them; anything that fails
 * inside is an answer of its own, the API's envelope on API paths, never a stack trace
 * (emulator/local-answers.ts). When `npm run build` swaps a new build in while it serves, requests
 * pause, the ones under way finish, and the emulator starts again on the new build: every layer
 * serves one build (emulator/build-watch.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { createServer as createTcpServer } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { watchBuilds } from './emulator/build-watch.ts';
import { startEmulator, type Emulator, type EmulatorOptions } from './emulator/emulator.ts';
import { assertEmulatorShape } from './emulator/emulator-shape.ts';
import { expectsContinue, requestHeaders, toRequest, type Incoming } from './emulator/incoming.ts';
import { answerBeforeBodyEnded } from './emulator/lingering-close.ts';
import { normalisedTarget } from './emulator/request-target.ts';
import { asteriskFault, hostFault, parseFault, refusedPath, unknownMethod, writeToSocket, type ClientFault } from './emulator/client-errors.ts';
import { bodyTooLarge, emulatorFailure, isEmulatorFailure, malformedPath, malformedRequest, mcpRefusalUnread, methodNotServed } from './emulator/local-answers.ts';
import { sendResponse } from './emulator/outgoing.ts';
import { MAX_HEADER_BYTES, MAX_HEADER_FIELDS, REQUEST_TIMEOUT_MS } from '../src/core/contract.ts';

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
  /**
   * The emulator as shipped: every request to an edge function or a function runs in a new
   * instance. By default (and unless SERVE_FRESH_INSTANCES=1) instances are kept warm and reused,
   * as in production.
   */
  freshInstances?: boolean;
}

// One instance per core, and at least two, so one slow request does not hold up the rest.
const INSTANCES = Math.max(2, availableParallelism());
/** How long a reload waits for the requests under way before it stops the emulator anyway. */
const DRAIN_MS = 10_000;

export async function startSite({
  port = 8888,
  host = 'localhost',
  quiet = false,
  root = PROJECT_ROOT,
  freshInstances = process.env.SERVE_FRESH_INSTANCES === '1',
}: SiteOptions = {}): Promise<RunningSite> {
  // The changes below rely on the pinned emulator's internals: a different shape stops the server here.
  await assertEmulatorShape(PROJECT_ROOT);
  // The emulator looks for `deno` on PATH: the pinned one this project installs.
  process.env['PATH'] = [path.join(PROJECT_ROOT, 'node_modules', '.bin'), process.env['PATH']].join(path.delimiter);
  const options: EmulatorOptions = { root, quiet, freshInstances, instances: INSTANCES };
  let emulator: Emulator = await startEmulator(options);
  const inFlight = new InFlight();
  let reloading: Promise<void> | undefined;

  const reload = async (): Promise<void> => {
    await inFlight.drained(DRAIN_MS);
    await emulator.stop();
    emulator = await startEmulator(options);
    if (!quiet) console.log('Serving the new build.');
  };
  const stopWatching = watchBuilds(
    { outDir: path.join(root, 'dist'), generatedDir: path.join(root, 'generated') },
    () => emulator.build ?? '',
    () => {
      reloading ??= reload()
        .catch((error: unknown) => console.error('The new build could not be served:', error))
        .finally(() => (reloading = undefined));
    },
  );

  const answer = (req: IncomingMessage, res: ServerResponse): Promise<void> =>
    serveOne(req, res, async () => {
      while (reloading) await reloading;
      inFlight.enter();
      res.once('close', () => inFlight.leave());
      return emulator;
    });
  // Whatever happens to one request, the server goes on.
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    answer(req, res).catch((error: unknown) => {
      console.error('The local server failed to answer:', error);
      res.destroy();
    });
  };
  // The Host rules are checked by serveOne, which can say what is wrong; Node would answer a bare 400.
  // A request whose head is not all there in REQUEST_TIMEOUT_MS comes back as a clientError,
  // answered 408 below (Node looks for such requests every `connectionsCheckingInterval`, 30 s by
  // default: every second here). A body is timed while it is read (incoming.ts), not from the
  // request's start: a body waiting for the server (a reload, a busy instance) is not the client's
  // fault. Node's own requestTimeout (five minutes from the start) stays, as the bound on a body
  // trickled in a byte at a time. More than MAX_HEADER_FIELDS header fields is a parser fault, as
  // more than MAX_HEADER_BYTES is, answered 431.
  const server = createServer(
    { maxHeaderSize: MAX_HEADER_BYTES, requireHostHeader: false, headersTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    onRequest,
  );
  server.maxHeadersCount = MAX_HEADER_FIELDS;
  // A request the parser refuses: answered in words (the envelope on an API path), not with Node's
  // bare status line. If its head was read, the request's own answer says it (a bad chunk in its body).
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    // Node's parser goes on reading a connection it refused and reports every later chunk too:
    // the connection is answered once, and closed when the client stops sending.
    if (refusedConnections.has(socket)) return;
    const fault = parseFault(error);
    if (!fault || !socket.writable) return void socket.destroy();
    refusedConnections.add(socket);
    const current = requestAnswers.get(socket);
    if (current?.ownsFault()) return current.answer(fault);
    // No request yet, or a later one than the request being answered (pipelined): its path is read
    // from the bytes the parser had (then they begin with the request line).
    const url = new URL(refusedPath(error.rawPacket), 'http://localhost');
    const method = unknownMethod(error, error.rawPacket);
    const answer = method ? methodNotServed(url, method, emulator.facts) : malformedRequest(url, fault, emulator.facts);
    const reply = () => writeToSocket(socket, answer).catch(() => socket.destroy());
    // The requests before it are answered first, in order (RFC 9112 §9.3.2), then the connection is refused.
    void (current ? current.answered.then(reply) : reply());
  });
  // CONNECT asks for a tunnel, which this server does not make: Node hands such a request over
  // here, and without a listener would close the connection without a word. It gets the answer
  // any method a path does not serve gets.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    const target = normalisedTarget(req.url ?? '/');
    const url = new URL(target.startsWith('/') ? target : '/', 'http://localhost');
    writeToSocket(socket, methodNotServed(url, req.method ?? 'CONNECT', emulator.facts)).catch(() => socket.destroy());
  });
  // With these listeners Node sends no `100 Continue` by itself: the body stream sends it when the
  // body is first read, so a request refused without its body (405, 413) never has it sent.
  server.on('checkContinue', onRequest);
  // An expectation other than 100-continue is ignored (RFC 9110 §10.1.1 allows it) rather than refused with a bare 417.
  server.on('checkExpectation', onRequest);
  await listen(server, port, host);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    close: async () => {
      stopWatching();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await reloading;
      await emulator.stop();
    },
  };
}

/** Connections the parser refused and that were answered: their later faults are the same one. */
const refusedConnections = new WeakSet<Duplex>();

/** The request a connection is carrying now: a fault the parser finds is its own while its body is still arriving. */
interface CurrentRequest {
  /** Answers it for a fault found in its body after its head was read. */
  answer: (fault: ClientFault) => void;
  /** Its body is not all read: a fault the parser finds now is in it, not in a request after it. */
  ownsFault: () => boolean;
  /** Settles once its answer is sent (or the connection closed). */
  answered: Promise<void>;
}

const requestAnswers = new WeakMap<Duplex, CurrentRequest>();

/**
 * One request through the emulator; whatever happens, the client gets one complete answer.
 * `whenReady` gives the emulator once no reload is under way; the request is known to its
 * connection before that, so a malformed request pipelined after it waits for its answer.
 */
async function serveOne(req: IncomingMessage, res: ServerResponse, whenReady: () => Promise<Emulator>): Promise<void> {
  const method = req.method ?? 'GET';
  const target = req.url ?? '/';
  req.url = normalisedTarget(target);
  let incoming: Incoming | undefined;
  let answered = false;
  const send = async (answer: Response | Promise<Response>): Promise<void> => {
    if (answered || res.destroyed) return;
    answered = true;
    const response = await Promise.resolve(answer).catch((error: unknown) => {
      // Building the server's own answer failed: the last resort is a line with no detail.
      console.error('The local server failed to answer:', error);
      return new Response('The local server failed to answer; its log says why.\n', { status: 502, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    });
    // A body not read to its end is still arriving: the connection cannot carry another request.
    const early = incoming ? !incoming.bodyDone() : !req.complete;
    const sending = early
      ? answerBeforeBodyEnded(response, req, res, { bodyComing: !(incoming ? incoming.awaitingContinue() : expectsContinue(req)) })
      : sendResponse(response, res, { method });
    await sending.catch(() => res.destroy());
  };
  // Enough of the URL to tell an API path from a page, whatever the Host header says.
  const pathOnly = new URL(`http://localhost${target.startsWith('/') ? req.url : '/'}`);
  const socket = req.socket;
  const ready = whenReady();
  const current: CurrentRequest = {
    answer: (fault) => void send(ready.then(({ facts }) => malformedRequest(pathOnly, fault, facts))),
    ownsFault: () => !req.complete,
    answered: new Promise((resolve) => res.once('finish', resolve).once('close', resolve)),
  };
  requestAnswers.set(socket, current);
  // Only this request's own entry: the next request on the connection may have set its own.
  res.once('close', () => requestAnswers.get(socket) === current && requestAnswers.delete(socket));
  const emulator = await ready;
  const fault = hostFault(req.rawHeaders, req.httpVersion) ?? asteriskFault(target, method);
  if (fault) return send(malformedRequest(pathOnly, fault, emulator.facts));
  let url: URL;
  try {
    url = requestUrl(req);
  } catch {
    return send(malformedRequest(pathOnly, { tooLarge: false, reason: 'its Host header is not a host' }, emulator.facts));
  }
  // `OPTIONS *` asks what the server as a whole allows: what its pages allow, which is not OPTIONS.
  if (!fetchCanCarry(method) || target === '*') return send(methodNotServed(url, method, emulator.facts));
  const refusedUnread = mcpRefusalUnread(url, method, requestHeaders(req), emulator.facts);
  if (refusedUnread) return send(refusedUnread);
  try {
    incoming = toRequest(
      req,
      url,
      res,
      () => void send(bodyTooLarge(url, method, emulator.facts)),
      () => void send(malformedRequest(url, { tooLarge: false, timedOut: true }, emulator.facts)),
    );
    const response = await emulator.handle(incoming.request);
    if (!response) return send(emulator.notFound(url));
    if (!isEmulatorFailure(url, response)) return send(response);
    const detail = await response.text().catch(() => '');
    // Already answered (a body over the limit): the emulator's failure is only the echo of that.
    if (answered) return;
    return send(emulatorFailure(url, method, new Error(`The emulator answered ${response.status}: ${detail.slice(0, 2000)}`), emulator.facts, response.status));
  } catch (error) {
    if (error instanceof URIError) {
      // The emulator's redirect matching decodes the path and throws on malformed percent-encoding
      // (`/%ZZ`): the request is at fault, not the server.
      return send(malformedPath(url, emulator.facts));
    }
    // Already answered (a body over the limit): the emulator's failure is only the echo of that.
    if (answered) return;
    return send(emulatorFailure(url, method, error, emulator.facts));
  }
}

/**
 * The request's URL: the Host header's origin with the target appended as sent, so a path such as
 * `//x/y` stays a path instead of being read as another host. An absolute target (RFC 9112
 * §3.2.2) is used as it is, its path normalised as an origin-form one is (request-target.ts).
 */
function requestUrl(req: IncomingMessage): URL {
  const target = req.url === '*' ? '/' : (req.url ?? '/');
  if (!target.startsWith('/')) {
    const url = new URL(target);
    url.pathname = normalisedTarget(url.pathname);
    return url;
  }
  // hostFault has held the Host header to a host and a port; the URL parser may still refuse one (`a%2Fb`).
  const origin = new URL(`http://${req.headers.host ?? 'localhost'}`);
  return new URL(`${origin.origin}${target}`);
}

/** TRACE, TRACK and CONNECT cannot be a `Request`, so no edge function or function can see them. */
function fetchCanCarry(method: string): boolean {
  try {
    new Request('http://localhost/', { method });
    return true;
  } catch {
    return false;
  }
}

/** Requests being answered, so a reload can let them finish first. */
class InFlight {
  #count = 0;
  #idle: (() => void)[] = [];

  enter(): void {
    this.#count++;
  }

  leave(): void {
    this.#count--;
    if (this.#count === 0) for (const resolve of this.#idle.splice(0)) resolve();
  }

  /** Resolves when no request is under way, or after `ms` at the latest. */
  drained(ms: number): Promise<void> {
    if (this.#count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.#idle.push(resolve);
      setTimeout(resolve, ms).unref();
    });
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** A TCP port that is free right now on localhost. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createTcpServer();
    server.once('error', reject);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
