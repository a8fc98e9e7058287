/** Worker thread of article-bodies.ts: converts markdown bodies and renders their HTML. */
import { markdownArticleBody } from '../core/content/article-body.ts';
import { renderMarkdown } from '../core/markdown/to-html.ts';
import type { ArticleTask } from './article-bodies.ts';
import { answerTasks } from './worker-pool.ts';

answerTasks(answer);

async function answer(task: ArticleTask): Promise<unknown> {
  switch (task.kind) {
    case 'body':
      return markdownArticleBody(task.markdown, task.source, task.baseUrl, task.firstLine);
    case 'html':
      return renderMarkdown(task.markdown);
  }
}
