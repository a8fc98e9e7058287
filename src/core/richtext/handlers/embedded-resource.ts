import type { Block, Inline } from '@contentful/rich-text-types';
import type { BlockContent, PhrasingContent } from 'mdast';
import { asResource, referenceId, targetOf } from '../references.ts';
import type { BlockHandler, InlineHandler, Leaf, RenderContext } from '../types.ts';

/**
 * An embedded resource (an entry of another space, by URN) is written as a
 * link when `resolveResourceUrl` knows where it lives. A URN is no text for
 * readers, so without a URL it is left out (and reported).
 */
function embeddedResourcePhrasing(node: Block | Inline, context: RenderContext, inLink: boolean): PhrasingContent[] {
  const resource = asResource(targetOf(node.data));
  const url = context.options.resolveResourceUrl?.(resource);
  if (url === undefined || url === '') {
    const id = referenceId(resource.sys);
    context.warn({
      code: 'unresolved-reference',
      nodeType: node.nodeType,
      message: `No URL for embedded resource ${id ?? '(no urn)'}; it is left out.`,
      ...(id === undefined ? {} : { id }),
    });
    return [];
  }
  const text: PhrasingContent = { type: 'text', value: url };
  return inLink ? [text] : [{ type: 'link', url, title: null, children: [text] }];
}

export const embeddedResourceBlock: BlockHandler = (node, context): BlockContent[] => {
  const children = embeddedResourcePhrasing(node, context, false);
  return children.length === 0 ? [] : [{ type: 'paragraph', children }];
};

export const embeddedResourceInline: InlineHandler = (node, context, leafOptions): Leaf[] =>
  embeddedResourcePhrasing(node, context, leafOptions.inLink === true).map((child) => ({ kind: 'node', node: child, marks: [] }));
