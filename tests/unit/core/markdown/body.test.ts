/**
 * A markdown body's canonical form (what the API serves as `bodyMarkdown`, and what a Contentful
 * article with the same content gives) and the problems of what it cannot carry.
 */
import { expect, it } from 'vitest';
import { markdownArticleBody } from '../../../../src/core/content/article-body.ts';
import { canonicalBody } from '../../../../src/core/markdown/body.ts';
import { bodyMarkdown } from '../../../../src/core/markdown/written-body.ts';

const BASE = 'https://portfolio.example';
const canonical = (markdown: string) => canonicalBody(markdown, (url) => (url.startsWith('/') ? `${BASE}${url}` : url));
const markdownOf = (markdown: string) => bodyMarkdown(canonical(markdown).tree);
const refused = (markdown: string) => canonical(markdown).refused;

/** What the canonical form of a body is written as. */
it.each(
  Object.entries({
    'turns soft line breaks into spaces and writes hard breaks and <br> as breaks': [
      'a\nb  \nc<br>d\n',
      'a b\\\nc\\\nd\n',
    ],
    'keeps headings, quotes, rules, tables and code blocks with their language': [
      'Title\n=====\n\n> q\n> r\n\n***\n\n| a | b |\n|---|---|\n| 1 |\n\n```ts meta\nx\n```\n\n    indented\n',
      '# Title\n\n> q r\n\n---\n\n| a | b |\n| - | - |\n| 1 |   |\n\n```ts meta\nx\n```\n\n```\nindented\n```\n',
    ],
    'writes lists tight, with their numbers': ['3. a\n\n4. b\n   * c\n', '3. a\n4. b\n   - c\n'],
    'writes marks in one dialect, with <u>, <sup> and <sub> as HTML around the marks of markdown': [
      '_i_ __b__ ~~s~~ `c` H<sub>2</sub>O <u>*u*</u> ** b **',
      '*i* **b** ~~s~~ `c` H<sub>2</sub>O <u>*u*</u> \\*\\* b \\*\\*\n',
    ],
    'resolves reference links and makes links to the site absolute': [
      '[a][r] and [b](/projects/x "")\n\n[r]: /articles/y\n',
      `[a](${BASE}/articles/y) and [b](${BASE}/projects/x)\n`,
    ],
    'stands each image in a paragraph of its own': [
      'Before ![A](https://x.example/a.png) after.',
      'Before\n\n![A](https://x.example/a.png)\n\nafter.\n',
    ],
  } as const),
)('%s', (_behaviour, [markdown, written]) => {
  expect(markdownOf(markdown)).toBe(written);
});

it('is empty for an empty body', () => {
  expect(canonical('')).toEqual({ tree: { type: 'root', children: [] }, refused: [], warnings: [], links: [] });
  expect(markdownOf('')).toBe('');
});

// Other constructs are refused with their lines below; a link a page would drop, in content-faults.test.ts.
it.each([
  ['an HTML block', '<div>\nhi\n</div>', 'HTML block `<div>`'],
  ['an image title', '![a](https://x.example/i.png "title")', 'image title ("title")'],
  ['an image inside a link', '[![a](https://x.example/i.png)](https://x.example)', 'image inside a link'],
  ['an image inside a heading', '# ![i](https://x.example/i.png)', 'image inside a heading'],
  ['an image inside bold text', '**![i](https://x.example/i.png)**', 'image inside a bold text'],
  ['an unmatched </sup>', 'a</sup>', 'unmatched </sup>'],
  [
    'an image a page would drop',
    '![x](data:image/png;base64,AA)',
    'image from "data:image/png;base64,AA", which a page cannot show',
  ],
])('refuses %s, which a body cannot carry', (_name, markdown, construct) => {
  expect(refused(markdown)).toContainEqual({ construct: expect.stringContaining(construct), line: expect.any(Number) });
});

it('refuses tags that cross, saying it once, naming both', () => {
  expect(refused('a <u><sup>b</u></sup> c')).toEqual([{ construct: '</u> closing across <sup>', line: 1 }]);
});

it('names every construct of the body, each with its line in the file, not only the first', () => {
  const markdown = [
    'A [link](https://x.example "title") and <span>HTML</span>.',
    '',
    '- [ ] a task',
    '',
    '| a |',
    '| :-: |',
    '| ![i](https://x.example/i.png) |',
    '',
    'A note[^1].',
    '',
    '[^1]: The note.',
    '',
    '<u>left open',
  ].join('\n');
  // The body starts on line 8 of its file, after the front matter.
  const body = markdownArticleBody(markdown, 'content/articles/x.md', BASE, 8);
  expect(body.markdown).toBe('');
  expect(body.problems).toEqual(
    [
      ['link title ("title")', 8],
      ['inline HTML `<span>`', 8],
      ['inline HTML `</span>`', 8],
      ['task list item (`[ ]` / `[x]`)', 10],
      ['table column alignment (`:---`, `---:`)', 12],
      ['image inside a table cell', 14],
      ['footnote', 16],
      ['footnote', 18],
      ['unclosed <u>', 20],
    ].map(([construct, line]) => ({
      source: 'content/articles/x.md',
      line,
      field: 'body',
      message: `Unsupported markdown: ${construct}`,
    })),
  );
});
