/**
 * The benchmark's peers (`bench/peer-blog.ts`) are blogs that build. The card blog is the plain blog plus a route
 * that draws each article's card: building it runs all the plain blog has, so it is the one built here.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { astroBuild } from '../../bench/astro-build.ts';
import { articlePage, assertRebuilt, changeOneArticle } from '../../bench/one-change.ts';
import { writePeerBlog } from '../../bench/peer-blog.ts';
import { writeSyntheticContent } from '../../bench/synthetic-content.ts';

const IDS = ['article-00000', 'article-00001', 'article-00002', 'article-00003', 'article-00004'];
const content = mkdtempSync(path.join(tmpdir(), 'peer-blog-content-'));
writeSyntheticContent(content, { articles: IDS.length, projects: 1 }, path.resolve('content', 'profile.yaml'));
const peer = writePeerBlog(path.join(content, 'articles'), { cards: true });
afterAll(() => {
  peer.remove();
  rmSync(content, { recursive: true, force: true });
});

it('builds a page per article with its title, date, tags and highlighted code, and an index of them; with cards, a 1200×630 PNG per article named in its page', async () => {
  const build = await astroBuild(peer.root);
  expect(build.code, build.tail).toBe(0);
  const dist = path.join(peer.root, 'dist');
  for (const id of IDS) {
    const page = articlePage(dist, id);
    expect(page, `no page for ${id}`).toBeDefined();
    const html = readFileSync(page ?? '', 'utf8');
    const file = readFileSync(path.join(content, 'articles', `${id}.md`), 'utf8');
    const { title, publishedAt } = parseYaml(file.split('---\n')[1]!) as Record<string, string>;
    expect(html).toContain(`<h1>${title}</h1>`);
    expect(html).toContain(`<time datetime="${publishedAt}T00:00:00.000Z"`);
    expect(html).toMatch(/<li>[A-Z][A-Za-z]+<\/li>/);
    expect(html).toContain('class="astro-code');
    expect(html).toContain('<table>');
    expect(html).toContain(`<meta property="og:image" content="https://example.com/articles/${id}.png">`);
    const png = await sharp(path.join(dist, 'articles', `${id}.png`)).metadata();
    expect(png).toMatchObject({ format: 'png', width: 1200, height: 630 });
  }
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  expect(index.match(/href="\/articles\/article-\d+\/"/g)).toHaveLength(IDS.length);
}, 60_000);

it('rebuilds on top of its first build, showing the changed article', async () => {
  const changed = changeOneArticle(path.join(content, 'articles'));
  const build = await astroBuild(peer.root);
  expect(build.code, build.tail).toBe(0);
  expect(() => assertRebuilt(path.join(peer.root, 'dist'), changed, 'the peer blog')).not.toThrow();
}, 60_000);
