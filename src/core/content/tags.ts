/** The tag pages (`/tags/{slug}`): each tag's slug, and the articles that carry it. */
import { MAX_SLUG_LENGTH } from '../schemas/common.ts';

/** A tag as tags are compared: tags that differ only in case or accents are the same tag. */
export const tagKey = (tag: string): string => tag.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** `Site Reliability` → `site-reliability`; tags that differ only so share a page, and an empty slug has none. */
export function tagSlug(tag: string): string {
  const slug = tagKey(tag).replace(/[^a-z0-9]+/g, '-');
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/^-|-$/g, '');
}

export const tagPath = (tag: string): string => `/tags/${tagSlug(tag)}`;

/** Every tag once: one per page, else one whatever its case or accents; as the first item writes it, with its items. */
export function tagList<T extends { tags: readonly string[] }>(items: readonly T[]) {
  const carried = items.flatMap((item) => item.tags.map((tag) => ({ tag, item })));
  return [...Map.groupBy(carried, ({ tag }) => tagSlug(tag) || tagKey(tag))]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, found]) => ({ tag: found[0]!.tag, items: [...new Set(found.map(({ item }) => item))] }));
}

/** The tag pages (`/tags/{slug}`, the slug `tagSlug` gives the tag): the tags `tagList` gives that have one. */
export const tagPages = <T extends { tags: readonly string[] }>(items: readonly T[]) =>
  tagList(items).filter((page) => tagSlug(page.tag) !== '');
