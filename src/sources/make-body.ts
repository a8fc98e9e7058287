/**
 * A body's canonical markdown, problems and HTML: most of a cold build's work (~2 ms a body), so
 * from `THREADS_FROM` bodies, with more than one core, it runs on worker threads (tinypool).
 */
import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { markdownArticleBody, type ArticleBody } from '../core/content/article-body.ts';

export interface BodyTask {
  markdown: string;
  source: string;
  baseUrl: string;
  firstLine?: number;
}

export type MadeBody = ArticleBody;

/** A thread costs ~0.5 s of CPU to start: two save wall time from ~700 bodies when idle, seconds from 2,000. */
export const THREADS_FROM = 2000;

export default function makeBody({ markdown, source, baseUrl, firstLine }: BodyTask): MadeBody {
  return markdownArticleBody(markdown, source, baseUrl, firstLine);
}

/** Bodies asked for in one turn of the event loop are made together, so a mostly cached rebuild starts no thread. */
export class BodyMaker {
  readonly #threadsFrom: number;
  #batch: { task: BodyTask; resolve: (made: MadeBody) => void; reject: (error: unknown) => void }[] | undefined;

  constructor(threadsFrom = THREADS_FROM) {
    this.#threadsFrom = threadsFrom;
  }

  make(task: BodyTask): Promise<MadeBody> {
    if (!this.#batch) {
      this.#batch = [];
      setImmediate(() => void this.#run());
    }
    const batch = this.#batch;
    return new Promise((resolve, reject) => batch.push({ task, resolve, reject }));
  }

  async #run(): Promise<void> {
    const batch = this.#batch ?? [];
    this.#batch = undefined;
    const threads = batch.length >= this.#threadsFrom ? availableParallelism() : 1;
    const pool =
      threads > 1 ? new Tinypool({ filename: import.meta.url, minThreads: threads, maxThreads: threads }) : undefined;
    try {
      const made = async ({ task, resolve, reject }: (typeof batch)[number]) => {
        try {
          resolve(pool ? ((await pool.run(task)) as MadeBody) : makeBody(task));
        } catch (error) {
          reject(error);
        }
      };
      if (pool) await Promise.all(batch.map(made));
      // One at a time, the event loop turning between bodies: the card workers get their work meanwhile.
      else for (const item of batch) await made(item).then(() => new Promise((turned) => setImmediate(turned)));
    } finally {
      await pool?.destroy();
    }
  }
}
