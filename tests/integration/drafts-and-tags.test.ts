/**
 * Drafts and tag pages, on the suite's site: its global setup puts a draft article and a draft
 * project (tests/fixtures/drafts) beside the sample content, and no build may publish them.
 */
import { describe, expect, it } from 'vitest';
import { tagSlug } from '../../src/core/content/tags.ts';
import { getJson, okText, request } from '../support/http.ts';

type Article = { slug: string; tags: string[]; publishedAt: string };

const DRAFTS = ['/articles/quokka-queues-draft', '/projects/quokka-prototype'];
/** What only the drafts say: their slugs, titles and the tag only the draft article has. */
const DRAFT_TEXT = /quokka[- ](queues|prototype)|draft-only/i;
const { body: articles } = await getJson<Article[]>('/api/v1/articles');

async function statusOf(path: string): Promise<number> {
  const response = await request(path);
  await response.body?.cancel();
  return response.status;
}

it('a draft has no API document, page, twin or card, and is in no list, feed, sitemap, search, llms.txt or résumé', async () => {
  for (const page of DRAFTS)
    for (const path of [`/api/v1${page}`, page, `${page}.md`, `/cards${page}.png`])
      expect(await statusOf(path), path).toBe(404);
  const lists = ['/api/v1/articles', '/api/v1/projects', '/api/v1/profile', '/', '/articles', '/projects', '/tags'];
  const documents = ['/rss.xml', '/feed.json', '/sitemap.xml', '/llms.txt', '/llms-full.txt', '/resume.json'];
  for (const path of [...lists, ...documents]) expect(await okText(path), path).not.toMatch(DRAFT_TEXT);
  expect(await statusOf('/tags/draft-only-topic')).toBe(404);
  expect((await getJson('/api/v1/search?q=quokka')).body).toEqual([]);
});

describe('tag pages', () => {
  it('/tags lists every tag with its count, each linking to its page', async () => {
    const page = await okText('/tags');
    const tags = new Set(articles.flatMap((article) => article.tags));
    for (const tag of tags) {
      const count = articles.filter((article) => article.tags.includes(tag)).length;
      expect(page, tag).toContain(`<a href="/tags/${tagSlug(tag)}">${tag}</a> (${count})`);
    }
    expect(page).toContain('<a href="/tags/developer-experience">Developer Experience</a>');
  });

  it("/tags/{tag} lists the tag's articles newest first", async () => {
    const tagged = (await getJson<Article[]>('/api/v1/articles?tag=developer experience')).body;
    expect(tagged.length).toBeGreaterThan(1);
    const page = await okText('/tags/developer-experience');
    const listed = [...page.split('<h1')[1]!.matchAll(/<h2><a href="\/articles\/([^"]+)"/g)].map((match) => match[1]);
    expect(listed).toEqual(tagged.map((article) => article.slug));
  });

  // That every link answers is the crawl's (tests/e2e/crawl.test.ts).
  it("an article's tags link to their pages", async () => {
    for (const article of articles) {
      const page = await okText(`/articles/${article.slug}`);
      for (const tag of article.tags)
        expect(page, `${article.slug}: ${tag}`).toContain(`<a href="/tags/${tagSlug(tag)}">${tag}</a>`);
    }
    expect(await okText('/articles')).toContain('<a href="/tags/operations">Operations</a>');
  });
});
