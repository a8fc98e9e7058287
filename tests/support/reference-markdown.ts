/**
 * The unified pipeline the build used before it parsed with satteri, kept as an oracle: the pages
 * must show exactly what the markdown says, so the build's HTML and its markdown → rich text
 * conversion are compared with what remark, remark-rehype, rehype-raw and rehype-sanitize give.
 */
import type { Document } from '@contentful/rich-text-types';
import type { Element, Root } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeHighlight } from '../../src/core/markdown/highlight.ts';
import { parsePublishedImageUrl, PROSE_IMAGE_SIZES, publishedImageSrcset } from '../../src/core/markdown/published-image.ts';
import { mdastToRichText } from '../../src/core/richtext/from-markdown/convert.ts';

const schema: SanitizeSchema = { ...defaultSchema, tagNames: [...(defaultSchema.tagNames ?? []), 'u', 'sup', 'sub'], clobberPrefix: '' };

const elements = (node: Root | Element): Element[] =>
  node.children.flatMap((child) => (child.type === 'element' ? [child, ...elements(child)] : []));

/** The page rules the build applies after sanitising: headings nested under `minHeading`, content images lazy and sized. */
function pageRules(minHeading: number) {
  return () => (tree: Root) => {
    const headings = elements(tree).filter((el) => /^h[1-6]$/.test(el.tagName));
    const shift = Math.max(0, minHeading - Math.min(...headings.map((el) => Number(el.tagName.slice(1)))));
    for (const heading of headings) heading.tagName = `h${Math.min(6, Number(heading.tagName.slice(1)) + shift)}`;
    for (const img of elements(tree).filter((el) => el.tagName === 'img')) {
      img.properties.loading = 'lazy';
      img.properties.decoding = 'async';
      const src = String(img.properties['src'] ?? '');
      const image = parsePublishedImageUrl(src);
      if (!image) continue;
      img.properties['width'] = image.width;
      img.properties['height'] = image.height;
      const srcset = publishedImageSrcset(src);
      if (srcset) Object.assign(img.properties, { srcSet: srcset, sizes: PROSE_IMAGE_SIZES });
    }
  };
}

export function referenceHtml(markdown: string, minHeading = 2): string {
  return String(
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype, { allowDangerousHtml: true })
      .use(rehypeRaw)
      .use(rehypeSanitize, schema)
      .use(rehypeHighlight)
      .use(pageRules(minHeading))
      .use(rehypeStringify)
      .processSync(markdown),
  );
}

/** The rich-text document of a markdown body, from micromark's tree instead of satteri's. */
export function referenceRichText(markdown: string): Document {
  return mdastToRichText(unified().use(remarkParse).use(remarkGfm).parse(markdown) as MdastRoot);
}
