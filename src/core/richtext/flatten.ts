import type { BlockContent, Code, List, PhrasingContent, TableRow } from 'mdast';

const join = (parts: readonly PhrasingContent[][]): PhrasingContent[] =>
  parts.filter((part) => part.length > 0).flatMap((part, i) => (i > 0 ? [{ type: 'break' as const }, ...part] : part));

function flattenBlock(block: BlockContent): PhrasingContent[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return block.children;
    case 'code':
      return join(block.value.split('\n').map((line) => (line === '' ? [] : [{ type: 'inlineCode', value: line }])));
    case 'blockquote':
      return flattenBlocks(block.children as BlockContent[]);
    case 'list':
      return join(
        block.children.map((item, index) => [
          { type: 'text', value: block.ordered ? `${(block.start ?? 1) + index}. ` : '- ' },
          ...flattenBlocks(item.children as BlockContent[]),
        ]),
      );
    case 'table':
      return join(block.children.map((row) => join(row.children.map((cell) => cell.children))));
    default: // a thematic break, or other extensions' flow content: nothing to show inline
      return [];
  }
}

/** Flow content as phrasing, one block per line, for table cells and inline positions. */
export const flattenBlocks = (blocks: readonly BlockContent[]): PhrasingContent[] => join(blocks.map(flattenBlock));

/** A GFM table of `rows` of cells' phrasing, the first its header, padded to the widest; without rows, nothing. */
export function gfmTable(rows: PhrasingContent[][][]): BlockContent[] {
  if (rows.length === 0) return [];
  const cells = Array.from({ length: Math.max(1, ...rows.map((row) => row.length)) }, (_, i) => i);
  const children = rows.map((row): TableRow => ({
    type: 'tableRow',
    children: cells.map((i) => ({ type: 'tableCell', children: row[i] ?? [] })),
  }));
  return [{ type: 'table', align: cells.map(() => null), children }];
}

/** `items` in runs: each one `alone` picks on its own, the others grouped while they follow one another. */
export function runsApart<T>(items: readonly T[], alone: (item: T) => boolean): T[][] {
  const runs: T[][] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last && !alone(item) && !alone(last[0]!)) last.push(item);
    else runs.push([item]);
  }
  return runs;
}

/** Blocks both body sources write alike: a paragraph or quote only when it holds something. */
export const paragraphOf = (children: PhrasingContent[]): BlockContent[] =>
  children.length === 0 ? [] : [{ type: 'paragraph', children }];

export const blockquoteOf = (children: BlockContent[]): BlockContent[] =>
  children.length === 0 ? [] : [{ type: 'blockquote', children }];

export const codeBlock = (value: string, lang: unknown, meta: unknown): Code => ({
  type: 'code',
  lang: typeof lang === 'string' && lang !== '' ? lang : null,
  meta: typeof meta === 'string' && meta !== '' ? meta : null,
  value: value.replace(/\r\n?/g, '\n'),
});

/** Tight items, as rich text has no loose lists: the serializer adds blank lines where reading back needs them. */
export const tightList = (items: BlockContent[][], start: number | null = null): List => ({
  type: 'list',
  ordered: start !== null,
  start,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, checked: null, children })),
});
