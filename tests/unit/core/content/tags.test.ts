import { expect, it } from 'vitest';
import { tagList, tagPages, tagSlug } from '../../../../src/core/content/tags.ts';
import { MAX_SLUG_LENGTH } from '../../../../src/core/schemas/common.ts';

it.each([
  ['Site Reliability', 'site-reliability'],
  ['Café Déjà Vu', 'cafe-deja-vu'],
  ['  C++ / Rust!! ', 'c-rust'],
  ['Ｔｙｐｅ２', 'type2'],
  ['İstanbul', 'istanbul'],
  ['日本語', ''],
  // At most a slug long, never ending in a hyphen.
  [`${'a'.repeat(MAX_SLUG_LENGTH - 1)} and more`, 'a'.repeat(MAX_SLUG_LENGTH - 1)],
])('tagSlug(%j) is %j', (tag, slug) => expect(tagSlug(tag)).toBe(slug));

const newer = { slug: 'newer', tags: ['Site Reliability', 'Cafés'] };
const older = { slug: 'older', tags: ['site-reliability', 'SITE RELIABILITY', 'Cafes', '日本語'] };

it('tagList has every tag, tags that differ only in case, accents or punctuation once, one with no page too, its items in their order', () => {
  const russian = { tags: ['Надёжность', 'SRE', '日本語'] };
  expect(tagList([newer, older, russian])).toEqual([
    { tag: 'Cafés', items: [newer, older] },
    { tag: 'Site Reliability', items: [newer, older] },
    { tag: 'SRE', items: [russian] },
    { tag: 'Надёжность', items: [russian] },
    { tag: '日本語', items: [older, russian] },
  ]);
  expect(tagList([{ tags: ['НАДЕЖНОСТЬ', 'надёжность', '!!'] }]).map(({ tag }) => tag)).toEqual(['!!', 'НАДЕЖНОСТЬ']);
  // The tag pages: those of the tags with something left of them.
  expect(tagPages([newer, older, russian]).map(({ tag }) => tag)).toEqual(['Cafés', 'Site Reliability', 'SRE']);
});
