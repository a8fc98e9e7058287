import { asAsset, assetLabel, assetUrl, targetOf } from '../references.ts';
import type { InlineHandler, Leaf } from '../types.ts';
import { linkOrKeepText, plainLeaf } from './hyperlink.ts';

export const assetHyperlink: InlineHandler = (node, context, leafOptions): Leaf[] => {
  const asset = asAsset(targetOf(node.data));
  let content = context.leaves(node.content, { inLink: true });
  if (content.length === 0) {
    const label = assetLabel(asset);
    if (label !== undefined) content = [plainLeaf(label)];
  }
  const url = assetUrl(asset, context.options.resolveAssetUrl);
  return linkOrKeepText(node, context, leafOptions, content, url, { kind: 'asset', sys: asset.sys });
};
