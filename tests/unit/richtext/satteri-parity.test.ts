/**
 * The build parses markdown with satteri; the unified pipeline it replaced is the oracle. On the
 * sample content, the markdown fixtures and a synthetic set, both give the same rich text (so the
 * same `bodyMarkdown`) and the same page HTML.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../src/core/markdown/to-html.ts';
import { markdownToRichText } from '../../../src/core/richtext/from-markdown/convert.ts';
import { richTextToMarkdown } from '../../../src/core/richtext/to-markdown.ts';
import { markdownCorpus } from '../../support/markdown-corpus.ts';
import { referenceHtml, referenceRichText } from '../../support/reference-markdown.ts';

const corpus = markdownCorpus();
afterAll(corpus.remove);
const CORPUS = corpus.all;
const BODIES = corpus.bodies;

// The oracle highlights code with Shiki and parses HTML on every document: slow on a busy machine.
describe('markdown parsed by satteri', { timeout: 60_000 }, () => {
  it('has a corpus of every kind of content', () => {
    expect(BODIES.length).toBeGreaterThan(50);
    expect(CORPUS.length).toBeGreaterThan(BODIES.length * 2);
  });

  it.each(BODIES)('%s converts to the same rich text, and so the same bodyMarkdown', async (_, markdown) => {
    let expected: unknown;
    try {
      expected = referenceRichText(markdown);
    } catch (error) {
      // Markdown rich text cannot hold fails the same way.
      await expect(markdownToRichText(markdown)).rejects.toThrow((error as Error).message);
      return;
    }
    const document = await markdownToRichText(markdown);
    expect(document).toEqual(expected);
    expect(richTextToMarkdown(document)).toBe(richTextToMarkdown(expected as typeof document));
  });

  it.each(CORPUS)('%s renders to the same HTML', (_, markdown) => {
    expect(renderMarkdown(markdown)).toBe(referenceHtml(markdown));
    expect(renderMarkdown(markdown, { minHeading: 3 })).toBe(referenceHtml(markdown, 3));
  });

  it('renders the converted bodies (what the pages show) to the same HTML', async () => {
    for (const [, markdown] of BODIES) {
      let body: string;
      try {
        body = richTextToMarkdown(await markdownToRichText(markdown));
      } catch {
        continue;
      }
      expect(renderMarkdown(body)).toBe(referenceHtml(body));
    }
  });
});
