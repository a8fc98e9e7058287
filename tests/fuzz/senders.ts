/**
 * Two ways to deliver a fuzzed request: raw over HTTP to the emulated site (keep-alive, exact
 * bytes of the path and headers), or straight into the deployed handlers in this process, routed
 * by their own `config` the way Netlify routes them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FuzzRequest } from './hostile-requests.ts';
import type { Answer } from './oracle.ts';

export function httpSender(baseUrl: string, connections: number, timeoutMs = 10_000) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const { hostname, port } = new URL(baseUrl);
  const send = (request: FuzzRequest) =>
    new Promise<Answer>((resolve, reject) => {
      const headers: Record<string, string[]> = {};
      for (const [name, value] of request.headers) (headers[name] ??= []).push(value);
      // A chunked request says so among its headers; Node then frames the body itself.
      const chunked = request.headers.some(([name, value]) => name === 'transfer-encoding' && /chunked/i.test(value));
      if (request.body !== undefined && !chunked) headers['content-length'] = [String(Buffer.byteLength(request.body))];
      const started = performance.now();
      let answered = false;
      const req = httpRequest({ hostname, port, method: request.method, path: request.path, headers, agent }, (res) => {
        answered = true;
        res.toArray().then((chunks: Buffer[]) => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
          const body = Buffer.concat(chunks);
          // What a client that offered the codings does (a HEAD's coding is the GET's, with no body).
          const decode = { br: brotliDecompressSync, gzip: gunzipSync }[flat['content-encoding'] ?? ''];
          try {
            const decoded = decode && body.length > 0 ? decode(body) : body;
            resolve({ status: res.statusCode ?? 0, headers: flat, body: decoded, ms: performance.now() - started });
          } catch (error) {
            reject(new Error(`the body does not decode as ${flat['content-encoding']}: ${String(error)}`));
          }
        }, reject);
      });
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      // A server may answer (413, 415) and close before reading a large body: that is an answer, not an error.
      req.on('error', (error) => {
        if (!answered) reject(error);
      });
      req.end(request.body);
    });
  return { send, close: () => agent.destroy() };
}

interface RoutedModule {
  default: (request: Request, context: Record<string, unknown>) => Promise<Response>;
  config?: { path?: string | string[]; excludedPath?: string | string[] };
}

/**
 * The edge function and the MCP function of the built project `root` called directly, each in one warm
 * instance as in production. `context.next()` serves the pre-rendered file from `root`'s dist/ like the
 * CDN. Requests the Fetch API cannot represent, or that no handler's `config.path` matches, are not sent.
 */
export async function inProcessSender(baseUrl: string, root: string) {
  const handlers: RoutedModule[] = await Promise.all(
    ['edge-functions/api.ts', 'functions/mcp.ts'].map((f) => import(pathToFileURL(path.join(root, 'netlify', f)).href)),
  );
  const dist = path.join(root, 'dist');
  const serveStatic = (url: string) => {
    let file = '';
    try {
      file = path.join(dist, decodeURIComponent(new URL(url).pathname));
    } catch {}
    if (!file.startsWith(dist) || !existsSync(file)) return new Response('Not found', { status: 404 });
    return new Response(readFileSync(file), { headers: { 'Content-Type': 'application/json' } });
  };
  /** Undefined when the request cannot reach any handler. */
  const send = async (fuzz: FuzzRequest): Promise<Answer | undefined> => {
    let request: Request;
    try {
      // Fetch cannot carry a body on GET or HEAD: sent without it, as the local server passes such a request on.
      const { body } = fuzz;
      const bodyless = body === undefined || fuzz.method === 'GET' || fuzz.method === 'HEAD';
      request = new Request(new URL(fuzz.path, baseUrl), {
        method: fuzz.method,
        headers: fuzz.headers,
        body: bodyless ? null : typeof body === 'string' ? body : new Uint8Array(body),
      });
    } catch {
      return undefined;
    }
    const pathname = new URL(request.url).pathname;
    const handler = handlers.find(
      ({ config }) => matches(config?.path, pathname) && !matches(config?.excludedPath, pathname),
    );
    if (!handler) return undefined;
    const started = performance.now();
    const next = async (upstream?: Request) => serveStatic((upstream ?? request).url);
    const response = await handler.default(request, { next, requestId: 'fuzz', params: {}, waitUntil: () => {} });
    const body = Buffer.from(await response.arrayBuffer());
    const headers = Object.fromEntries(response.headers);
    return { status: response.status, headers, body, ms: performance.now() - started };
  };
  return { send, close: () => {} };
}

/** Netlify's path syntax as far as this project uses it: literal paths and a trailing `*`. */
function matches(patterns: string | string[] | undefined, pathname: string): boolean {
  return [patterns ?? []]
    .flat()
    .some((pattern) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern));
}
