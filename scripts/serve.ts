/**
 * Serves the built site (dist/, the edge function and the MCP function) through Netlify's own
 * local emulator, offline. Used by `npm start`, the integration tests and the benchmarks.
 * The emulator runs each edge-function and function request in a new instance; by default this
 * keeps instances warm instead, as production does (`emulator/`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NetlifyDev } from '@netlify/dev';
import { fromWebResponse, toWebRequest } from '@netlify/dev-utils';
import { EdgeFunctionsHandler } from '@netlify/edge-functions-dev';
import { FunctionsHandler } from '@netlify/functions-dev';
import { assertEmulatorShape } from './emulator/emulator-shape.ts';
import { launchWarmEdgeServer } from './emulator/warm-edge.ts';
import { WarmFunctions } from './emulator/warm-functions.ts';

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

/** How the site being started or requested runs its functions: set around the emulator's calls. */
interface InstanceMode {
  warmFunctions?: WarmFunctions;
  warmEdge: boolean;
}
const instanceMode = new AsyncLocalStorage<InstanceMode>();
// One instance per core, and at least two, so one slow request does not hold up the rest.
const INSTANCES = Math.max(2, availableParallelism());

export async function startSite({
  port = 8888,
  host = 'localhost',
  quiet = false,
  root = PROJECT_ROOT,
  freshInstances = process.env.SERVE_FRESH_INSTANCES === '1',
}: SiteOptions = {}): Promise<RunningSite> {
  // The changes below rely on the pinned emulator's internals: a different shape stops the server here.
  await assertEmulatorShape(PROJECT_ROOT);
  runFunctionsFromOneBuild();
  readEdgeConfigsOnce();
  const mode: InstanceMode = { warmEdge: false };
  if (!freshInstances) {
    mode.warmEdge = await launchWarmEdgeServer(() => instanceMode.getStore()?.warmEdge === true, INSTANCES);
    mode.warmFunctions = new WarmFunctions(INSTANCES);
  }
  const dev = new NetlifyDev({
    projectRoot: root,
    skipGitignore: true,
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    ...(quiet ? { logger: silentLogger } : {}),
  });
  await instanceMode.run(mode, () => dev.start());
  const notFoundPage = await readFile(path.join(root, 'dist', '404.html')).catch(() => undefined);

  const server = createServer((req, res) => {
    let request: Request;
    try {
      request = toWebRequest(req);
    } catch {
      // Methods the Fetch standard forbids (TRACE, TRACK) cannot become a Request, so no edge
      // function or function can ever see them; refuse them instead of crashing the server.
      res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end(`The method ${req.method ?? ''} is not supported.`);
      return;
    }
    instanceMode
      .run(mode, () => dev.handle(request))
      .then(async (response) => {
        if (response) return fromWebResponse(withoutHopByHopHeaders(response), res);
        // Nothing matched: what the CDN answers for an unknown page.
        res.writeHead(404, { 'Content-Type': notFoundPage ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8' });
        res.end(notFoundPage ?? 'Not found');
      })
      .catch((error: unknown) => {
        if (error instanceof URIError && !res.headersSent) {
          // The emulator's redirect matching decodes the path and throws on malformed
          // percent-encoding (`/%ZZ`): the request is at fault, not the server.
          res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
          res.end('The request path is not valid percent-encoding.');
          return;
        }
        // The client went away mid-response and its request was aborted: nobody to answer.
        if (res.destroyed) return;
        console.error(error);
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The local emulator failed to answer; see the server log.');
      });
  });
  await listen(server, port, host);
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dev.stop();
      mode.warmFunctions?.close();
    },
  };
}

/**
 * The emulator builds a function into a fresh temporary folder on every request and records that
 * build on the shared function object, so two requests at once race: one loads a build the other
 * has already deleted and answers 500 ("Cannot find module …/functions-serve/_xyz/…"). A served
 * site needs no per-request build: the emulator builds every function when it starts and again
 * when its files change, and invocations without a build folder use that build.
 * In warm mode, the function invoked also gets warm instances (see `emulator/warm-functions.ts`).
 */
function runFunctionsFromOneBuild(): void {
  type Invoke = (this: { globalBuildDirectory?: string }, request: Request, route: unknown, func: unknown, buildDirectory?: string) => Promise<Response>;
  const prototype = FunctionsHandler.prototype as unknown as { invoke: Invoke & { once?: true } };
  const invoke = prototype.invoke;
  if (invoke.once) return;
  prototype.invoke = Object.assign(
    function (this: { globalBuildDirectory?: string }, request: Request, route: unknown, func: unknown) {
      this.globalBuildDirectory = undefined;
      if (func && typeof func === 'object') instanceMode.getStore()?.warmFunctions?.adopt(func);
      return invoke.call(this, request, route, func, undefined);
    },
    { once: true as const },
  );
}

/**
 * For every request, even one for a static file, the emulator asks Deno for the edge functions'
 * in-source configs, and Deno answers from a new worker that imports every edge function (with
 * the baked index) and is never terminated: each request leaked an isolate (gigabytes within a
 * minute under load) and cost a second isolate start. The configs of a served site do not change,
 * so they are read once per set of edge functions.
 */
function readEdgeConfigsOnce(): void {
  type GetConfigs = (this: unknown, denoPort: number, functions: Record<string, string>) => Promise<{ configs?: unknown; error?: unknown }>;
  const prototype = EdgeFunctionsHandler.prototype as unknown as { getFunctionConfigs: GetConfigs & { once?: true } };
  const getConfigs = prototype.getFunctionConfigs;
  if (getConfigs.once) return;
  const cache = new Map<string, Promise<{ configs?: unknown; error?: unknown }>>();
  prototype.getFunctionConfigs = Object.assign(
    function (this: unknown, denoPort: number, functions: Record<string, string>) {
      const key = `${denoPort} ${JSON.stringify(functions)}`;
      let pending = cache.get(key);
      if (!pending) {
        pending = getConfigs.call(this, denoPort, functions);
        cache.set(key, pending);
        // A failed read (a syntax error being fixed) is asked again next time.
        pending.then((result) => result.error && cache.delete(key), () => cache.delete(key));
      }
      return pending;
    },
    { once: true as const },
  );
}

/**
 * The emulator passes on the headers of the answers it proxies, hop-by-hop ones included: Deno
 * answers a HEAD request with `connection: close`, which made this server close the client's
 * connection after every HEAD (a CDN does not). Connection management stays this server's own.
 */
function withoutHopByHopHeaders(response: Response): Response {
  const named = (response.headers.get('connection') ?? '').split(',').map((name) => name.trim().toLowerCase());
  const dropped = new Set(['connection', 'keep-alive', 'proxy-connection', ...named]);
  if (![...dropped].some((name) => name && response.headers.has(name))) return response;
  const headers = new Headers();
  response.headers.forEach((value, name) => dropped.has(name) || headers.append(name, value));
  // Not `new Response(…)`, which rejects some statuses and bodies that a proxied answer may have:
  // fromWebResponse reads only these three.
  return { status: response.status, headers, body: response.body } as Response;
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

const silentLogger = {
  log: () => {},
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
};

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
