/**
 * Warm functions: the emulator runs every invocation of a (Functions v2) function in a new worker
 * thread that imports the function's build afresh. `WarmFunctions.adopt` gives one function of the
 * served site a runtime that keeps a small pool of `function-worker.ts` instances per build
 * instead, as production reuses a function's instances. A new build of the function (the
 * emulator rebuilds when its files change) gets new instances. The instances load a copy of the
 * build made once it was complete and swapped into place whole, so a rebuild writing the emulator's
 * build folder can never hand an instance a half-written file. A function the emulator does not
 * shape as expected is an error, not a quiet return to the shipped runtime.
 */
import { Buffer } from 'node:buffer';
import { cp, rename, rm } from 'node:fs/promises';
import nodeModule from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Invocation } from './function-worker.ts';
import { BodyTooLargeError, PLATFORM_BODY_LIMIT } from './incoming.ts';
import { InstancePool, PoolClosedError, type Lease } from './pool.ts';
import { relay, type Instance, type InstanceMessage } from './relay.ts';

/** What `FunctionsHandler` passes to a runtime's `invokeFunction` (`@netlify/functions-dev`). */
interface InvokeArgs {
  context: unknown;
  environment: Record<string, string>;
  func: EmulatedFunction;
  request: Request;
  route?: string;
  /** Seconds. */
  timeout: number;
}
interface Runtime {
  invokeFunction: (args: InvokeArgs) => Promise<Response>;
}
interface EmulatedFunction {
  runtime?: Runtime;
  mainFile?: string;
  getBuildData?: () => Promise<{ runtimeAPIVersion?: number; buildPath?: string } | undefined>;
}

export class WarmFunctions {
  readonly #instances: number;
  readonly #lambdaLocalUrl: string;
  readonly #pools = new Map<EmulatedFunction, { build: object; pool: Promise<InstancePool<Instance>>; close: () => Promise<void> }>();
  readonly #adopted = new WeakSet<EmulatedFunction>();

  constructor(instances: number) {
    this.#instances = instances;
    // lambda-local runs the function's Lambda-shaped handler, as in the emulator's own worker;
    // resolved from the emulator's folder so both use the same copy.
    const emulatorPackage = nodeModule.findPackageJSON?.('@netlify/functions-dev', import.meta.url);
    if (!emulatorPackage) throw new Error('cannot locate @netlify/functions-dev (Node >= 22.14 needed)');
    this.#lambdaLocalUrl = pathToFileURL(nodeModule.createRequire(emulatorPackage).resolve('lambda-local')).href;
  }

  /** Runs this function's invocations on warm instances, if it has the shape this expects. */
  adopt(func: EmulatedFunction): void {
    const shipped = func.runtime;
    if (this.#adopted.has(func)) return;
    if (typeof shipped?.invokeFunction !== 'function' || typeof func.getBuildData !== 'function') {
      throw new Error('Warm functions: the emulator no longer gives a function a runtime with invokeFunction and getBuildData; see scripts/emulator/emulator-shape.ts.');
    }
    this.#adopted.add(func);
    func.runtime = Object.assign(Object.create(shipped) as Runtime, { invokeFunction: (args: InvokeArgs) => this.#invoke(args, shipped) });
  }

  /** Ends every instance and removes the copies of the builds they ran. */
  async close(): Promise<void> {
    const pools = [...this.#pools.values()];
    this.#pools.clear();
    // Instances still answering are ended by their requests' time limits; stopping does not wait that long for them.
    await Promise.all(pools.map(({ close }) => Promise.race([close(), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())])));
  }

  /** Waits until no build of an adopted function is under way (the emulator may have started one as its files changed). */
  async settled(): Promise<void> {
    await Promise.all([...this.#pools.keys()].map((func) => func.getBuildData?.().catch(() => undefined)));
  }

  async #invoke(args: InvokeArgs, shipped: Runtime): Promise<Response> {
    const { context, environment, func, request, route, timeout } = args;
    const build = await func.getBuildData?.();
    const entry = build?.buildPath ?? func.mainFile;
    // Version 1 functions run in the emulator's own process anyway.
    if (!build || build.runtimeAPIVersion !== 2 || !entry) return shipped.invokeFunction(args);
    const invocation: Invocation = {
      type: 'invoke',
      data: { clientContext: JSON.stringify(context), environment, event: await lambdaEvent(request, route), timeoutMs: timeout * 1000 },
    };
    const lease = await this.#lease(func, build, entry);
    return relay(lease, invocation, { timeoutMs: timeout * 1000 + 1000, timeoutMessage: `The function did not answer within ${timeout} s.` });
  }

  /**
   * An instance of the function's current build. A pool closed while this request waited (the
   * emulator rebuilt the function) sends it on to the new build's pool instead of failing it.
   */
  async #lease(func: EmulatedFunction, build: object, entry: string): Promise<Lease<Instance>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await (await this.#poolFor(func, build, entry)).acquire();
      } catch (error) {
        if (!(error instanceof PoolClosedError) || attempt >= REBUILD_ATTEMPTS) throw error;
        const current = await func.getBuildData?.();
        if (current) build = current;
      }
    }
  }

  #poolFor(func: EmulatedFunction, build: object, entry: string): Promise<InstancePool<Instance>> {
    const current = this.#pools.get(func);
    if (current?.build === build) return current.pool;
    void current?.close();
    let snapshot: string | undefined;
    const pool = (async () => {
      snapshot = await steadySnapshotOf(func, entry);
      const workerData = { entry: pathToFileURL(path.join(snapshot, path.basename(entry))).href, lambdaLocalUrl: this.#lambdaLocalUrl };
      return new InstancePool<Instance>(() => workerInstance(workerData), (instance) => instance.terminate(), this.#instances);
    })();
    // The copy is removed only once no instance of the pool is left: one lent just before the
    // close may still be importing from it (a rebuild meanwhile failed such a request with
    // ERR_MODULE_NOT_FOUND). A stuck instance is ended by its request's time limit.
    const close = async (): Promise<void> => {
      const closing = await pool.catch(() => undefined);
      closing?.close();
      await closing?.ended();
      if (snapshot) await rm(snapshot, { recursive: true, force: true });
    };
    this.#pools.set(func, { build, pool, close });
    // A failed copy is tried again by the next request.
    pool.catch(() => this.#pools.get(func)?.pool === pool && this.#pools.delete(func));
    return pool;
  }
}

let snapshots = 0;

/** How long stopping waits for the instances still answering before it goes on (their copies are removed when they end). */
const CLOSE_WAIT_MS = 5000;

/**
 * How many times a request tries again while the emulator keeps rebuilding the function (a copy of
 * a build that changed meanwhile, a pool closed meanwhile) before it fails.
 */
const REBUILD_ATTEMPTS = 5;

/**
 * A snapshot of the function's current build, tried again while the emulator keeps rebuilding it
 * (a copy that meets a file being replaced fails, or mixes two builds): the request waits for a
 * build that holds still long enough to be copied instead of failing.
 */
async function steadySnapshotOf(func: EmulatedFunction, entry: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await snapshotOf(func, await func.getBuildData?.(), entry);
    } catch (error) {
      if (attempt >= REBUILD_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/**
 * A copy of the build folder of `entry`, written beside the emulator's builds under a new name and
 * renamed into place whole. If the emulator started another build while it was copied, the copy
 * may mix two builds: it is thrown away and the caller asks again.
 */
async function snapshotOf(func: EmulatedFunction, build: object | undefined, entry: string): Promise<string> {
  const folder = path.dirname(entry);
  const target = path.join(path.dirname(path.dirname(folder)), 'functions-warm', `${path.basename(folder)}-${process.pid}-${++snapshots}`);
  const staging = `${target}.partial`;
  await cp(folder, staging, { recursive: true }).catch(async (error: unknown) => {
    await rm(staging, { recursive: true, force: true });
    throw error;
  });
  if ((await func.getBuildData?.()) !== build) {
    await rm(staging, { recursive: true, force: true });
    throw new Error('The function was rebuilt while its build was being copied.');
  }
  await rename(staging, target);
  return target;
}

function workerInstance(workerData: object): Instance {
  const worker = new Worker(new URL('./function-worker.ts', import.meta.url), { workerData });
  // An idle instance must not keep the process alive once the server has stopped.
  worker.unref();
  let handlers: Parameters<Instance['listen']>[0] | undefined;
  worker.on('message', (message: InstanceMessage) => handlers?.message(message));
  worker.on('error', (error: Error) => handlers?.failure(error));
  worker.on('exit', (code) => handlers?.failure(new Error(`The function's worker exited with code ${code}.`)));
  return {
    send: (message) => worker.postMessage(message),
    listen: (next) => void (handlers = next),
    terminate: () => void worker.terminate(),
  };
}

/**
 * The Lambda event the function's handler expects, built as the emulator builds it, except that
 * query parameters go into objects without a prototype (`?constructor=1` made the emulator's
 * version throw) and the body always travels as base64, so its bytes arrive unchanged (the
 * emulator decoded anything not flagged binary as UTF-8).
 */
async function lambdaEvent(request: Request, route: string | undefined) {
  const url = new URL(request.url);
  const queryStringParameters: Record<string, string> = Object.create(null);
  const multiValueQueryStringParameters: Record<string, string[]> = Object.create(null);
  for (const [key, value] of url.searchParams) {
    queryStringParameters[key] = key in queryStringParameters ? `${queryStringParameters[key]},${value}` : value;
    (multiValueQueryStringParameters[key] ??= []).push(value);
  }
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
    multiValueHeaders[key] = value.split(',').map((part) => part.trim());
  });
  // The bytes as sent, whatever they are: a body that is not UTF-8 must reach the function as it
  // is (its own check answers it), not with replacement characters.
  const bytes = await bodyBytes(request);
  return {
    rawUrl: url.toString(),
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    body: bytes.length === 0 ? null : bytes.toString('base64'),
    isBase64Encoded: true,
    route,
  };
}

/**
 * The whole body, as the platform buffers it for a function: at most PLATFORM_BODY_LIMIT bytes. A
 * body declared larger is refused unread (incoming.ts answers 413); one that grows past the limit
 * fails as it is read.
 */
async function bodyBytes(request: Request): Promise<Buffer> {
  if (!request.body) return Buffer.alloc(0);
  if (Number(request.headers.get('content-length')) > PLATFORM_BODY_LIMIT) {
    await request.body.cancel(new BodyTooLargeError());
    throw new BodyTooLargeError();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of request.body) {
    size += chunk.byteLength;
    if (size > PLATFORM_BODY_LIMIT) throw new BodyTooLargeError();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, size);
}
