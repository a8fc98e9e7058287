/**
 * Markdown → HTML for the pages and feeds (build-side only). GitHub-flavoured markdown; raw HTML is
 * parsed and then sanitised, so only what the renderer itself emits survives (plus `<u>`, `<sup>`
 * and `<sub>`, which the rich-text converter writes for underline, superscript and subscript).
 * Fenced code in a known language is then highlighted (highlight.ts): classes, no inline styles.
 */
import type { Element, Root, RootContent } from 'hast';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { rehypeHighlight } from './highlight.ts';
import { parsePublishedImageUrl, PROSE_IMAGE_SIZES, publishedImageSrcset } from './published-image.ts';

const schema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'u', 'sup', 'sub'],
  // remark-rehype already prefixes the ids it generates (footnotes) with `user-content-`.
  clobberPrefix: '',
};

export interface MarkdownOptions {
  /** The highest heading level the output may use, so it nests under the page's own headings. */
  minHeading?: 2 | 3 | 4 | 5 | 6;
}

export function renderMarkdown(markdown: string, { minHeading = 2 }: MarkdownOptions = {}): string {
  return String(processorFor(minHeading).processSync(markdown));
}

const processors = new Map<number, ReturnType<typeof createProcessor>>();

/** One frozen processor per heading level, reused for every call. */
function processorFor(minHeading: number): ReturnType<typeof createProcessor> {
  let processor = processors.get(minHeading);
  if (processor === undefined) {
    processor = createProcessor(minHeading);
    processors.set(minHeading, processor);
  }
  return processor;
}

function createProcessor(minHeading: number) {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize, schema)
    // After sanitising: the highlighter's own markup is trusted, and its classes would not survive.
    .use(rehypeHighlight)
    .use(() => (tree: Root) => {
      demoteHeadings(tree, minHeading);
      lazyImages(tree);
    })
    .use(rehypeStringify)
    .freeze();
}

const HEADING = /^h([1-6])$/;

function elements(node: Root | Element): Element[] {
  const found: Element[] = [];
  const walk = (children: RootContent[]) => {
    for (const child of children) {
      if (child.type !== 'element') continue;
      found.push(child);
      walk(child.children);
    }
  };
  walk(node.children);
  return found;
}

/** Shifts every heading down so the highest one is at least `minHeading`, keeping their nesting. */
function demoteHeadings(tree: Root, minHeading: number): void {
  const headings = elements(tree).filter((el) => HEADING.test(el.tagName));
  const top = Math.min(...headings.map((el) => Number(el.tagName.slice(1))));
  const shift = Math.max(0, minHeading - top);
  if (shift === 0) return;
  for (const heading of headings) heading.tagName = `h${Math.min(6, Number(heading.tagName.slice(1)) + shift)}`;
}

/**
 * Content images sit below the text they illustrate: load them only when needed. Published
 * content images get their width and height, so the page does not move as they load, and raster
 * ones their narrower copies, so a phone downloads the width it shows (published-image.ts).
 */
function lazyImages(tree: Root): void {
  for (const el of elements(tree)) {
    if (el.tagName !== 'img') continue;
    el.properties.loading = 'lazy';
    el.properties.decoding = 'async';
    const src = String(el.properties['src'] ?? '');
    const image = parsePublishedImageUrl(src);
    if (!image) continue;
    el.properties['width'] = image.width;
    el.properties['height'] = image.height;
    const srcset = publishedImageSrcset(src);
    if (srcset) {
      el.properties['srcSet'] = srcset;
      el.properties['sizes'] = PROSE_IMAGE_SIZES;
    }
  }
}

/** One line of markdown (a description with `code` or links) as phrasing HTML, without the paragraph. */
export function renderInlineMarkdown(markdown: string): string {
  return renderMarkdown(markdown)
    .trim()
    .replace(/^<p>([\s\S]*)<\/p>$/, '$1');
}
