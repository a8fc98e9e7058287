/** One word count and one formula, from the canonical tree, whichever format a body is written in. */
import { expect, it } from 'vitest';
import { articleBody, markdownArticleBody } from '../../../../src/core/content/article-body.ts';
import { doc, heading, li, link, p, table, td, text, tr, ul } from '../richtext/helpers.ts';

const BASE = 'https://portfolio.example';
const words = (count: number): string => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');
const richText = (...content: Parameters<typeof doc>) => articleBody(doc(...content), 'x.json', BASE).readingTime;
const markdown = (body: string) => markdownArticleBody(body, 'x.md', BASE).readingTime;

it.each([
  ['an empty body', 1, ''],
  ['exactly 200 words', 1, words(200)],
  ['201 words (it rounds up)', 2, words(201)],
])('readingTime of %s is %i minute(s), in rich text and in markdown', (_, minutes, body) => {
  expect(richText(...(body ? [p(text(body))] : []))).toBe(minutes);
  expect(markdown(body)).toBe(minutes);
});

it('counts words across blocks, lists, tables, links and code, and not image descriptions', () => {
  const body = [
    heading(1, text(words(100))),
    ul(li(p(text(words(100))))),
    table(tr(td(p(text(words(100)))))),
    p(link('https://x.example', text(words(100)))),
  ];
  expect(richText(...body)).toBe(2);
  expect(markdown(`# ${words(100)}\n\n- ${words(100)}\n\n| ${words(100)} |\n| - |\n\n[${words(100)}](/x)`)).toBe(2);
  expect(markdown(`${words(200)}\n\n\`\`\`\ncode\n\`\`\``)).toBe(2);
  expect(markdown(`${words(200)}\n\n![${words(10)}](https://x.example/a.png)`)).toBe(1);
});

it('does not run words of neighbouring blocks or lines together, and keeps marked parts of a word together', () => {
  expect(richText(...Array.from({ length: 201 }, () => p('word')))).toBe(2);
  expect(markdown('word\\\n'.repeat(200) + 'word')).toBe(2);
  expect(markdown(`${'a**b** '.repeat(200)}`)).toBe(1);
});
