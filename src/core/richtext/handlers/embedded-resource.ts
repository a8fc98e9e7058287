import type { Block, Inline } from '@contentful/rich-text-types';
import type { BlockContent, PhrasingContent } from 'mdast';
import { asResource, targetOf, warnUnresolved } from '../references.ts';
import type { BlockHandler, InlineHandler, Leaf, RenderContext } from '../types.ts';

/** A link when the resource's URL is known; a URN is no text for readers, so otherwise nothing. */
function embeddedResourcePhrasing(node: Block | Inline, context: RenderContext, inLink: boolean): PhrasingContent[] {
  const resource = asResource(targetOf(node.data));
  const url = context.options.resolveResourceUrl?.(resource);
  if (url === undefined || url === '') {
    warnUnresolved(
      context,
      node.nodeType,
      resource.sys,
      (id) => `No URL for embedded resource ${id ?? '(no urn)'}; it is left out.`,
    );
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
  embeddedResourcePhrasing(node, context, leafOptions.inLink === true).map((child) => ({
    kind: 'node',
    node: child,
    marks: [],
  }));
