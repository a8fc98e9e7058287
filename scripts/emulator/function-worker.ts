/**
 * One warm instance of a built function (a worker thread). The emulator's own worker imports the
 * function, runs one invocation through lambda-local and exits; this one imports it on its first
 * invocation and then runs every invocation it is sent, one at a time, answering in the messages
 * `relay.ts` reads. Like the emulator's worker, it sets the invocation's environment variables
 * before the function is imported and runs.
 */
import { Buffer } from 'node:buffer';
import { Readable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import type { InstanceMessage } from './relay.ts';

interface LambdaResult {
  statusCode: number;
  headers?: Record<string, string | number | boolean | undefined>;
  multiValueHeaders?: Record<string, (string | number | boolean)[]>;
  body?: string | Readable | null;
  isBase64Encoded?: boolean;
}
interface LambdaLocal {
  getLogger(): { level: string };
  execute(options: { clientContext: string; event: unknown; lambdaFunc: unknown; region: string; timeoutMs: number; verboseLevel: number }): Promise<LambdaResult>;
}
export interface Invocation {
  type: 'invoke';
  data: { clientContext: string; environment: Record<string, string>; event: unknown; timeoutMs: number };
}

// Responses with these statuses have no body (the Fetch standard's null body statuses).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const { entry, lambdaLocalUrl } = workerData as { entry: string; lambdaLocalUrl: string };
const port = parentPort;
if (!port) throw new Error('function-worker.ts runs as a worker thread.');
process.setSourceMapsEnabled(true);
const lambdaLocal = ((await import(lambdaLocalUrl)) as { default: LambdaLocal }).default;
lambdaLocal.getLogger().level = 'alert';
let lambdaFunc: unknown;

const post = (message: InstanceMessage, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);

port.on('message', ({ data }: Invocation) => {
  invoke(data).catch((error: unknown) => post({ type: 'error', data: describe(error) }));
});

async function invoke({ clientContext, environment, event, timeoutMs }: Invocation['data']): Promise<void> {
  Object.assign(process.env, environment);
  lambdaFunc ??= await import(entry);
  const result = await lambdaLocal.execute({ clientContext, event, lambdaFunc, region: 'dev', timeoutMs, verboseLevel: 3 });
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(result.headers ?? {})) if (value !== undefined) headers.push([name.toLowerCase(), String(value)]);
  for (const [name, values] of Object.entries(result.multiValueHeaders ?? {})) for (const value of values) headers.push([name.toLowerCase(), String(value)]);
  const body = NULL_BODY_STATUSES.has(result.statusCode) ? null : result.body;
  post({ type: 'responseStart', data: { status: result.statusCode, headers, hasBody: body !== null && body !== undefined } });
  if (typeof body === 'string') sendChunk(Buffer.from(body, result.isBase64Encoded ? 'base64' : 'utf8'));
  else if (body instanceof Readable) for await (const chunk of body) sendChunk(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Uint8Array));
  post({ type: 'responseEnd' });
}

/** An error as the relay reports it; lambda-local turns a thrown Error into `{ errorType, errorMessage, stackTrace }`. */
function describe(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
  const { errorType = 'Error', errorMessage = String(error), stackTrace = [] } = (error ?? {}) as { errorType?: string; errorMessage?: string; stackTrace?: string[] };
  return { name: errorType, message: errorMessage, stack: [`${errorType}: ${errorMessage}`, ...stackTrace.map((frame) => `    at ${frame}`)].join('\n') };
}

function sendChunk(chunk: Uint8Array): void {
  // A copy of its own: a Buffer may be a view on a pool shared with other Buffers.
  const copy = new Uint8Array(chunk);
  post({ type: 'responseChunk', data: { chunk: copy } }, [copy.buffer]);
}
