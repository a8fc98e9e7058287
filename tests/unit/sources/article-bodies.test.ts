import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { articleBodies, PARALLEL_FROM, threadsFor } from '../../../src/sources/article-bodies.ts';
import { readLocalContent } from '../../../src/sources/local-source-fs.ts';
import { markdownArticleBody } from '../../../src/core/content/article-body.ts';
import type { ContentError } from '../../../src/core/content/problems.ts';
import type { RawContent } from '../../../src/core/content/raw-content.ts';
import { validateContent } from '../../../src/core/content/validate.ts';
import { renderMarkdown } from '../../../src/core/markdown/to-html.ts';

const BASE_URL = 'https://portfolio.example.com';
const FIXTURES = path.resolve('tests/fixtures/markdown');
const markdowns = readdirSync(FIXTURES).map((file) => readFileSync(path.join(FIXTURES, file), 'utf8'));
const threaded = articleBodies(BASE_URL, 2);

afterAll(() => threaded.close());

describe('article bodies on worker threads', () => {
  it('are the bodies and HTML the same conversion gives in this thread', async () => {
    for (const markdown of markdowns) {
      const body = await threaded.body(markdown, 'content/articles/x.md');
      expect(body).toEqual(await markdownArticleBody(markdown, 'content/articles/x.md', BASE_URL));
      expect(body.markdown).not.toBe('');
      expect(await threaded.html(body.markdown)).toBe(renderMarkdown(body.markdown));
    }
    // Two worker threads start, each loading the converters and Shiki, before the first answer.
  }, 30_000);

  it('report markdown rich text cannot hold as a problem of the body', async () => {
    const body = await threaded.body('text\n\n<div>html</div>\n', 'content/articles/x.md');
    expect(body.problems).toEqual([{ source: 'content/articles/x.md', field: 'body', message: 'Unsupported markdown: HTML block `<div>html</div>` (line 3)' }]);
  });

  it('give validateContent the same content and the same problems, in the same order', async () => {
    const raw = await readLocalContent(path.resolve('.'), path.resolve('content'));
    const here = await validateContent(raw, { baseUrl: BASE_URL });
    expect(await validateContent(raw, { baseUrl: BASE_URL, markdownBody: threaded.body })).toEqual(here);

    // A body rich text cannot hold, a slug another article has, a footnote.
    const broken: RawContent = {
      ...raw,
      entries: { ...raw.entries, articles: [
        ...(raw.entries['articles'] ?? []),
        { source: 'content/articles/a.md', defaultSlug: 'a', data: { title: 'A', excerpt: 'E', publishedAt: '2026-01-01' }, body: { format: 'markdown', markdown: '- [ ] task\n' } },
        { source: 'content/articles/b.md', defaultSlug: String(here['articles']![0]!['slug']), data: { title: 'B', excerpt: 'E', publishedAt: '2026-01-01' }, body: { format: 'markdown', markdown: 'fine\n' } },
        { source: 'content/articles/c.md', defaultSlug: 'c', data: { title: 'C', excerpt: 'E', publishedAt: '2026-01-01' }, body: { format: 'markdown', markdown: 'a[^1]\n\n[^1]: note\n' } },
      ] },
    };

    const problems = async (markdownBody?: typeof threaded.body) =>
      validateContent(broken, { baseUrl: BASE_URL, ...(markdownBody ? { markdownBody } : {}) }).then(
        () => [],
        (error: unknown) => (error as ContentError).problems,
      );
    const expected = await problems();
    // The footnote is two places to change: its reference and its definition.
    expect(expected.map((problem) => problem.source)).toEqual(['content/articles/a.md', 'content/articles/b.md', 'content/articles/c.md', 'content/articles/c.md']);
    expect(await problems(threaded.body)).toEqual(expected);
  });
});

describe('validateContent with a converter that fails', () => {
  it('stops with the converter\'s error instead of reporting it as a problem of every article', async () => {
    const raw = await readLocalContent(path.resolve('.'), path.resolve('content'));
    const markdownBody = () => Promise.reject(new Error('a worker thread stopped (exit code 1) before answering'));
    const error = await validateContent(raw, { baseUrl: BASE_URL, markdownBody }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toHaveProperty('problems');
    expect((error as Error).message).toContain('worker thread stopped');
  });
});

describe('threadsFor', () => {
  it('uses no thread for a few articles or one core, and one per core otherwise', () => {
    expect(threadsFor(PARALLEL_FROM - 1, 8)).toBe(0);
    expect(threadsFor(PARALLEL_FROM, 1)).toBe(0);
    expect(threadsFor(PARALLEL_FROM, 4)).toBe(4);
  });
});
