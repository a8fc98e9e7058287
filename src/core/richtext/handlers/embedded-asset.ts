import type { BlockContent } from 'mdast';
import { asAsset, assetLabel, assetUrl, targetOf, warnUnresolved } from '../references.ts';
import type { BlockHandler } from '../types.ts';

/** An image on its own line, or a link for a file that is not an image; without a URL, nothing. */
export const embeddedAsset: BlockHandler = (node, context): BlockContent[] => {
  const asset = asAsset(targetOf(node.data));
  const url = assetUrl(asset, context.options.resolveAssetUrl);
  if (url === undefined) {
    warnUnresolved(
      context,
      node.nodeType,
      asset.sys,
      (id) => `No URL for embedded asset ${id ?? '(no id)'}; it is left out.`,
    );
    return [];
  }
  const label = assetLabel(asset);
  const contentType = asset.fields?.file?.contentType;
  if (typeof contentType === 'string' && contentType !== '' && !contentType.startsWith('image/')) {
    return [
      {
        type: 'paragraph',
        children: [{ type: 'link', url, title: null, children: [{ type: 'text', value: label ?? url }] }],
      },
    ];
  }
  return [{ type: 'paragraph', children: [{ type: 'image', url, alt: label ?? '', title: null }] }];
};
