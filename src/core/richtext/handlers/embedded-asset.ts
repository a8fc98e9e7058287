import type { BlockContent } from 'mdast';
import { asAsset, assetLabel, assetUrl, referenceId, targetOf } from '../references.ts';
import type { BlockHandler } from '../types.ts';

/**
 * `embedded-asset-block`: an image `![title or description](url)` on its own
 * line. A file that is not an image (by `contentType`) is a link to it.
 * An asset without a URL (unresolved `Link`) has no text to keep: nothing is
 * written and a warning is reported.
 */
export const embeddedAsset: BlockHandler = (node, context): BlockContent[] => {
  const asset = asAsset(targetOf(node.data));
  const url = assetUrl(asset, context.options.resolveAssetUrl);
  if (url === undefined) {
    const id = referenceId(asset.sys);
    context.warn({
      code: 'unresolved-reference',
      nodeType: node.nodeType,
      message: `No URL for embedded asset ${id ?? '(no id)'}; it is left out.`,
      ...(id === undefined ? {} : { id }),
    });
    return [];
  }
  const label = assetLabel(asset);
  const contentType = asset.fields?.file?.contentType;
  if (typeof contentType === 'string' && contentType !== '' && !contentType.startsWith('image/')) {
    return [
      { type: 'paragraph', children: [{ type: 'link', url, title: null, children: [{ type: 'text', value: label ?? url }] }] },
    ];
  }
  return [{ type: 'paragraph', children: [{ type: 'image', url, alt: label ?? '', title: null }] }];
};
