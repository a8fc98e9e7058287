/**
 * A few workers that take tasks from one queue (Node only: runs at build time): worker threads, or
 * child processes for work whose native library serialises the threads of one process.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { constants, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker, parentPort } from 'node:worker_threads';

/** What a worker script posts back for each task it received. */
export type WorkerReply<Result> = { ok: true; value: Result } | { ok: false; error: string };

/**
 * `thread`: a worker thread (cheap to start, shares the process's native libraries). `process`: a
 * child process of its own, for work whose native libraries keep process-wide state (the social
 * cards: two processes draw a card every ~7 ms, two threads every ~9 ms).
 */
export type Isolation = 'thread' | 'process';

/**
 * The worker script's side: answers each task it receives with one `WorkerReply`, in a worker
 * thread or in a child process alike, one task at a time and in the order they came (the pool may
 * send a few ahead).
 */
export function answerTasks<Task, Result>(answer: (task: Task) => Promise<Result>): void {
  const reply = (message: WorkerReply<Result>): void => {
    if (parentPort) parentPort.postMessage(message);
    else process.send?.(message);
  };
  let previous: Promise<void> = Promise.resolve();
  const onTask = (task: Task) => {
    previous = previous.then(async () => {
      // A task that fails, even by throwing before it returns a promise, is answered as failed, so
      // the tasks after it still run.
      let message: WorkerReply<Result>;
      try {
        message = { ok: true, value: await answer(task) };
      } catch (error) {
        message = { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
      }
      reply(message);
    });
  };
  if (parentPort) {
    parentPort.on('message', onTask);
  } else if (process.send) {
    process.on('message', onTask);
    // The build that started this process is gone (it ended or was stopped): so is the work.
    process.on('disconnect', () => process.exit(0));
  }
}

/** One worker, thread or process, as the pool drives it. */
interface Channel {
  post(task: unknown): void;
  onMessage(listener: (reply: unknown) => void): void;
  onError(listener: (error: unknown) => void): void;
  onExit(listener: (code: number | null) => void): void;
  stop(): Promise<void>;
}

function threadChannel(script: URL): Channel {
  const worker = new Worker(script);
  return {
    post: (task) => worker.postMessage(task),
    onMessage: (listener) => void worker.on('message', listener),
    onError: (listener) => void worker.on('error', listener),
    onExit: (listener) => void worker.on('exit', listener),
    stop: async () => void (await worker.terminate()),
  };
}

function processChannel(script: URL, background: boolean): Channel {
  // Structured clone, as for threads, so a task and its reply keep the same shapes.
  const child: ChildProcess = fork(fileURLToPath(script), [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  if (background && child.pid !== undefined) {
    try {
      setPriority(child.pid, constants.priority.PRIORITY_LOW);
    } catch {
      // A system that does not let a process lower its child's priority runs it as it is.
    }
  }
  return {
    post: (task) => void child.send(task as object),
    onMessage: (listener) => void child.on('message', listener),
    onError: (listener) => void child.on('error', listener),
    onExit: (listener) => void child.on('exit', listener),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

interface Job<Task, Result> {
  task: Task;
  resolve: (value: Result) => void;
  reject: (error: Error) => void;
}

interface Slot<Task, Result> {
  worker: Channel;
  /** Sent to this worker and not answered yet, oldest first: the worker answers in this order. */
  jobs: Job<Task, Result>[];
}

export interface PoolOptions {
  isolation?: Isolation;
  /**
   * How many tasks a worker may have been sent and not answered yet (default 1). A worker runs one
   * at a time either way; with more, it does not wait for this thread to hand it the next one,
   * which matters when this thread is busy for long stretches (Astro rendering pages beside the
   * cards). With 1, a slow task never holds up others.
   */
  ahead?: number;
  /**
   * Processes only: run the workers at the system's lowest priority, on what the build's own threads
   * leave idle. For work the build does not wait for until its end (the social cards, drawn while
   * the bodies are converted and the pages rendered, which is what a build waits for).
   */
  background?: boolean;
}

/**
 * Each worker runs one task at a time and takes the next queued one when it answers (or has a few
 * waiting: `ahead`). `script` handles `message` events and posts one `WorkerReply` each (answerTasks).
 */
export class WorkerPool<Task, Result> {
  #queue: Job<Task, Result>[] = [];
  /** Jobs before this index were handed out (shifting a long array for each would be quadratic). */
  #taken = 0;
  readonly #slots: Slot<Task, Result>[] = [];
  readonly #script: URL;
  readonly #size: number;
  readonly #isolation: Isolation;
  readonly #ahead: number;
  readonly #background: boolean;
  #failure: Error | undefined;

  /** Workers start with the first task, so a pool nobody uses costs nothing. */
  constructor(script: URL, size: number, { isolation = 'thread', ahead = 1, background = false }: PoolOptions = {}) {
    this.#script = script;
    this.#size = size;
    this.#isolation = isolation;
    this.#ahead = Math.max(1, ahead);
    this.#background = background;
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
    await Promise.all(this.#slots.map((slot) => slot.worker.stop()));
  }

  #start(script: URL): Slot<Task, Result> {
    const slot: Slot<Task, Result> = { worker: this.#isolation === 'process' ? processChannel(script, this.#background) : threadChannel(script), jobs: [] };
    slot.worker.onMessage((message) => {
      // The worker script answers each task with one WorkerReply, in the order sent (answerTasks).
      const reply = message as WorkerReply<Result>;
      const job = slot.jobs.shift();
      if (reply.ok) job?.resolve(reply.value);
      else job?.reject(new Error(reply.error));
      this.#next(slot);
    });
    slot.worker.onError((error) => this.#fail(error instanceof Error ? error : new Error(String(error))));
    slot.worker.onExit((code) => {
      if (slot.jobs.length > 0) this.#fail(new Error(`a worker ${this.#isolation} stopped (exit code ${code}) before answering`));
    });
    return slot;
  }

  #next(slot: Slot<Task, Result>): void {
    while (slot.jobs.length < this.#ahead && !this.#failure) {
      const job = this.#queue[this.#taken];
      if (!job) return;
      this.#taken++;
      if (this.#taken === this.#queue.length) {
        this.#queue = [];
        this.#taken = 0;
      }
      slot.jobs.push(job);
      slot.worker.post(job.task);
    }
  }

  /** A crashed worker fails what it was doing and everything still queued. */
  #fail(error: Error): void {
    this.#failure ??= error;
    for (const slot of this.#slots) {
      for (const job of slot.jobs) job.reject(error);
      slot.jobs = [];
    }
    for (const job of this.#queue.slice(this.#taken)) job.reject(error);
    this.#queue = [];
    this.#taken = 0;
  }
}
