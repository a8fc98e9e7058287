import { describe, expect, it } from 'vitest';
import { decodedCard } from '../support/cards.ts';
import { getJson, request, siteUrl } from '../support/http.ts';

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('social cards', () => {
  it('every page has Open Graph and Twitter card metadata, and the profile, each project and each article its own 1200×630 PNG, a project’s in its colour', async () => {
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const colours = new Map<string, string>();
    for (const { id } of projects)
      colours.set(
        `/cards/projects/${id}.png`,
        (await getJson<{ color: string }>(`/api/v1/projects/${id}`)).body.color.toLowerCase(),
      );
    const { body: articles } = await getJson<{ slug: string }[]>('/api/v1/articles');
    const own: [string, string][] = [
      ['/', '/cards/index.png'],
      ...projects.map((p): [string, string] => [`/projects/${p.id}`, `/cards/projects/${p.id}.png`]),
      ...articles.map((a): [string, string] => [`/articles/${a.slug}`, `/cards/articles/${a.slug}.png`]),
    ];
    const shared: [string, string][] = ['/projects', '/articles', '/search', '/docs/api'].map((page) => [
      page,
      '/cards/index.png',
    ]);
    const seen = new Set<string>();
    for (const [page, card] of [...own, ...shared]) {
      const html = await (await request(page)).text();
      for (const key of ['og:title', 'og:description', 'og:url', 'og:type'])
        expect(meta(html, key), `${page} ${key}`).toBeTruthy();
      expect(meta(html, 'og:image'), page).toBe(`${siteUrl()}${card}`);
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')], page).toEqual(['1200', '630']);
      expect(meta(html, 'twitter:card'), page).toBe('summary_large_image');
      expect(meta(html, 'twitter:image'), page).toBe(`${siteUrl()}${card}`);
      if (seen.has(card)) continue;
      seen.add(card);
      const response = await request(card);
      expect(response.status, card).toBe(200);
      expect(response.headers.get('content-type'), card).toBe('image/png');
      const decoded = await decodedCard(await response.arrayBuffer());
      expect([decoded.width, decoded.height], card).toEqual([1200, 630]);
      // A project's card shows its own colour in the accent bar.
      if (/^#[0-9a-f]{6}$/.test(colours.get(card) ?? '')) expect(decoded.bar, card).toBe(colours.get(card));
    }
    expect(seen.size).toBe(own.length);
  });
});
