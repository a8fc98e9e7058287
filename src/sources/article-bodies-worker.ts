/** Worker thread of article-bodies.ts: converts markdown bodies and renders their HTML. */
import { parentPort } from 'node:worker_threads';
import { markdownArticleBody } from '../core/content/article-body.ts';
import { renderMarkdown } from '../core/markdown/to-html.ts';
import type { ArticleTask } from './article-bodies.ts';
import type { WorkerReply } from './worker-pool.ts';

parentPort?.on('message', (task: ArticleTask) => {
  answer(task).then(
    (value) => parentPort?.postMessage({ ok: true, value } satisfies WorkerReply<unknown>),
    (error: unknown) => parentPort?.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerReply<unknown>),
  );
});

async function answer(task: ArticleTask): Promise<unknown> {
  switch (task.kind) {
    case 'body':
      return markdownArticleBody(task.markdown, task.source, task.baseUrl);
    case 'html':
      return renderMarkdown(task.markdown);
  }
}
