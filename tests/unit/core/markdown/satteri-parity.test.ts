/** The build parses markdown with satteri; the unified pipeline it replaced is the oracle. */
import { afterAll, describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/core/markdown/to-html.ts';
import { canonicalBody } from '../../../../src/core/markdown/body.ts';
import { markdownCorpus } from '../../../support/markdown-corpus.ts';
import { referenceBody, referenceHtml } from '../../../support/reference-markdown.ts';

const corpus = markdownCorpus();
afterAll(corpus.remove);

// The oracle highlights code with Shiki and parses HTML on every document: slow on a busy machine.
describe('markdown parsed by satteri', { timeout: 60_000 }, () => {
  it.each(corpus.bodies)('%s gives the same canonical body and problems', (_, markdown) => {
    expect(canonicalBody(markdown, (url) => url)).toEqual(referenceBody(markdown));
  });

  it.each(corpus.all)('%s renders to the same HTML', (_, markdown) => {
    expect(renderMarkdown(markdown)).toBe(referenceHtml(markdown));
    expect(renderMarkdown(markdown, { minHeading: 3 })).toBe(referenceHtml(markdown, 3));
  });
});
