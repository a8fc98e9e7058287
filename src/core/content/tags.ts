/** The tag pages (`/tags/{slug}`): each tag's slug, and the articles that carry it. */
import { MAX_SLUG_LENGTH } from '../schemas/common.ts';

/** `Site Reliability` → `site-reliability`; tags that differ only so share a page, and an empty slug has none. */
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
  const carried = items.flatMap((item) => item.tags.map((tag) => ({ tag, item })));
  return [...Map.groupBy(carried, ({ tag }) => tagSlug(tag))]
    .filter(([slug]) => slug !== '')
    .map(([slug, found]) => ({ slug, tag: found[0]!.tag, items: [...new Set(found.map(({ item }) => item))] }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}
