import { asResource, referenceId, targetOf } from '../references.ts';
import type { InlineHandler, Leaf } from '../types.ts';
import { linkLeaf } from './hyperlink.ts';

/**
 * `resource-hyperlink` (a link to an entry of another space, by URN): linked
 * when `resolveResourceUrl` gives a URL, else its text is kept unlinked.
 */
export const resourceHyperlink: InlineHandler = (node, context, leafOptions): Leaf[] => {
  const resource = asResource(targetOf(node.data));
  const content = context.leaves(node.content, { inLink: true });
  const url = context.options.resolveResourceUrl?.(resource);
  if (url === undefined || url === '') {
    const id = referenceId(resource.sys);
    context.warn({
      code: 'unresolved-reference',
      nodeType: node.nodeType,
      message: `No URL for resource ${id ?? '(no urn)'}; its link text is rendered without a link.`,
      ...(id === undefined ? {} : { id }),
    });
    return content;
  }
  return leafOptions.inLink === true ? content : [linkLeaf(url, content)];
};
