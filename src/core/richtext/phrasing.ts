import { MARKS } from '@contentful/rich-text-types';
import type { PhrasingContent, Text } from 'mdast';
import { runsApart } from './flatten.ts';

/** A line break in phrasing: a hard break, a space (in headings) or `<br>` (in GFM table cells). */
export type BreakMode = 'break' | 'space' | 'html';

/** Phrasing and the marks still to apply around it, outermost first; a link is built once those outside are known. */
export type Leaf =
  | { readonly kind: 'node'; readonly node: PhrasingContent; readonly marks: readonly string[] }
  | {
      readonly kind: 'link';
      readonly marks: readonly string[];
      readonly build: (appliedOutside: ReadonlySet<string>) => PhrasingContent;
    };

const MDAST_OF_MARK: Readonly<Record<string, 'strong' | 'emphasis' | 'delete'>> = {
  [MARKS.BOLD]: 'strong',
  [MARKS.ITALIC]: 'emphasis',
  [MARKS.STRIKETHROUGH]: 'delete',
};
/** Markdown has no underline, superscript or subscript: those are written as `<u>`, `<sup>`, `<sub>`. */
const HTML_TAG_OF_MARK: Readonly<Record<string, string>> = {
  [MARKS.UNDERLINE]: 'u',
  [MARKS.SUPERSCRIPT]: 'sup',
  [MARKS.SUBSCRIPT]: 'sub',
};
/** Each mark with a written form, by the node type or HTML tag it is written as (read back by markdown/body.ts). */
export const MARK_OF = new Map(
  Object.entries({ ...MDAST_OF_MARK, ...HTML_TAG_OF_MARK }).map(([mark, writtenAs]) => [writtenAs, mark]),
);
const isHtmlMark = (mark: string): boolean => Object.hasOwn(HTML_TAG_OF_MARK, mark);

function wrapMark(mark: string, children: PhrasingContent[]): PhrasingContent[] {
  const type = MDAST_OF_MARK[mark];
  if (type !== undefined) return [{ type, children }];
  const tag = HTML_TAG_OF_MARK[mark]!;
  return [{ type: 'html', value: `<${tag}>` }, ...children, { type: 'html', value: `</${tag}>` }];
}

// The mark whose run reaches furthest opens first, so neighbours share one node (`**bold *both* bold**`); on a tie HTML
// marks go outside, as `H*<sup>2</sup>*` would not parse back, and the others keep their `marks` order (a stable sort).
function nestLeaves(leaves: readonly Leaf[], applied: ReadonlySet<string> = new Set()): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (let index = 0; index < leaves.length;) {
    const leaf = leaves[index]!;
    const runEnd = (mark: string) => {
      let end = index;
      while (end < leaves.length && leaves[end]!.marks.includes(mark)) end++;
      return end;
    };
    const open = leaf.marks.filter((mark) => !applied.has(mark));
    const [best] = open.toSorted((a, b) => runEnd(b) - runEnd(a) || Number(isHtmlMark(b)) - Number(isHtmlMark(a)));
    const end = best === undefined ? index + 1 : runEnd(best);
    // Nothing left to open, or a link whose marks nobody else shares: they go inside it.
    if (best === undefined || (leaf.kind === 'link' && end === index + 1))
      out.push(leaf.kind === 'link' ? leaf.build(applied) : leaf.node);
    else out.push(...wrapMark(best, nestLeaves(leaves.slice(index, end), new Set([...applied, best]))));
    index = end;
  }
  return out;
}

/** Its hoistable marks are those all its content carries (see `nestLeaves`). */
export const linkLeaf = (url: string, content: readonly Leaf[]): Leaf => ({
  kind: 'link',
  marks: content[0]?.marks.filter((mark) => content.every((leaf) => leaf.marks.includes(mark))) ?? [],
  build: (appliedOutside) => ({ type: 'link', url, title: null, children: nestLeaves(content, appliedOutside) }),
});

/** One leaf per line of `value`, `break` leaves between; inline code with a `code` mark; repeated marks count once. */
export function lineLeaves(value: string, marks: readonly string[]): Leaf[] {
  const code = marks.includes(MARKS.CODE);
  const wrapping = [...new Set(marks)].filter((mark) => mark !== MARKS.CODE);
  const leaf = (node: PhrasingContent): Leaf => ({ kind: 'node', node, marks: wrapping });
  return value
    .split(/\r\n|\r|\n/)
    .flatMap((line, i) => [
      ...(i > 0 ? [leaf({ type: 'break' })] : []),
      ...(line === '' ? [] : [leaf(code ? { type: 'inlineCode', value: line } : { type: 'text', value: line })]),
    ]);
}

const hasChildren = (node: PhrasingContent): node is Extract<PhrasingContent, { children: PhrasingContent[] }> =>
  'children' in node && Array.isArray(node.children);

function mergeTexts(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const kept = nodes.filter((node) => node.type !== 'text' || node.value !== '');
  return runsApart(kept, (node) => node.type !== 'text').map((run) =>
    run[0]!.type === 'text' ? { type: 'text', value: run.map((node) => (node as Text).value).join('') } : run[0]!,
  );
}

/** Takes whitespace and breaks off one end of `children`; returns them in document order. */
function takeEdge(children: PhrasingContent[], atStart: boolean): PhrasingContent[] {
  const taken: PhrasingContent[] = [];
  const edge = () => children.at(atStart ? 0 : -1);
  const blank = (node?: PhrasingContent) =>
    node?.type === 'break' || (node?.type === 'text' && node.value.trim() === '');
  while (blank(edge())) taken.push((atStart ? children.shift() : children.pop())!);
  // What is left at the edge is no blank: a text loses only its edge whitespace.
  const node = edge();
  const edgeSpace = atStart ? /^\s+/ : /\s+$/;
  const space = node?.type === 'text' ? edgeSpace.exec(node.value)?.[0] : undefined;
  if (node?.type === 'text' && space !== undefined) {
    taken.push({ type: 'text', value: space });
    children[atStart ? 0 : children.length - 1] = { type: 'text', value: node.value.replace(edgeSpace, '') };
  }
  return atStart ? taken : taken.reverse();
}

/** Edge whitespace goes outside strong/emphasis/delete: CommonMark does not open `** bold**`. */
function hoistEdges(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out = nodes.flatMap((node): PhrasingContent[] => {
    if (!hasChildren(node)) return [node];
    const children = hoistEdges(node.children);
    if (node.type === 'link') return [{ ...node, children }]; // the only parent in phrasing here that is no mark
    const leading = takeEdge(children, true);
    const trailing = takeEdge(children, false);
    return [...leading, ...(children.length > 0 ? [{ ...node, children }] : []), ...trailing];
  });
  return mergeTexts(out);
}

/** Spaces around a hard break are invisible or eaten by the parser: dropped, so a second pass is identical. */
function tidyBreaks(nodes: readonly PhrasingContent[], mode: BreakMode): PhrasingContent[] {
  const out = nodes.map((node) => (hasChildren(node) ? { ...node, children: tidyBreaks(node.children, mode) } : node));
  for (let index = 0; index < out.length; index++) {
    if (out[index]!.type !== 'break') continue;
    const before = out[index - 1];
    if (before?.type === 'text') out[index - 1] = { type: 'text', value: before.value.replace(/[ \t]+$/, '') };
    const after = out[index + 1];
    if (after?.type === 'text') out[index + 1] = { type: 'text', value: after.value.replace(/^[ \t]+/, '') };
  }
  const written: PhrasingContent = mode === 'space' ? { type: 'text', value: ' ' } : { type: 'html', value: '<br>' };
  return mergeTexts(mode === 'break' ? out : out.map((node) => (node.type === 'break' ? { ...written } : node)));
}

export function finishNodes(nodes: readonly PhrasingContent[], mode: BreakMode): PhrasingContent[] {
  const children = hoistEdges(nodes);
  // A block's edge whitespace is no content (leading spaces would be written `&#x20;`); edge breaks cannot be written.
  takeEdge(children, true);
  takeEdge(children, false);
  return tidyBreaks(children, mode);
}

export const finishPhrasing = (leaves: readonly Leaf[], mode: BreakMode) => finishNodes(nestLeaves(leaves), mode);
