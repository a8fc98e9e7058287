/**
 * Making a markdown body: its canonical markdown with its problems, and its HTML. Most of a cold
 * build's own work (about 2 ms a body, writing the markdown and highlighting the code), and
 * independent per body: from `THREADS_FROM` bodies on, and with more than one core, the bodies are
 * made on worker threads (tinypool), one per core, while the main thread waits.
 */
import { availableParallelism } from 'node:os';
import Tinypool from 'tinypool';
import { markdownArticleBody, type ArticleBody } from '../core/content/article-body.ts';
import { renderMarkdown } from '../core/markdown/to-html.ts';

export interface BodyTask {
  markdown: string;
  source: string;
  baseUrl: string;
  firstLine?: number;
}

/** A body and its HTML ('' when it has problems). */
export type MadeBody = ArticleBody & { html: string };

/**
 * A thread takes about 0.5 s of CPU to start (it loads the markdown libraries and compiles Shiki's
 * grammars) and a body about 2 ms: two threads save wall time from about 700 bodies on an idle
 * machine, and cost more CPU at any size, which a busy build machine feels. From 2,000 on they
 * save seconds.
 */
export const THREADS_FROM = 2000;

/** What a worker thread does (this module is the threads' file too). */
export default function makeBody({ markdown, source, baseUrl, firstLine }: BodyTask): MadeBody {
  return withHtml(markdownArticleBody(markdown, source, baseUrl, firstLine));
}

export function withHtml(body: ArticleBody): MadeBody {
  return { ...body, html: body.problems.length === 0 ? renderMarkdown(body.markdown) : '' };
}

/**
 * Makes bodies in batches: the bodies asked for in one turn of the event loop (validating the
 * content asks for every body before it awaits any) are made together, on threads when there are
 * enough of them, so a rebuild that reuses all but a few bodies starts no thread.
 */
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
    const pool = threads > 1 ? new Tinypool({ filename: import.meta.url, minThreads: threads, maxThreads: threads }) : undefined;
    try {
      await Promise.all(
        batch.map(async ({ task, resolve, reject }) => {
          try {
            resolve(pool ? ((await pool.run(task)) as MadeBody) : makeBody(task));
          } catch (error) {
            reject(error);
          }
        }),
      );
    } finally {
      await pool?.destroy();
    }
  }
}
