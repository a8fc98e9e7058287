/**
 * The sanitiser drops URLs it does not take (`javascript:`, `data:`, odd case, a leading space). A body asks the
 * sanitiser itself about each URL, so such a URL is a content problem, not a link the page drops but the API keeps.
 */
import type { Element } from 'hast';
import { defaultSchema, sanitize, type Schema } from 'hast-util-sanitize';

/** The default, plus the tags rich text writes for underline, superscript and subscript. */
export const PAGE_SCHEMA: Schema = {
  ...defaultSchema,
  tagNames: [...(defaultSchema.tagNames ?? []), 'u', 'sup', 'sub'],
  // The converter already prefixes the ids it generates (footnotes) with `user-content-`.
  clobberPrefix: '',
};

export const KEPT_URLS = {
  href: 'use an http:, https: or mailto: URL, or a relative one',
  src: 'use an https: URL, or a file beside the content',
} as const;

export function pageKeepsUrl(url: string, as: 'href' | 'src'): boolean {
  const tagName = as === 'href' ? 'a' : 'img';
  const kept = sanitize({ type: 'element', tagName, properties: { [as]: url }, children: [] }, PAGE_SCHEMA) as Element;
  return kept.type === 'element' && kept.properties[as] === url;
}
