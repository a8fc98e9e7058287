/**
 * One run of Netlify's emulator (`@netlify/dev`) over one build of a project: static files,
 * `netlify.toml` headers, the edge function and the MCP function, with warm instances unless
 * asked otherwise. A new build gets a new run (scripts/serve.ts), so every layer always serves
 * the same build.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveConfig } from '@netlify/config';
import { NetlifyDev } from '@netlify/dev';
import { EdgeFunctionsHandler } from '@netlify/edge-functions-dev';
import { FunctionsHandler } from '@netlify/functions-dev';
import { HeadersHandler } from '@netlify/headers';
import { buildIdentity } from './build-watch.ts';
import { rememberEdgeRoutes } from './edge-routes.ts';
import { resolveBaseUrl } from '../../src/core/base-url.ts';
import { MCP_PATH } from '../../src/core/contract.ts';
import type { SiteFacts } from './local-answers.ts';
import { launchWarmEdgeServer } from './warm-edge.ts';
import { WarmFunctions } from './warm-functions.ts';

export interface EmulatorOptions {
  root: string;
  quiet: boolean;
  /** The emulator as shipped: every edge function and function request in a new instance. */
  freshInstances: boolean;
  /** Warm instances per edge function and per function. */
  instances: number;
}

export interface Emulator {
  /** The build this run serves (build-watch.ts). */
  build: string | undefined;
  facts: SiteFacts;
  /** The answer to a path nothing serves: the site's 404 page, with the headers the site gives that path. */
  notFound: (url: URL) => Promise<Response>;
  handle: (request: Request) => Promise<Response | undefined>;
  stop: () => Promise<void>;
}

/** How the run being started or asked runs its functions: set around the emulator's calls. */
interface InstanceMode {
  warmFunctions?: WarmFunctions;
  warmEdge: boolean;
}
const instanceMode = new AsyncLocalStorage<InstanceMode>();

export async function startEmulator({ root, quiet, freshInstances, instances }: EmulatorOptions): Promise<Emulator> {
  applyFunctionsSettings();
  runFunctionsFromOneBuild();
  readEdgeConfigsOnce();
  rememberEdgeRoutes(EdgeFunctionsHandler.prototype as unknown as Parameters<typeof rememberEdgeRoutes>[0]);
  const build = await buildIdentity({ outDir: path.join(root, 'dist'), generatedDir: path.join(root, 'generated') });
  const mode: InstanceMode = { warmEdge: false };
  if (!freshInstances) {
    mode.warmEdge = await launchWarmEdgeServer(() => instanceMode.getStore()?.warmEdge === true, instances);
    mode.warmFunctions = new WarmFunctions(instances);
  }
  const dev = new NetlifyDev({
    projectRoot: root,
    skipGitignore: true,
    // Features the site does not use: no local database server, blob store or AI gateway to start.
    geolocation: { enabled: false },
    aiGateway: { enabled: false },
    database: { enabled: false },
    blobs: { enabled: false },
    ...(quiet ? { logger: silentLogger } : {}),
  });
  await instanceMode.run(mode, () => dev.start());
  const handle = (request: Request) => instanceMode.run(mode, () => dev.handle(request));
  await functionsBuilt(handle);
  const pageHeaders = await siteHeaders(root);
  const notFoundPage = await readFile(path.join(root, 'dist', '404.html')).catch(() => undefined);
  return {
    build,
    facts: { baseUrl: await builtBaseUrl(root), pageHeaders },
    notFound: async (url) => {
      const headers = await pageHeaders(url);
      headers.set('Content-Type', notFoundPage ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8');
      // The rules' caching is for the files they match (`/*.md`: the twins, a day's stale copy): a
      // missing file's 404 is not kept for that long, like every other 404 page here.
      headers.delete('Cache-Control');
      return new Response(notFoundPage ?? 'Not found\n', { status: 404, headers });
    },
    handle,
    stop: async () => {
      await dev.stop();
      // A build the emulator began as files changed must finish before its folder is reused.
      await mode.warmFunctions?.settled();
      await mode.warmFunctions?.close();
    },
  };
}

/** How long a start waits for the functions' build before it serves anyway. */
const BUILD_WAIT_MS = 180_000;

/**
 * The emulator builds each function in the background as it starts, copying the files the
 * function ships with into its own folder one by one (the MCP function's API files and twins: at
 * 10,000 articles, 22,000 files and about 25 s), and a function's first request waits for that
 * build. Meanwhile the site answered, but every request was slowed by the copying and the first
 * MCP request took as long as the build. The run is ready once the MCP function answers a GET,
 * which it refuses (405) without doing anything. Whatever it answers, the run goes on: a function
 * that fails to build says so to its own requests.
 */
async function functionsBuilt(handle: (request: Request) => Promise<Response | undefined>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const answered = handle(new Request(new URL(MCP_PATH, 'http://localhost'), { method: 'GET' }))
    .then((response) => response?.body?.cancel())
    .catch(() => {});
  await Promise.race([answered, new Promise((resolve) => (timer = setTimeout(resolve, BUILD_WAIT_MS)))]);
  clearTimeout(timer);
}

/**
 * The headers the site's rules (`netlify.toml`, `_headers`) give a path, read by the emulator's
 * own headers module, so the server's own answers (the 404 page, a refused method, a failure) carry
 * the Content-Security-Policy and the rest like every page, even when the functions cannot run.
 */
async function siteHeaders(root: string): Promise<(url: URL) => Promise<Headers>> {
  // Read as the emulator reads it (Netlify's config loader, offline).
  const { configPath, config } = (await resolveConfig({ repositoryRoot: root, cwd: root, context: 'dev', offline: true, buffer: true })) as {
    configPath?: string;
    config: { headers?: ConstructorParameters<typeof HeadersHandler>[0]['configHeaders']; build: { publish?: string } };
  };
  const rules = new HeadersHandler({ configPath, configHeaders: config.headers, projectDir: root, publishDir: config.build.publish, logger: silentLogger });
  return async (url) => new Headers(await rules.apply(new Request(url)));
}

/** The address the build was made for (the API's links), from the index it baked; the configured one if that cannot be read. */
async function builtBaseUrl(root: string): Promise<string> {
  try {
    const { baseUrl } = JSON.parse(await readFile(path.join(root, 'generated', 'api-index.json'), 'utf8')) as { baseUrl?: unknown };
    if (typeof baseUrl === 'string') return baseUrl;
  } catch {
    // A build that is missing or damaged: its own handlers will fail, and say so.
  }
  return resolveBaseUrl(process.env);
}

/**
 * The emulator hands its functions the whole result of Netlify's config loader and they look for
 * `functions` at its top, where the loader has none (the settings are under `config`): every
 * `[functions]` setting of netlify.toml was ignored locally, `included_files` among them, so a
 * function's build lacked the files Netlify ships with it. The settings are copied to where the
 * functions look, and each function is packaged with them as on Netlify.
 */
function applyFunctionsSettings(): void {
  type GetConfig = (this: unknown) => Promise<{ config: { functions?: unknown } }>;
  const prototype = NetlifyDev.prototype as unknown as { getConfig: GetConfig & { once?: true } };
  const getConfig = prototype.getConfig;
  if (getConfig.once) return;
  prototype.getConfig = Object.assign(
    async function (this: unknown) {
      const resolved = await getConfig.call(this);
      return { ...resolved, functions: resolved.config.functions };
    },
    { once: true as const },
  );
}

/**
 * The emulator builds a function into a fresh temporary folder on every request and records that
 * build on the shared function object, so two requests at once race: one loads a build the other
 * has already deleted and answers 500 ("Cannot find module …/functions-serve/_xyz/…"). A served
 * site needs no per-request build: the emulator builds every function when it starts and again
 * when its files change, and invocations without a build folder use that build.
 * In warm mode, the function invoked also gets warm instances (see `warm-functions.ts`).
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

const silentLogger = {
  log: () => {},
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
};
