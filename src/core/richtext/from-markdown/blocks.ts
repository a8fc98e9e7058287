import { BLOCKS, MARKS } from '@contentful/rich-text-types';
import type { Block, Text } from '@contentful/rich-text-types';

/** FNV-1a: a short, stable, dependency-free id for a URL. */
function hash(value: string): string {
  let h = 0x811c9dc5;
  for (let index = 0; index < value.length; index++) {
    h ^= value.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  apng: 'image/apng',
  avif: 'image/avif',
  bmp: 'image/bmp',
  gif: 'image/gif',
  ico: 'image/x-icon',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  webp: 'image/webp',
};

/**
 * Content type from the file extension. Markdown image syntax says it is an
 * image, but not which kind without fetching it: `image/*` then.
 */
function imageContentType(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase();
  return (extension === undefined ? undefined : IMAGE_TYPES[extension]) ?? 'image/*';
}

/**
 * An image becomes an `embedded-asset-block` whose target is an inline,
 * asset-shaped object (not a `Link`: there is no Contentful asset behind it),
 * so the renderer writes `![alt](url)` again. The id is derived from the URL
 * so repeated conversions give the same document.
 */
export function imageAssetBlock(url: string, alt: string): Block {
  return {
    nodeType: BLOCKS.EMBEDDED_ASSET,
    data: {
      target: {
        sys: { type: 'Asset', id: `markdown-image-${hash(url)}` },
        fields: { title: alt, description: alt, file: { url, contentType: imageContentType(url) } },
      },
    },
    content: [],
  };
}

/**
 * A fenced or indented code block becomes a paragraph holding one
 * code-marked text (rich text has no code block). `data.codeBlock` marks it
 * as a block even on a single line; `language`/`meta` keep the info string.
 * Contentful does not validate paragraph `data`, so the document stays valid.
 */
export function codeBlockParagraph(value: string, language: string | null | undefined, meta: string | null | undefined): Block {
  const text: Text = { nodeType: 'text', value, marks: [{ type: MARKS.CODE }], data: {} };
  return {
    nodeType: BLOCKS.PARAGRAPH,
    data: {
      codeBlock: true,
      ...(language ? { language } : {}),
      ...(meta ? { meta } : {}),
    },
    content: [text],
  };
}
