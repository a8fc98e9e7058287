import { describe, expect, it } from 'vitest';
import { getJson, request, siteUrl } from '../support/http.ts';

const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('social cards', () => {
  it('every page has Open Graph and Twitter card metadata, and the profile, each project and each article its own 1200×630 PNG', async () => {
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const { body: articles } = await getJson<{ slug: string }[]>('/api/v1/articles');
    const own: [string, string][] = [
      ['/', '/cards/index.png'],
      ...projects.map((p): [string, string] => [`/projects/${p.id}`, `/cards/projects/${p.id}.png`]),
      ...articles.map((a): [string, string] => [`/articles/${a.slug}`, `/cards/articles/${a.slug}.png`]),
    ];
    const shared: [string, string][] = ['/projects', '/articles', '/search', '/docs/api'].map((page) => [page, '/cards/index.png']);
    const seen = new Set<string>();
    for (const [page, card] of [...own, ...shared]) {
      const html = await (await request(page)).text();
      for (const key of ['og:title', 'og:description', 'og:url', 'og:type']) expect(meta(html, key), `${page} ${key}`).toBeTruthy();
      expect(meta(html, 'og:image'), page).toBe(`${siteUrl()}${card}`);
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')], page).toEqual(['1200', '630']);
      expect(meta(html, 'twitter:card'), page).toBe('summary_large_image');
      expect(meta(html, 'twitter:image'), page).toBe(`${siteUrl()}${card}`);
      if (seen.has(card)) continue;
      seen.add(card);
      const response = await request(card);
      expect(response.status, card).toBe(200);
      expect(response.headers.get('content-type'), card).toBe('image/png');
      expect(pngSize(new Uint8Array(await response.arrayBuffer())), card).toEqual({ width: 1200, height: 630 });
    }
    expect(seen.size).toBe(own.length);
  });
});
