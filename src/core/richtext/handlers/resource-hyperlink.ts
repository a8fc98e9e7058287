import { asResource, targetOf } from '../references.ts';
import type { InlineHandler, Leaf } from '../types.ts';
import { linkOrKeepText } from './hyperlink.ts';

export const resourceHyperlink: InlineHandler = (node, context, leafOptions): Leaf[] => {
  const resource = asResource(targetOf(node.data));
  const content = context.leaves(node.content, { inLink: true });
  const url = context.options.resolveResourceUrl?.(resource);
  return linkOrKeepText(node, context, leafOptions, content, url, { kind: 'resource', sys: resource.sys });
};
