/**
 * Converting article bodies (markdown → rich text → markdown) and rendering their HTML is most of a
 * build's work and independent per article: with enough articles it runs on worker threads, one per
 * core, while the main thread only waits (Node only: runs at build time).
 */
import { availableParallelism } from 'node:os';
import { markdownArticleBody, type ArticleBody } from '../core/content/article-body.ts';
import { renderMarkdown } from '../core/markdown/to-html.ts';
import { WorkerPool } from './worker-pool.ts';

export type ArticleTask =
  | { kind: 'body'; markdown: string; source: string; baseUrl: string; firstLine?: number }
  | { kind: 'html'; markdown: string };

export interface ArticleBodies {
  /** The body the API serves, with its problems (see `markdownArticleBody`). */
  body: (markdown: string, source: string, firstLine?: number) => Promise<ArticleBody>;
  /** The HTML the site shows for an article's `bodyMarkdown`. */
  html: (markdown: string) => Promise<string>;
  close: () => Promise<void>;
}

/** Below this many articles, starting threads (each loads the markdown libraries) costs more than it saves. */
export const PARALLEL_FROM = 64;

/** Bodies a thread may have been sent and not converted yet. */
const BODIES_AHEAD = 4;

/** Threads for `articles` articles: none (work in this thread) for few articles or one core. */
export function threadsFor(articles: number, cores = availableParallelism()): number {
  return articles < PARALLEL_FROM || cores < 2 ? 0 : cores;
}

export function articleBodies(baseUrl: string, threads: number): ArticleBodies {
  if (threads === 0) {
    return {
      body: (markdown, source, firstLine) => markdownArticleBody(markdown, source, baseUrl, firstLine),
      html: async (markdown) => renderMarkdown(markdown),
      close: async () => {},
    };
  }
  // A few bodies sent ahead: the threads keep converting while this one reads and stores the content.
  const pool = new WorkerPool<ArticleTask, unknown>(new URL('./article-bodies-worker.ts', import.meta.url), threads, { ahead: BODIES_AHEAD });
  return {
    body: async (markdown, source, firstLine) => (await pool.run({ kind: 'body', markdown, source, baseUrl, ...(firstLine === undefined ? {} : { firstLine }) })) as ArticleBody,
    html: async (markdown) => (await pool.run({ kind: 'html', markdown })) as string,
    close: () => pool.close(),
  };
}
