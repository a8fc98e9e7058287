/**
 * Runs one request on a lent instance and turns the instance's messages back into a `Response`.
 * The messages are those of the edge-functions emulator's runner (`responseStart`, then
 * `responseChunk`s, then `responseEnd`); the functions worker speaks the same, plus `error`.
 * Runtime-neutral: used by the Node side (functions) and the Deno side (edge functions).
 */
import type { Lease } from './pool.ts';

export type InstanceMessage =
  | { type: 'responseStart'; data: { status: number; headers: HeadersInit; hasBody: boolean } }
  | { type: 'responseChunk'; data: { chunk?: Uint8Array } }
  | { type: 'responseEnd' }
  | { type: 'error'; data: { name: string; message: string; stack?: string } };

/** A worker as the relay sees it, whatever runtime it lives in. */
export interface Instance {
  /** Posts the message; what `transfer` lists moves to the instance instead of being copied. */
  send(message: unknown, transfer?: Transferable[]): void;
  /** Routes the instance's messages and failures to the request it is running now. */
  listen(handlers: { message: (message: InstanceMessage) => void; failure: (error: Error) => void }): void;
  terminate(): void;
}

export interface RelayOptions {
  /** How long the instance may take to start its response. */
  timeoutMs: number;
  timeoutMessage: string;
  /** Objects of `request` to move to the instance (a body stream). */
  transfer?: Transferable[];
}

export function relay(lease: Lease<Instance>, request: unknown, { timeoutMs, timeoutMessage, transfer = [] }: RelayOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    let body: ReadableStreamDefaultController<Uint8Array> | undefined;
    let started = false;
    // An instance that does not answer in time may be stuck in a loop: it is ended, not reused.
    const timer = setTimeout(() => fail(new Error(timeoutMessage)), timeoutMs);
    const fail = (error: Error): void => {
      clearTimeout(timer);
      lease.retire();
      if (!started) reject(error);
      body?.error(error);
      body = undefined;
    };
    lease.instance.listen({
      failure: fail,
      message(message) {
        switch (message.type) {
          case 'responseStart': {
            started = true;
            clearTimeout(timer);
            const stream = message.data.hasBody
              ? new ReadableStream<Uint8Array>({
                  start: (controller) => void (body = controller),
                  // The client went away mid-stream: the instance is still writing, so it is ended.
                  cancel: () => {
                    body = undefined;
                    lease.retire();
                  },
                })
              : null;
            resolve(new Response(stream, { status: message.data.status, headers: message.data.headers }));
            break;
          }
          case 'responseChunk':
            if (message.data.chunk) body?.enqueue(message.data.chunk);
            break;
          case 'responseEnd':
            if (!started) return fail(new Error('The instance ended without producing a response.'));
            body?.close();
            body = undefined;
            lease.release();
            break;
          case 'error':
            fail(Object.assign(new Error(message.data.message), message.data));
            break;
        }
      },
    });
    lease.instance.send(request, transfer);
  });
}
