/**
 * A body is parsed once: its `bodyMarkdown` and its HTML are both written from the one canonical
 * tree, so where the canonical form differs from what was written the page shows the canonical form.
 */
import { richTextFromMarkdown } from '@contentful/rich-text-from-markdown';
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { renderMarkdown } from '../../../../src/core/markdown/to-html.ts';
import { markdownCorpus } from '../../../support/markdown-corpus.ts';

const BASE = 'https://portfolio.example';
const corpus = markdownCorpus();
const parsers = { markdownToMdast: vi.fn(), markdownToHast: vi.fn() };
let body: typeof import('../../../../src/core/content/article-body.ts');

// The unit tests share one module graph: the counting parser is loaded into a fresh one, and taken out after.
beforeAll(async () => {
  vi.doMock('satteri', async (importOriginal) => {
    const original = await importOriginal<typeof import('satteri')>();
    parsers.markdownToMdast.mockImplementation(original.markdownToMdast);
    parsers.markdownToHast.mockImplementation(original.markdownToHast);
    return { ...original, ...parsers };
  });
  vi.resetModules();
  body = await import('../../../../src/core/content/article-body.ts');
});
afterAll(() => {
  vi.doUnmock('satteri');
  vi.resetModules();
  corpus.remove();
});
beforeEach(() => vi.clearAllMocks());

it('an article body is parsed once, and its HTML is its canonical form', () => {
  const markdown = 'Soft\nbreak, ![A](https://x.example/a.png) and <u>a\nmark</u>.\n';
  const made = body.markdownArticleBody(markdown, 'x.md', BASE);
  expect(parsers.markdownToMdast).toHaveBeenCalledTimes(1);
  expect(parsers.markdownToHast).not.toHaveBeenCalled();
  expect(made.markdown).toBe('Soft break,\n\n![A](https://x.example/a.png)\n\nand <u>a mark</u>.\n');
  expect(made.html).toBe(
    '<p>Soft break,</p>\n<p><img src="https://x.example/a.png" alt="A" loading="lazy" decoding="async"></p>\n<p>and <u>a mark</u>.</p>',
  );
});

// Its lists are tight, but the writer puts a blank line between some blocks of an item: read back, that list is loose.
it.each([
  ['two paragraphs', '- a\n\n  b\n- c', 'loose'],
  ['a paragraph and a rule', '- a\n\n  ---\n- c', 'loose'],
  ['two quotes', '- > a\n\n  > b\n- c', 'loose'],
  ['a paragraph and a list from 3', '- a\n\n  3. b\n- c', 'loose'],
  ['a paragraph and a list with an empty item first', '- a\n\n  -\n  - b\n- c', 'loose'],
  ['a list ending in a paragraph, then one', '- a\n  - b\n\n  c\n- d', 'loose'],
  ['a quote ending in a paragraph, then one', '- > a\n\n  b\n- c', 'loose'],
  ['a paragraph and a list', '- a\n  - b\n- c', 'tight'],
  ['a heading and a paragraph', '- # h\n  b\n- c', 'tight'],
  ['a paragraph and code', '- a\n  ```\n  x\n  ```\n- c', 'tight'],
  ['a paragraph and a table', '- a\n\n  | t |\n  | - |\n- c', 'tight'],
])('renders a list item of %s as its markdown reads back', (_, markdown, kind) => {
  const made = body.markdownArticleBody(markdown, 'x.md', BASE);
  expect(made.html).toBe(renderMarkdown(made.markdown, { headingIds: true }));
  expect(made.html.includes('<li>\n<p>')).toBe(kind === 'loose');
});

it('an article body renders as its markdown reads back, in markdown and in rich text, which is never parsed from markdown', async () => {
  for (const [name, markdown] of corpus.bodies) {
    const written = body.markdownArticleBody(markdown, name, BASE);
    expect(written.html, name).toBe(renderMarkdown(written.markdown, { headingIds: true }));
    const document = await richTextFromMarkdown(markdown);
    parsers.markdownToMdast.mockClear();
    const made = body.articleBody(document, name, BASE);
    expect(parsers.markdownToMdast).not.toHaveBeenCalled();
    if (made.problems.length === 0) expect(made.html, name).toBe(renderMarkdown(made.markdown, { headingIds: true }));
  }
});
