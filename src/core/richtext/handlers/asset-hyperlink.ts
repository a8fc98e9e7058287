import { asAsset, assetLabel, assetUrl, referenceId, targetOf } from '../references.ts';
import type { InlineHandler, Leaf } from '../types.ts';
import { linkLeaf, plainLeaf } from './hyperlink.ts';

/**
 * `asset-hyperlink`: a link to the asset's file. An unresolved asset (a bare
 * `Link` the resolver cannot place) keeps its link text as plain text.
 */
export const assetHyperlink: InlineHandler = (node, context, leafOptions): Leaf[] => {
  const asset = asAsset(targetOf(node.data));
  let content = context.leaves(node.content, { inLink: true });
  if (content.length === 0) {
    const label = assetLabel(asset);
    if (label !== undefined) content = [plainLeaf(label)];
  }
  const url = assetUrl(asset, context.options.resolveAssetUrl);
  if (url === undefined) {
    const id = referenceId(asset.sys);
    context.warn({
      code: 'unresolved-reference',
      nodeType: node.nodeType,
      message: `No URL for asset ${id ?? '(no id)'}; its link text is rendered without a link.`,
      ...(id === undefined ? {} : { id }),
    });
    return content;
  }
  return leafOptions.inLink === true ? content : [linkLeaf(url, content)];
};
