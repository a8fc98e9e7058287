import type { Inline } from '@contentful/rich-text-types';
import type { PhrasingContent } from 'mdast';
import { warnUnresolved } from '../references.ts';
import { nestLeaves } from './text.ts';
import type { InlineHandler, Leaf, LeafOptions, LinkLeaf, ReferenceSys, RenderContext } from '../types.ts';

/** Its hoistable marks are those all its content carries (see `nestLeaves`). */
export function linkLeaf(url: string, content: readonly Leaf[]): LinkLeaf {
  const [first, ...rest] = content;
  const marks =
    first === undefined ? [] : first.marks.filter((mark) => rest.every((leaf) => leaf.marks.includes(mark)));
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

export function plainLeaf(value: string): Leaf {
  return { kind: 'node', node: { type: 'text', value }, marks: [] };
}

export const hyperlink: InlineHandler = (node, context, leafOptions): Leaf[] => {
  const content = context.leaves(node.content, { inLink: true });
  const uri = node.data?.['uri'];
  if (leafOptions.inLink === true || typeof uri !== 'string' || uri === '') return content;
  return [linkLeaf(context.options.resolveHyperlinkUri?.(uri) ?? uri, content)];
};

/**
 * The end of every reference link (entry, asset, resource): linked when a URL is known, else the
 * words are kept unlinked and a warning names the reference — a reader loses the link, never text.
 */
export function linkOrKeepText(
  node: Inline,
  context: RenderContext,
  leafOptions: LeafOptions,
  content: Leaf[],
  url: string | undefined,
  reference: { kind: string; sys: ReferenceSys },
): Leaf[] {
  if (url === undefined || url === '') {
    warnUnresolved(
      context,
      node.nodeType,
      reference.sys,
      (id) => `No URL for ${reference.kind} ${id ?? '(no id)'}; its link text is rendered without a link.`,
    );
    return content;
  }
  return leafOptions.inLink === true ? content : [linkLeaf(url, content)];
}
