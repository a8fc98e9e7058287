import type { Root } from 'mdast';
import { markdownToMdast } from 'satteri';
import { expect, it } from 'vitest';
import { mdastToHtml } from '../../../../src/core/markdown/to-html.ts';

const tree = (markdown: string) => markdownToMdast(markdown, { position: false }) as unknown as Root;

it("a body's headings get ids from their text as GitHub makes them, unique on the page, and are listed for a table of contents", () => {
  const { html, headings } = mdastToHtml(tree('# Main\n\n## Why *this*?\n\n### Why this\n\n## Why this'), {
    headingIds: true,
  });
  // The body's top heading becomes an h2 under the page's h1; `main` is the page's own <main>.
  expect(headings).toEqual([
    { depth: 2, slug: 'main-1', text: 'Main' },
    { depth: 3, slug: 'why-this', text: 'Why this?' },
    { depth: 4, slug: 'why-this-1', text: 'Why this' },
    { depth: 3, slug: 'why-this-2', text: 'Why this' },
  ]);
  for (const { slug } of headings) expect(html).toContain(` id="${slug}"`);
});

it("headings in a field's markdown leave ids to the page, which shares its page with the page's own headings", () => {
  expect(mdastToHtml(tree('## About'), {}).headings).toEqual([]);
});
