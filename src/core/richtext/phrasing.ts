import type { PhrasingContent } from 'mdast';
import { nestLeaves } from './handlers/text.ts';
import type { BreakMode, Leaf } from './types.ts';

type Attention = Extract<PhrasingContent, { type: 'strong' | 'emphasis' | 'delete' }>;

function isAttention(node: PhrasingContent): node is Attention {
  return node.type === 'strong' || node.type === 'emphasis' || node.type === 'delete';
}

function hasChildren(node: PhrasingContent): node is Extract<PhrasingContent, { children: PhrasingContent[] }> {
  return 'children' in node && Array.isArray(node.children);
}

/** Merge adjacent text nodes; drop empty ones. */
function mergeTexts(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      if (node.value === '') continue;
      const previous = out[out.length - 1];
      if (previous?.type === 'text') {
        out[out.length - 1] = { type: 'text', value: previous.value + node.value };
        continue;
      }
    }
    out.push(node);
  }
  return out;
}

/**
 * Take whitespace (and line breaks) off the start or end of `children`.
 * Returns what was taken, in document order.
 */
function takeEdge(children: PhrasingContent[], atStart: boolean): PhrasingContent[] {
  const taken: PhrasingContent[] = [];
  for (;;) {
    const index = atStart ? 0 : children.length - 1;
    const node = children[index];
    if (node === undefined) break;
    if (node.type === 'break') {
      children.splice(index, 1);
      taken.push(node);
      continue;
    }
    if (node.type !== 'text') break;
    const match = atStart ? /^\s+/.exec(node.value) : /\s+$/.exec(node.value);
    if (match === null) break;
    const space: PhrasingContent = { type: 'text', value: match[0] };
    if (match[0].length === node.value.length) {
      children.splice(index, 1);
      taken.push(space);
      continue;
    }
    children[index] = {
      type: 'text',
      value: atStart ? node.value.slice(match[0].length) : node.value.slice(0, -match[0].length),
    };
    taken.push(space);
    break;
  }
  return atStart ? taken : taken.reverse();
}

/**
 * Move whitespace and breaks at the edges of strong/emphasis/delete outside
 * them: CommonMark does not open `** bold**` (a delimiter followed by
 * whitespace is not left-flanking), so ` bold ` must become ` **bold** `.
 * Attention left empty disappears.
 */
function hoistEdges(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (!hasChildren(node)) {
      out.push(node);
      continue;
    }
    const children = hoistEdges(node.children);
    if (!isAttention(node)) {
      out.push({ ...node, children } as PhrasingContent);
      continue;
    }
    const leading = takeEdge(children, true);
    const trailing = takeEdge(children, false);
    out.push(...leading);
    if (children.length > 0) out.push({ ...node, children });
    out.push(...trailing);
  }
  return mergeTexts(out);
}

/**
 * Spaces before a hard break are invisible and spaces after one are eaten by
 * the parser, so drop both; that keeps a second pass identical to the first.
 */
function tidyBreaks(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out = nodes.map((node) => (hasChildren(node) ? ({ ...node, children: tidyBreaks(node.children) } as PhrasingContent) : node));
  for (let index = 0; index < out.length; index++) {
    if (out[index]!.type !== 'break') continue;
    const before = out[index - 1];
    if (before?.type === 'text') out[index - 1] = { type: 'text', value: before.value.replace(/[ \t]+$/, '') };
    const after = out[index + 1];
    if (after?.type === 'text') out[index + 1] = { type: 'text', value: after.value.replace(/^[ \t]+/, '') };
  }
  return mergeTexts(out);
}

/** Replace breaks where the block cannot hold a markdown hard break. */
function applyBreakMode(nodes: readonly PhrasingContent[], mode: BreakMode): PhrasingContent[] {
  if (mode === 'break') return [...nodes];
  const out = nodes.map((node): PhrasingContent => {
    if (node.type === 'break') return mode === 'space' ? { type: 'text', value: ' ' } : { type: 'html', value: '<br>' };
    return hasChildren(node) ? ({ ...node, children: applyBreakMode(node.children, mode) } as PhrasingContent) : node;
  });
  return mergeTexts(out);
}

/**
 * Finish already-built phrasing for one block: tidy breaks, trim the block's
 * edges and write breaks the way the block allows.
 */
export function finishNodes(nodes: readonly PhrasingContent[], mode: BreakMode): PhrasingContent[] {
  const children = tidyBreaks(hoistEdges(nodes));
  // Leading/trailing whitespace of a block is not content (and leading spaces
  // would otherwise be written as `&#x20;`); leading/trailing breaks cannot
  // be written at all.
  takeEdge(children, true);
  takeEdge(children, false);
  return applyBreakMode(children, mode);
}

/** Finish leaves into the phrasing of one block. */
export function finishPhrasing(leaves: readonly Leaf[], mode: BreakMode): PhrasingContent[] {
  return finishNodes(nestLeaves(leaves), mode);
}
