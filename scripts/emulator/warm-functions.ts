/**
 * Warm functions: the emulator runs every invocation of a (Functions v2) function in a new worker
 * thread that imports the function's build afresh. `WarmFunctions.adopt` gives one function of the
 * served site a runtime that keeps a small pool of `function-worker.ts` instances per build
 * instead, as production reuses a function's instances. A new build of the function (the
 * emulator rebuilds when its files change) gets new instances. A function the emulator does not
 * shape as expected is an error, not a quiet return to the shipped runtime.
 */
import { Buffer } from 'node:buffer';
import nodeModule from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { shouldBase64Encode } from '@netlify/dev-utils';
import type { Invocation } from './function-worker.ts';
import { InstancePool } from './pool.ts';
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
  readonly #pools = new Map<EmulatedFunction, { build: object; pool: InstancePool<Instance> }>();
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

  close(): void {
    for (const { pool } of this.#pools.values()) pool.close();
    this.#pools.clear();
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
    const lease = await this.#poolFor(func, build, pathToFileURL(entry).href).acquire();
    return relay(lease, invocation, { timeoutMs: timeout * 1000 + 1000, timeoutMessage: `The function did not answer within ${timeout} s.` });
  }

  #poolFor(func: EmulatedFunction, build: object, entry: string): InstancePool<Instance> {
    const current = this.#pools.get(func);
    if (current?.build === build) return current.pool;
    current?.pool.close();
    const workerData = { entry, lambdaLocalUrl: this.#lambdaLocalUrl };
    const pool = new InstancePool<Instance>(() => workerInstance(workerData), (instance) => instance.terminate(), this.#instances);
    this.#pools.set(func, { build, pool });
    return pool;
  }
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
 * version throw) and a body that is flagged base64 is base64.
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
  const isBase64Encoded = shouldBase64Encode(request.headers.get('content-type') ?? '');
  const bytes = Buffer.from(await request.arrayBuffer());
  return {
    rawUrl: url.toString(),
    rawQuery: url.search,
    path: url.pathname,
    httpMethod: request.method,
    headers,
    multiValueHeaders,
    queryStringParameters,
    multiValueQueryStringParameters,
    body: bytes.length === 0 ? null : bytes.toString(isBase64Encoded ? 'base64' : 'utf8'),
    isBase64Encoded,
    route,
  };
}
