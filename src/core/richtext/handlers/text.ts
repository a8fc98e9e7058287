import { MARKS } from '@contentful/rich-text-types';
import type { Text } from '@contentful/rich-text-types';
import type { PhrasingContent } from 'mdast';
import type { Leaf, RenderContext } from '../types.ts';

/**
 * Marks that wrap phrasing. `code` is absent on purpose: it becomes the leaf
 * itself (`inlineCode`), since inline code cannot contain other phrasing.
 *
 * Markdown has no underline, superscript or subscript, so those are written as
 * the inline HTML elements every markdown renderer passes through and that
 * mean exactly that in HTML: `<u>`, `<sup>`, `<sub>`.
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

/**
 * Split a text node into leaves: one per line (line breaks become `break`
 * leaves carrying the same marks) and `inlineCode` for code-marked text.
 * Unknown marks are reported and ignored so that the text itself survives.
 */
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

/** Wrap phrasing in the mdast form of one mark. */
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
 * Turn a flat sequence of marked leaves into well-nested mdast.
 *
 * At each position the mark whose run reaches furthest is opened first, so
 * adjacent text nodes sharing a mark end up inside one node
 * (`**bold *both* bold**`, never `**bold*****both***`). Ties keep the order
 * of the `marks` array (outermost first), which is the order markdown input
 * produced them in — except that HTML marks go outside markdown ones:
 * `H<sup>*2*</sup>` parses as written, whereas `H*<sup>2</sup>*` needs the
 * `H` encoded because `*` before `<` cannot open after a letter.
 *
 * A link's common marks are only hoisted outside the link when a neighbour
 * shares them; otherwise they stay inside (`[**a**](u)`).
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

    if (best === undefined || (leaf.kind === 'link' && bestEnd === index + 1)) {
      // Nothing left to open here (an open mark always runs over this leaf
      // itself), or a link whose marks nobody else shares: they go inside it.
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
