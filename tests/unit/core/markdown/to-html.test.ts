import type { Root } from 'mdast';
import { markdownToMdast } from 'satteri';
import { expect, it } from 'vitest';
import { mdastToHtml, renderInlineMarkdown, renderMarkdown } from '../../../../src/core/markdown/to-html.ts';

it('renders GitHub-flavoured markdown: tables, strikethrough, task lists, code', () => {
  const html = renderMarkdown('| a | b |\n|---|--:|\n| 1 | 2 |\n\n~~old~~\n\n- [x] done\n\n```ts\nconst x = 1;\n```');
  // In a region that scrolls sideways on a narrow screen, reachable by keyboard.
  expect(html).toContain('<div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table>');
  expect(html).toContain('<td align="right">2</td>');
  expect(html).toContain('<del>old</del>');
  expect(html).toContain('<input type="checkbox" checked disabled>');
  // Code in a known language comes back highlighted (highlight.test.ts has the details).
  expect(html).toMatch(
    /<pre class="shiki[^"]*" tabindex="0" role="region" aria-label="Code"><code><span class="line">/,
  );
});

it('names each code block’s and table’s region apart when there are several, tables inside a list or a quote too', () => {
  const table = '| a |\n|---|\n| 1 |';
  const html = renderMarkdown(
    `${table}\n\n> ${table.replaceAll('\n', '\n> ')}\n\n- item\n\n  ${table.replaceAll('\n', '\n  ')}\n\n` +
      '```ts\nconst a = 1;\n```\n\nText.\n\n```\nplain\n```',
  );
  const labels = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1]);
  expect(labels(/<pre[^>]* role="region" aria-label="([^"]+)">/g)).toEqual(['Code 1 of 2', 'Code 2 of 2']);
  expect(labels(/aria-label="([^"]+)"><table>/g)).toEqual(['Table 1 of 3', 'Table 2 of 3', 'Table 3 of 3']);
});

it('drops scripts, event handlers, inline styles and javascript: links', () => {
  const html = renderMarkdown(
    '<script>alert(1)</script>\n\n<b onclick="x()">b</b> <span style="color:red">s</span> [x](javascript:alert(1)) <iframe src="https://e.example"></iframe>',
  );
  expect(html).not.toMatch(/script|onclick|style=|javascript:|iframe/);
  expect(html).toContain('<b>b</b>');
});

it('shifts headings down so they nest under the page heading, keeping their order', () => {
  expect(renderMarkdown('# A\n\n## B\n\n### C')).toBe('<h2>A</h2>\n<h3>B</h3>\n<h4>C</h4>');
  expect(renderMarkdown('## A\n\n### B')).toBe('<h2>A</h2>\n<h3>B</h3>');
  expect(renderMarkdown('## A', { minHeading: 4 })).toBe('<h4>A</h4>');
});

it('gives published images their size, and raster ones the narrower copies the build wrote', () => {
  expect(renderMarkdown('![Plan](https://x.example/images/plan.300x100.0a1b2c3d.svg)')).toBe(
    '<p><img src="https://x.example/images/plan.300x100.0a1b2c3d.svg" alt="Plan" loading="lazy" decoding="async" width="300" height="100"></p>',
  );
  expect(renderMarkdown('![Photo](https://x.example/images/photo.1200x800.0a1b2c3d.webp)')).toBe(
    '<p><img src="https://x.example/images/photo.1200x800.0a1b2c3d.webp" alt="Photo" loading="lazy" decoding="async" width="1200" height="800" ' +
      'srcset="https://x.example/images/photo.1200x800.0a1b2c3d.480w.webp 480w, https://x.example/images/photo.1200x800.0a1b2c3d.960w.webp 960w, https://x.example/images/photo.1200x800.0a1b2c3d.webp 1200w" ' +
      'sizes="(min-width: 46rem) 44rem, 100vw"></p>',
  );
  // Too narrow for a smaller copy to be worth a file.
  expect(renderMarkdown('![Icon](https://x.example/images/icon.500x500.0a1b2c3d.webp)')).not.toContain('srcset');
});

it('links footnote references to their notes', () => {
  const html = renderMarkdown('Text[^1].\n\n[^1]: The note.');
  expect(html).toContain('href="#user-content-fn-1" id="user-content-fnref-1"');
  expect(html).toContain('<li id="user-content-fn-1">');
});

it('renderInlineMarkdown renders one line without a wrapping paragraph', () => {
  expect(renderInlineMarkdown('Use `limit`, see [docs](/docs).')).toBe(
    'Use <code>limit</code>, see <a href="/docs">docs</a>.',
  );
});

const tree = (markdown: string) => markdownToMdast(markdown, { position: false }) as unknown as Root;

it("a body's headings get ids from their text as GitHub makes them, unique on the page, and are listed for a table of contents; a field's leave ids to the page, whose own headings share it", () => {
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
  expect(mdastToHtml(tree('## About'), {}).headings).toEqual([]);
});
