/**
 * The serializer settings' text handler leaves out, per text node, the escaping patterns that cannot match there
 * (markdown-format.ts); it must write exactly what the library's own handler writes.
 */
import type { Paragraph, PhrasingContent, Root, RootContent, TableCell } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { markdownToMdast } from 'satteri';
import { afterAll, expect, it } from 'vitest';
import { canonicalBody } from '../../../../src/core/markdown/body.ts';
import { MARKDOWN_STRINGIFY_OPTIONS, writeMarkdown } from '../../../../src/core/richtext/markdown-format.ts';
import { seeded } from '../../../../bench/synthetic-content.ts';
import { markdownCorpus } from '../../../support/markdown-corpus.ts';

const { handlers, ...libraryOnly } = MARKDOWN_STRINGIFY_OPTIONS;

const corpus = markdownCorpus();
afterAll(corpus.remove);

const library = { ...libraryOnly, extensions: [gfmToMarkdown()] };

const sameAsLibrary = (tree: Root) => expect(writeMarkdown(tree)).toBe(toMarkdown(tree, library));

it('the serializer settings replace the text handler, and only that', () => {
  expect(Object.keys(handlers ?? {})).toEqual(['text']);
});

it.each(corpus.all)('%s is written as the library writes it (parsed as the twins parse it)', (_, markdown) => {
  sameAsLibrary(markdownToMdast(markdown, { features: { frontmatter: false }, position: false }) as unknown as Root);
});

it.each(corpus.bodies)('%s is written as the library writes it (as bodyMarkdown is)', (_, markdown) => {
  sameAsLibrary(canonicalBody(markdown, (url) => url).tree);
});

it('writes random text full of special characters as the library does, wherever it stands', () => {
  const random = seeded(20261125);
  // Letters and digits, spaces (twice as likely), tabs, line ends and every ASCII punctuation mark.
  const ALPHABET = [...'abwWps19', ' ', ' ', '\t', '\n', '\r', ...'!"#&\'()*+-./:<=>?@[\\]^_`{|}~'];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const count = (most: number) => 1 + Math.floor(random() * most);
  const someText = (): string => Array.from({ length: count(12) }, () => pick(ALPHABET)).join('');
  const phrasing = (): PhrasingContent => {
    const value = someText();
    const text: PhrasingContent = { type: 'text', value };
    return pick<PhrasingContent>([
      { type: 'emphasis', children: [text] },
      { type: 'strong', children: [text] },
      { type: 'inlineCode', value },
      { type: 'link', url: `https://example.com/${value}`, children: [text] },
      { type: 'delete', children: [text] },
      text,
      text,
    ]);
  };
  const line = (): PhrasingContent[] => Array.from({ length: count(4) }, phrasing);
  const paragraph = (): Paragraph => ({ type: 'paragraph', children: line() });
  const cell = (): TableCell => ({ type: 'tableCell', children: line() });
  const block = (): RootContent =>
    pick<() => RootContent>([
      () => ({ type: 'heading', depth: 2, children: line() }),
      () => ({
        type: 'list',
        ordered: random() < 0.5,
        spread: false,
        children: [{ type: 'listItem', spread: false, children: [paragraph()] }],
      }),
      () => ({ type: 'blockquote', children: [paragraph()] }),
      () => ({
        type: 'table',
        align: [],
        children: [0, 1].map(() => ({ type: 'tableRow', children: [cell(), cell()] })),
      }),
      paragraph,
    ])();
  for (let i = 0; i < 3000; i++) sameAsLibrary({ type: 'root', children: Array.from({ length: count(3) }, block) });
});
