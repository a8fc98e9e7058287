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

/** Takes whitespace and breaks off one end of `children`; returns them in document order. */
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

/** Edge whitespace goes outside strong/emphasis/delete: CommonMark does not open `** bold**`. */
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

/** Spaces around a hard break are invisible or eaten by the parser: dropped, so a second pass is identical. */
function tidyBreaks(nodes: readonly PhrasingContent[]): PhrasingContent[] {
  const out = nodes.map((node) =>
    hasChildren(node) ? ({ ...node, children: tidyBreaks(node.children) } as PhrasingContent) : node,
  );
  for (let index = 0; index < out.length; index++) {
    if (out[index]!.type !== 'break') continue;
    const before = out[index - 1];
    if (before?.type === 'text') out[index - 1] = { type: 'text', value: before.value.replace(/[ \t]+$/, '') };
    const after = out[index + 1];
    if (after?.type === 'text') out[index + 1] = { type: 'text', value: after.value.replace(/^[ \t]+/, '') };
  }
  return mergeTexts(out);
}

function applyBreakMode(nodes: readonly PhrasingContent[], mode: BreakMode): PhrasingContent[] {
  if (mode === 'break') return [...nodes];
  const out = nodes.map((node): PhrasingContent => {
    if (node.type === 'break') return mode === 'space' ? { type: 'text', value: ' ' } : { type: 'html', value: '<br>' };
    return hasChildren(node) ? ({ ...node, children: applyBreakMode(node.children, mode) } as PhrasingContent) : node;
  });
  return mergeTexts(out);
}

export function finishNodes(nodes: readonly PhrasingContent[], mode: BreakMode): PhrasingContent[] {
  const children = tidyBreaks(hoistEdges(nodes));
  // A block's edge whitespace is no content (leading spaces would be written `&#x20;`); edge breaks cannot be written.
  takeEdge(children, true);
  takeEdge(children, false);
  return applyBreakMode(children, mode);
}

export function finishPhrasing(leaves: readonly Leaf[], mode: BreakMode): PhrasingContent[] {
  return finishNodes(nestLeaves(leaves), mode);
}
