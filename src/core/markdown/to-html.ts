/** GFM → HTML for pages and feeds (build-side only), from satteri's mdast tree or a body's canonical one. */
import type { Element, Root, RootContent } from 'hast';
import { raw } from 'hast-util-raw';
import { sanitize } from 'hast-util-sanitize';
import { toHtml } from 'hast-util-to-html';
import { toString } from 'hast-util-to-string';
import GithubSlugger from 'github-slugger';
import type { Root as MdastRoot } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import { SKIP, visit } from 'unist-util-visit';
import { headingDemotion, PAGE_SCHEMA, parseMarkdown } from './body.ts';
import { highlight } from './highlight.ts';
import { parsePublishedImageUrl, PROSE_IMAGE_SIZES, publishedImageSrcset } from './published-image.ts';

export interface MarkdownOptions {
  minHeading?: 2 | 3 | 4 | 5 | 6; // so it nests under the page's own headings
  /** A body's headings get ids (a field's share its page with the page's own ids). */
  headingIds?: boolean;
}

export const renderMarkdown = (markdown: string, options: MarkdownOptions = {}): string =>
  mdastToHtml(parseMarkdown(markdown, false), options).html;

/** A heading of a page's HTML, as Astro's rendered content lists them: a table of contents links to `#{slug}`. */
export type Heading = ReturnType<typeof idsOfHeadings>[number];

export function mdastToHtml(markdownTree: MdastRoot, { minHeading = 2, headingIds = false }: MarkdownOptions = {}) {
  let tree = toHast(markdownTree, { allowDangerousHtml: true }) as Root;
  // Only a tree with raw HTML in it pays for the HTML parser.
  if (hasRawHtml(tree)) tree = raw(tree) as Root;
  tree = sanitize(tree, PAGE_SCHEMA) as Root;
  // After sanitising: the highlighter's own markup is trusted, and its classes would not survive.
  highlight(tree);
  const found = applyPageRules(tree, minHeading);
  const headings = headingIds ? idsOfHeadings(found) : [];
  return { html: toHtml(tree), headings };
}

export function applyPageRules(tree: Root, minHeading: number): Element[] {
  // The walk skips code blocks: their highlighted tokens are many spans, never a heading, table or image.
  const found: Element[] = [];
  visit(tree, 'element', (element) => {
    found.push(element);
    return element.tagName === 'pre' ? SKIP : undefined;
  });
  demoteHeadings(found, minHeading);
  lazyImages(found);
  scrollableByKeyboard(found);
  return found;
}

/** Ids as GitHub makes them, for a table of contents and shared links; the sanitiser prefixed the body's own ids. */
function idsOfHeadings(found: Element[]) {
  const slugger = new GithubSlugger();
  // The page's own: BaseLayout.astro's <main>, the skip link's target.
  slugger.slug('main');
  return found.flatMap((el) => {
    const depth = HEADING.exec(el.tagName)?.[1];
    if (depth === undefined) return [];
    const text = toString(el);
    const slug = slugger.slug(text);
    el.properties['id'] = slug;
    return [{ depth: Number(depth), slug, text }];
  });
}

/** A focusable, labelled box a keyboard can scroll sideways; the pages' own tables use it too (Table.astro). */
export const SCROLL_REGION = { className: 'table-scroll', role: 'region' } as const;

/** Each region is named ("Table 2 of 3"): a focusable block without a name is announced by all its text. */
function scrollableByKeyboard(found: Element[]): void {
  const named = (tagName: string, noun: string) => {
    const all = found.filter((el) => el.tagName === tagName);
    return all.map((el, i) => [el, all.length > 1 ? `${noun} ${i + 1} of ${all.length}` : noun] as const);
  };
  for (const [pre, ariaLabel] of named('pre', 'Code'))
    Object.assign(pre.properties, { tabIndex: 0, role: SCROLL_REGION.role, ariaLabel });
  // Wrapped in place: the table element becomes its own wrapper.
  for (const [table, ariaLabel] of named('table', 'Table')) {
    const properties = { className: [SCROLL_REGION.className], role: SCROLL_REGION.role, tabIndex: 0, ariaLabel };
    Object.assign(table, { tagName: 'div', properties, children: [{ ...table }] });
  }
}

const hasRawHtml = (node: Root | RootContent): boolean =>
  node.type === 'raw' || ('children' in node && node.children.some(hasRawHtml));

const HEADING = /^h([1-6])$/;

function demoteHeadings(found: Element[], minHeading: number): void {
  const headings = found.filter((el) => HEADING.test(el.tagName));
  const level = (el: Element) => Number(el.tagName.slice(1));
  const demoted = headingDemotion(headings.map(level), minHeading);
  for (const heading of headings) heading.tagName = `h${demoted(level(heading))}`;
}

/** Lazy, and, when published, sized (no layout shift) with narrower copies (published-image.ts). */
function lazyImages(found: Element[]): void {
  for (const img of found.filter((el) => el.tagName === 'img')) {
    Object.assign(img.properties, { loading: 'lazy', decoding: 'async' });
    const src = String(img.properties['src'] ?? '');
    const image = parsePublishedImageUrl(src);
    if (!image) continue;
    Object.assign(img.properties, { width: image.width, height: image.height });
    const srcSet = publishedImageSrcset(src);
    if (srcSet) Object.assign(img.properties, { srcSet, sizes: PROSE_IMAGE_SIZES });
  }
}

/** One line of markdown (a description with `code` or links) as phrasing HTML, without the paragraph. */
export const renderInlineMarkdown = (markdown: string): string =>
  renderMarkdown(markdown)
    .trim()
    .replace(/^<p>([\s\S]*)<\/p>$/, '$1');
