/**
 * Runs in Deno, in place of the edge-functions emulator's own server module: the same protocol
 * (a NETLIFYCONFIG request that names the functions and asks for their configs, then requests to
 * run), but each request runs on a pool of long-lived workers, as production reuses isolates,
 * instead of on a new worker that is thrown away. The workers are the emulator's own runner,
 * which already handles request after request; the configs and the error bodies come from the
 * emulator's modules too. `runtime` (the emulator's Deno folder) and `instances` are added to the
 * emulator's run options by `warm-edge.ts`.
 */
import { InstancePool } from './pool.ts';
import { relay, type Instance, type InstanceMessage } from './relay.ts';

// The few Deno APIs used here; the project's type check runs with Node's and the DOM's types.
declare const Deno: {
  args: string[];
  serve(options: { port: number; onListen: () => void }, handler: (request: Request) => Promise<Response>): { finished: Promise<void> };
};

interface RunOptions {
  denoPort: number;
  requestTimeout: number;
  runtime: string;
  instances: number;
}

const options = JSON.parse(Deno.args[0] ?? '{}') as RunOptions;
const runtimeFile = (file: string): string => new URL(file, options.runtime).href;
const { getConfigs } = (await import(runtimeFile('config.mjs'))) as { getConfigs: (functions: Record<string, string>) => Promise<unknown> };
const { getErrorResponse } = (await import(runtimeFile('errors.mjs'))) as { getErrorResponse: (error: unknown) => Response };
// The emulator's own wording, so a timeout reads the same in both modes.
const TIMEOUT_MESSAGE = 'An edge function took too long to produce a response. Refer to https://ntl.fyi/ef-limits for information about limits.';

const pool = new InstancePool<Instance>(() => runnerInstance(runtimeFile('workers/runner.mjs')), (instance) => instance.terminate(), options.instances);
let functions: Record<string, string> = {};

const server = Deno.serve({ port: options.denoPort, onListen: () => {} }, async (request) => {
  if (request.method.toUpperCase() === 'NETLIFYCONFIG') {
    const named = new URL(request.url).searchParams.get('functions');
    const next = named ? (JSON.parse(decodeURIComponent(named)) as Record<string, string>) : {};
    // Workers keep the modules they imported: another set of functions gets new workers.
    if (JSON.stringify(next) !== JSON.stringify(functions)) pool.recycle();
    functions = next;
    try {
      return Response.json(await getConfigs(functions));
    } catch (error) {
      return getErrorResponse(error);
    }
  }
  if (Object.keys(functions).length === 0) return new Response(null, { status: 404 });
  try {
    // The body goes to the worker as a stream (transferred, not copied), so it is read only as far
    // as the edge function reads it: one that answers without it (a 405) never makes this server
    // hold a client's upload. The emulator's own server reads it whole first.
    const body = request.body;
    const message = {
      type: 'request',
      data: {
        body,
        functions,
        headers: Object.fromEntries(request.headers),
        method: request.method,
        timeout: options.requestTimeout,
        url: request.url,
      },
    };
    return await relay(await pool.acquire(), message, { timeoutMs: options.requestTimeout, timeoutMessage: TIMEOUT_MESSAGE, transfer: body ? [body] : [] });
  } catch (error) {
    return getErrorResponse(error);
  }
});

function runnerInstance(url: string): Instance {
  const worker = new Worker(url, { type: 'module' });
  return {
    send: (message, transfer = []) => worker.postMessage(message, transfer),
    listen({ message, failure }) {
      worker.onmessage = (event: MessageEvent<InstanceMessage>) => message(event.data);
      worker.onerror = (event) => {
        // Handled here: unhandled, a worker's error would end this whole server.
        event.preventDefault();
        failure(event.error instanceof Error ? event.error : new Error(event.message));
      };
    },
    terminate: () => worker.terminate(),
  };
}

await server.finished;
