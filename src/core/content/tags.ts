/** The tag pages (`/tags/{slug}`): each tag's slug, and the articles that carry it. */
import { MAX_SLUG_LENGTH } from '../schemas/common.ts';

/**
 * `Site Reliability` → `site-reliability`: accents removed (NFKD), lowercase, each run of other
 * characters one `-`. Tags that differ only so share a page; empty (no page) when nothing is left.
 */
export function tagSlug(tag: string): string {
  const slug = tag
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/^-|-$/g, '');
}

/** Each tag's page, by slug: the tag as the first item carrying it writes it, and those items in their order. */
export function tagPages<T extends { tags: readonly string[] }>(items: readonly T[]) {
  const pages = new Map<string, { slug: string; tag: string; items: T[] }>();
  for (const item of items) {
    for (const tag of item.tags) {
      const slug = tagSlug(tag);
      const page = pages.get(slug) ?? pages.set(slug, { slug, tag, items: [] }).get(slug)!;
      if (page.items.at(-1) !== item) page.items.push(item);
    }
  }
  return [...pages.values()].filter((page) => page.slug !== '').sort((a, b) => a.slug.localeCompare(b.slug));
}
