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

it('tagPages gives tags that differ only in case, accents or punctuation one page, its items in their order, each once', () => {
  expect(tagPages([newer, older])).toEqual([
    { tag: 'Cafés', items: [newer, older] },
    { tag: 'Site Reliability', items: [newer, older] },
  ]);
});

it('tagPages has no page for a tag with nothing left of it, nor for no articles', () => {
  expect(tagPages([{ tags: ['日本語', '!!'] }])).toEqual([]);
  expect(tagPages([])).toEqual([]);
});

it('tagList has every tag, one with no page once whatever its case or accents, each after its page or its tag', () => {
  const russian = { tags: ['Надёжность', 'SRE', '日本語'] };
  expect(tagList([newer, older, russian])).toEqual([
    { tag: 'Cafés', items: [newer, older] },
    { tag: 'Site Reliability', items: [newer, older] },
    { tag: 'SRE', items: [russian] },
    { tag: 'Надёжность', items: [russian] },
    { tag: '日本語', items: [older, russian] },
  ]);
  expect(tagList([{ tags: ['НАДЕЖНОСТЬ', 'надёжность', '!!'] }]).map(({ tag }) => tag)).toEqual(['!!', 'НАДЕЖНОСТЬ']);
});
