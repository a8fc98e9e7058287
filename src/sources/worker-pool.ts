/** A few worker threads that take tasks from one queue (Node only: runs at build time). */
import { Worker } from 'node:worker_threads';

/** What a worker script posts back for each task it received. */
export type WorkerReply<Result> = { ok: true; value: Result } | { ok: false; error: string };

interface Job<Task, Result> {
  task: Task;
  resolve: (value: Result) => void;
  reject: (error: Error) => void;
}

interface Slot<Task, Result> {
  worker: Worker;
  job?: Job<Task, Result>;
}

/**
 * Each worker runs one task at a time and takes the next queued one when it answers, so a slow
 * task never holds up others. `script` handles `message` events and posts one `WorkerReply` each.
 */
export class WorkerPool<Task, Result> {
  #queue: Job<Task, Result>[] = [];
  /** Jobs before this index were handed out (shifting a long array for each would be quadratic). */
  #taken = 0;
  readonly #slots: Slot<Task, Result>[] = [];
  readonly #script: URL;
  readonly #size: number;
  #failure: Error | undefined;

  /** Workers start with the first task, so a pool nobody uses costs nothing. */
  constructor(script: URL, size: number) {
    this.#script = script;
    this.#size = size;
  }

  run(task: Task): Promise<Result> {
    if (this.#failure) return Promise.reject(this.#failure);
    while (this.#slots.length < this.#size) this.#slots.push(this.#start(this.#script));
    return new Promise((resolve, reject) => {
      this.#queue.push({ task, resolve, reject });
      for (const slot of this.#slots) this.#next(slot);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.#slots.map((slot) => slot.worker.terminate()));
  }

  #start(script: URL): Slot<Task, Result> {
    const slot: Slot<Task, Result> = { worker: new Worker(script) };
    slot.worker.on('message', (reply: WorkerReply<Result>) => {
      const job = slot.job;
      slot.job = undefined;
      if (reply.ok) job?.resolve(reply.value);
      else job?.reject(new Error(reply.error));
      this.#next(slot);
    });
    slot.worker.on('error', (error: unknown) => this.#fail(error instanceof Error ? error : new Error(String(error))));
    slot.worker.on('exit', (code) => {
      if (slot.job) this.#fail(new Error(`a worker thread stopped (exit code ${code}) before answering`));
    });
    return slot;
  }

  #next(slot: Slot<Task, Result>): void {
    if (slot.job || this.#failure) return;
    const job = this.#queue[this.#taken];
    if (!job) return;
    this.#taken++;
    if (this.#taken === this.#queue.length) {
      this.#queue = [];
      this.#taken = 0;
    }
    slot.job = job;
    slot.worker.postMessage(job.task);
  }

  /** A crashed worker fails what it was doing and everything still queued. */
  #fail(error: Error): void {
    this.#failure ??= error;
    for (const slot of this.#slots) {
      slot.job?.reject(error);
      slot.job = undefined;
    }
    for (const job of this.#queue.slice(this.#taken)) job.reject(error);
    this.#queue = [];
    this.#taken = 0;
  }
}
