/**
 * What the pages' HTML keeps: it is sanitised with `PAGE_SCHEMA` (to-html.ts), which drops a
 * link or an image whose URL it does not take (a `javascript:` or `data:` URL, a scheme in another
 * case, a URL starting with a space). A body is checked by asking the sanitiser itself about each
 * URL, so such a URL is a problem of the content instead of a link silently gone from the page
 * while the API and the twin still carry it.
 */
import type { Element } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';

/** The sanitiser's default schema, and the tags the rich-text converter writes for underline, superscript and subscript. */
export const PAGE_SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'u', 'sup', 'sub'],
  // The converter already prefixes the ids it generates (footnotes) with `user-content-`.
  clobberPrefix: '',
};

/** What a problem about such a URL says to do instead. */
export const KEPT_URLS = {
  href: 'use an http:, https: or mailto: URL, or a relative one',
  src: 'use an http: or https: URL, or a file beside the content',
} as const;

/** Whether a page keeps `url` as a link's target (`href`) or an image's source (`src`). */
export function pageKeepsUrl(url: string, as: 'href' | 'src'): boolean {
  const element: Element = { type: 'element', tagName: as === 'href' ? 'a' : 'img', properties: { [as]: url }, children: [] };
  const kept = sanitize(element, PAGE_SCHEMA) as Element;
  return kept.type === 'element' && kept.properties[as] === url;
}
