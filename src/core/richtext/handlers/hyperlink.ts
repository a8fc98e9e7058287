import type { PhrasingContent } from 'mdast';
import { nestLeaves } from './text.ts';
import type { InlineHandler, Leaf, LinkLeaf } from '../types.ts';

/**
 * A link over already-converted content. Its hoistable marks are those every
 * piece of its content carries; see `nestLeaves` for when they are hoisted.
 */
export function linkLeaf(url: string, content: readonly Leaf[]): LinkLeaf {
  const [first, ...rest] = content;
  const marks = first === undefined ? [] : first.marks.filter((mark) => rest.every((leaf) => leaf.marks.includes(mark)));
  return {
    kind: 'link',
    marks,
    build: (appliedOutside): PhrasingContent => ({
      type: 'link',
      url,
      title: null,
      children: nestLeaves(content, appliedOutside),
    }),
  };
}

/** A plain, unmarked text leaf. */
export function plainLeaf(value: string): Leaf {
  return { kind: 'node', node: { type: 'text', value }, marks: [] };
}

/** `hyperlink`: a link to `data.uri`. Links cannot nest in markdown, so an inner one keeps only its text. */
export const hyperlink: InlineHandler = (node, context, leafOptions): Leaf[] => {
  const content = context.leaves(node.content, { inLink: true });
  const uri = node.data?.['uri'];
  if (leafOptions.inLink === true || typeof uri !== 'string' || uri === '') return content;
  return [linkLeaf(uri, content)];
};
