/** Twins are mdast trees, written in `bodyMarkdown`'s dialect (markdown-format.ts). */
import type { Heading, Link, List, Paragraph, PhrasingContent, Root, RootContent, Table, Text } from 'mdast';
import { visit } from 'unist-util-visit';
import { headingDemotion, parseMarkdown } from '../markdown/body.ts';
import { gfmTable, tightList } from '../richtext/flatten.ts';
import { writeMarkdown } from '../richtext/markdown-format.ts';

export const toMarkdown = (children: RootContent[]): string =>
  `${writeMarkdown({ type: 'root', children }).replace(/\n+$/, '')}\n`;

/** Every heading (in a blockquote or a list too, in document order), and its depth moved under one of depth `below`. */
function headingsUnder(tree: Root, below: number) {
  const headings: Heading[] = [];
  visit(tree, 'heading', (heading) => void headings.push(heading));
  const depths = headings.map((h) => h.depth);
  return { headings, demoted: headingDemotion(depths, below + 1) };
}

/** Its headings move down under one of depth `below`: a `##` in an answer under a `###` question becomes `####`. */
export function markdownBlocks(markdown: string, below = 0): RootContent[] {
  const tree = parseMarkdown(markdown, false);
  const { headings, demoted } = headingsUnder(tree, below);
  for (const h of headings) h.depth = demoted(h.depth) as Heading['depth'];
  return tree.children;
}

// The same rule, every other character as written (`#`s added in place), so llms-full.txt carries each body as
// served; only a setext heading is written out again.
export function nestedMarkdown(markdown: string, below: number): string {
  const text = markdown.trimEnd();
  const { headings, demoted } = headingsUnder(parseMarkdown(text, true), below);
  // Where each moved heading's `#`s start (its position may begin at indentation before them).
  const marks = headings
    .filter((h) => demoted(h.depth) !== h.depth)
    .map((h) => ({
      at: text.indexOf('#', h.position?.start.offset ?? -1),
      extra: demoted(h.depth) - h.depth,
      line: h.position?.start.line,
    }));
  if (marks.some(({ at, line }) => at < 0 || text.slice(0, at).split('\n').length !== line))
    return toMarkdown(markdownBlocks(text, below)).trimEnd();
  let out = text;
  for (const { at, extra } of marks.sort((a, b) => b.at - a.at))
    out = `${out.slice(0, at)}${'#'.repeat(extra)}${out.slice(at)}`;
  return out;
}

const text = (value: string): Text => ({ type: 'text', value });

export const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });

export const link = (url: string, label: string = url): Link => ({ type: 'link', url, children: [text(label)] });

export const heading = (depth: Heading['depth'], value: string): Heading => ({
  type: 'heading',
  depth,
  children: [text(value)],
});

export const paragraph = (...children: (PhrasingContent | string)[]): Paragraph => ({
  type: 'paragraph',
  children: children.map((child) => (typeof child === 'string' ? text(child) : child)),
});

export const list = (items: Paragraph[]): List => tightList(items.map((item) => [item]));

export function table(header: string[], rows: (string | PhrasingContent)[][], align: Table['align']): Table {
  const cells = [header, ...rows].map((row) => row.map((cell) => [typeof cell === 'string' ? text(cell) : cell]));
  return { ...(gfmTable(cells)[0] as Table), align };
}

/** A `##` section listing each of `items`; none without items. */
export const listUnder = <T>(title: string, items: readonly T[], item: (each: T) => Paragraph): RootContent[] =>
  items.length > 0 ? [heading(2, title), list(items.map((each) => item(each)))] : [];

export const fact = (label: string, ...value: (PhrasingContent | string)[]) => paragraph(strong(label), ': ', ...value);
