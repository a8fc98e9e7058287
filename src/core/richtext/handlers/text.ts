import { MARKS } from '@contentful/rich-text-types';
import type { Text } from '@contentful/rich-text-types';
import type { PhrasingContent } from 'mdast';
import type { Leaf, RenderContext } from '../types.ts';

/**
 * `code` is not a wrapping mark: it becomes the leaf itself, as inline code holds no phrasing.
 * Markdown has no underline, superscript or subscript: those are written as `<u>`, `<sup>`, `<sub>`.
 */
const WRAPPING_MARKS: ReadonlySet<string> = new Set([
  MARKS.BOLD,
  MARKS.ITALIC,
  MARKS.STRIKETHROUGH,
  MARKS.UNDERLINE,
  MARKS.SUPERSCRIPT,
  MARKS.SUBSCRIPT,
]);
const HTML_TAG_OF_MARK: Readonly<Record<string, string>> = {
  [MARKS.UNDERLINE]: 'u',
  [MARKS.SUPERSCRIPT]: 'sup',
  [MARKS.SUBSCRIPT]: 'sub',
};

function isHtmlMark(mark: string): boolean {
  return Object.hasOwn(HTML_TAG_OF_MARK, mark);
}

/** One leaf per line, `break` leaves between; unknown marks are reported and dropped, the text kept. */
export function textLeaves(node: Text, context: RenderContext): Leaf[] {
  const value = typeof node.value === 'string' ? node.value : '';
  if (value === '') return [];
  const marks: string[] = [];
  let isCode = false;
  for (const mark of Array.isArray(node.marks) ? node.marks : []) {
    const type = mark?.type;
    if (type === MARKS.CODE) {
      isCode = true;
    } else if (typeof type === 'string' && WRAPPING_MARKS.has(type)) {
      if (!marks.includes(type)) marks.push(type);
    } else {
      context.warn({
        code: 'unknown-mark',
        nodeType: String(type),
        message: `Mark "${String(type)}" has no markdown form; its text is kept unmarked.`,
      });
    }
  }
  const leaves: Leaf[] = [];
  value.split(/\r\n|\r|\n/).forEach((line, index) => {
    if (index > 0) leaves.push({ kind: 'node', node: { type: 'break' }, marks });
    if (line === '') return;
    const leafNode: PhrasingContent = isCode ? { type: 'inlineCode', value: line } : { type: 'text', value: line };
    leaves.push({ kind: 'node', node: leafNode, marks });
  });
  return leaves;
}

function wrapMark(mark: string, children: PhrasingContent[]): PhrasingContent[] {
  switch (mark) {
    case MARKS.BOLD:
      return [{ type: 'strong', children }];
    case MARKS.ITALIC:
      return [{ type: 'emphasis', children }];
    case MARKS.STRIKETHROUGH:
      return [{ type: 'delete', children }];
    default: {
      const tag = HTML_TAG_OF_MARK[mark];
      if (tag === undefined) return children;
      return [{ type: 'html', value: `<${tag}>` }, ...children, { type: 'html', value: `</${tag}>` }];
    }
  }
}

/**
 * Flat marked leaves to nested mdast. The mark whose run reaches furthest opens first, so
 * neighbours sharing a mark share one node (`**bold *both* bold**`, never `**bold*****both***`).
 * Ties keep the `marks` order, except HTML marks go outside markdown ones: `H<sup>*2*</sup>` parses
 * as written, `H*<sup>2</sup>*` does not (`*` before `<` cannot open after a letter). A link's
 * marks go outside it only when a neighbour shares them (`[**a**](u)` otherwise).
 */
export function nestLeaves(leaves: readonly Leaf[], applied: ReadonlySet<string> = new Set()): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let index = 0;
  while (index < leaves.length) {
    const leaf = leaves[index]!;
    const open = leaf.marks.filter((mark) => !applied.has(mark));

    let best: string | undefined;
    let bestEnd = index;
    for (const mark of open) {
      let end = index;
      while (end < leaves.length && leaves[end]!.marks.includes(mark)) end++;
      const preferred = end === bestEnd && best !== undefined && isHtmlMark(mark) && !isHtmlMark(best);
      if (end > bestEnd || preferred) {
        best = mark;
        bestEnd = end;
      }
    }
    // Nothing left to open, or a link whose marks nobody else shares: they go inside it.
    if (best === undefined || (leaf.kind === 'link' && bestEnd === index + 1)) {
      out.push(leaf.kind === 'link' ? leaf.build(applied) : leaf.node);
      index++;
      continue;
    }
    const inner = nestLeaves(leaves.slice(index, bestEnd), new Set([...applied, best]));
    out.push(...wrapMark(best, inner));
    index = bestEnd;
  }
  return out;
}
