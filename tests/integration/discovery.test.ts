import { XMLParser } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { tagSlug } from '../../src/core/content/tags.ts';
import { getJson, request, siteUrl } from '../support/http.ts';

type Json = Record<string, any>;

let profile: Json;
let projects: Json[];
let articles: Json[];

beforeAll(async () => {
  profile = (await getJson<Json>('/api/v1/profile')).body;
  projects = (await getJson<Json[]>('/api/v1/projects')).body;
  articles = (await getJson<Json[]>('/api/v1/articles')).body;
});

async function text(path: string): Promise<{ body: string; type: string }> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return { body: await response.text(), type: response.headers.get('content-type') ?? '' };
}

const absolute = (path: string) => `${siteUrl()}${path}`;
const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => ['item', 'category', 'url'].includes(name) });

describe('/llms.txt', () => {
  it('follows the llmstxt.org structure: H1, blockquote, then ## sections of link lists', async () => {
    const { body } = await text('/llms.txt');
    const lines = body.split('\n');
    expect(lines[0]).toBe(`# ${profile.name}`);
    expect(lines.filter((l) => l.startsWith('# '))).toHaveLength(1);
    const firstContent = lines.slice(1).find((l) => l.trim() !== '');
    expect(firstContent).toMatch(/^> \S/);
    const sections = lines.filter((l) => l.startsWith('## ')).map((l) => l.slice(3));
    expect(sections).toEqual(['API', 'Projects', 'Articles', 'Optional']);
    // Inside sections, every non-empty line is a markdown link list item with an absolute URL.
    const afterFirstSection = lines.slice(lines.findIndex((l) => l.startsWith('## ')));
    for (const line of afterFirstSection) {
      if (line === '' || line.startsWith('## ')) continue;
      expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\)(: .+)?$/);
    }
  });

  it('is served as the markdown every page links it as, with llms-full.txt, open to any origin', async () => {
    for (const path of ['/llms.txt', '/llms-full.txt']) {
      const response = await request(path);
      await response.body?.cancel();
      expect(response.headers.get('content-type'), path).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
    }
    const { body: home } = await text('/');
    expect(home).toContain(
      `<link rel="alternate" type="text/markdown" title="llms.txt" href="${absolute('/llms.txt')}">`,
    );
  });

  it('links the OpenAPI document, the MCP endpoint, the docs, every project and every article', async () => {
    const { body } = await text('/llms.txt');
    for (const path of ['/api/openapi.json', '/api/mcp', '/docs/api', '/llms-full.txt'])
      expect(body).toContain(`](${absolute(path)})`);
    // Each linked by its markdown twin (llmstxt.org's convention), with its page and its JSON.
    for (const p of projects) {
      expect(body).toContain(`[${p.title}](${absolute(`/projects/${p.id}.md`)})`);
      expect(body).toContain(`Page: ${absolute(`/projects/${p.id}`)}`);
      expect(body).toContain(absolute(`/api/v1/projects/${p.id}`));
    }
    for (const a of articles) {
      expect(body).toContain(`[${a.title}](${absolute(`/articles/${a.slug}.md`)})`);
      expect(body).toContain(`Page: ${absolute(`/articles/${a.slug}`)}`);
    }
  });

  it('/llms-full.txt holds the profile, every case study and every article in full', async () => {
    const { body } = await text('/llms-full.txt');
    expect(body.startsWith(`# ${profile.name}\n`)).toBe(true);
    expect(body).toContain(profile.bio);
    for (const { id } of projects) {
      const { body: project } = await getJson<Json>(`/api/v1/projects/${id}`);
      expect(body).toContain(`### ${project.title}`);
      expect(body).toContain(project.problem);
      const badges = project.badges as string[];
      if (badges.length > 0) expect(body).toContain(`**Badges**: ${badges.join(', ')}`);
      for (const section of project.expandableSections) expect(body).toContain(`#### ${section.title}`);
    }
    let bodyHeadings = 0;
    for (const { slug } of articles) {
      const { body: article } = await getJson<Json>(`/api/v1/articles/${slug}`);
      const lines = String(article.bodyMarkdown).trim().split('\n');
      // The body in full, its own headings moved under the article's title (### Title): the
      // highest heading of the body is at level 4, the others keep their distance below it, and
      // every other line (a `# comment` in a code block too) stays as written.
      let fenced = false;
      const headingAt = lines.map((line) => {
        if (/^(```|~~~)/.test(line)) fenced = !fenced;
        return !fenced && /^#{1,6} /.test(line);
      });
      const depths = lines.filter((_, i) => headingAt[i]).map((line) => line.indexOf(' '));
      const shift = depths.length === 0 ? 0 : Math.max(0, 4 - Math.min(...depths));
      const nested = lines
        .map((line, i) =>
          headingAt[i] ? `${'#'.repeat(Math.min(6, line.indexOf(' ') + shift))}${line.slice(line.indexOf(' '))}` : line,
        )
        .join('\n');
      expect(body).toContain(nested);
      bodyHeadings += depths.length;
    }
    expect(bodyHeadings).toBeGreaterThan(0);
    // One outline: after `## Articles`, only the articles' titles are at level 3, and nothing climbs back to 2.
    const afterArticles = body
      .slice(body.indexOf('\n## Articles\n') + 1)
      .split('\n')
      .filter((line) => /^#{1,6} /.test(line));
    expect(afterArticles[0]).toBe('## Articles');
    expect(afterArticles.slice(1).filter((line) => /^#{1,2} /.test(line))).toEqual([]);
    expect(afterArticles.filter((line) => line.startsWith('### '))).toEqual(articles.map((a) => `### ${a.title}`));
  });
});

describe('/favicon.ico', () => {
  it("is the site's icon, for the browsers that ask for it where no page names one", async () => {
    const ico = await request('/favicon.ico');
    const svg = await request('/favicon.svg');
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await ico.text()).toBe(await svg.text());
  });
});

describe('the feeds', () => {
  it('are open to any origin, for feed readers that run in a web page', async () => {
    for (const path of ['/rss.xml', '/feed.json']) {
      const response = await request(path, { headers: { Origin: 'https://reader.example' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('access-control-allow-origin'), path).toBe('*');
    }
  });
});

describe('/rss.xml', () => {
  it('is RSS 2.0 with one item per article, newest first', async () => {
    const { body } = await text('/rss.xml');
    const feed = xml.parse(body);
    expect(feed.rss['@_version']).toBe('2.0');
    const channel = feed.rss.channel;
    expect(channel.title).toContain(profile.name);
    expect(channel.link).toBe(absolute('/articles'));
    expect(channel.item.map((i: Json) => i.link)).toEqual(articles.map((a) => absolute(`/articles/${a.slug}`)));
    for (const [i, item] of channel.item.entries()) {
      const article = articles[i]!;
      expect(item.title).toBe(article.title);
      expect(item.description).toBe(article.excerpt);
      expect(new Date(item.pubDate).toISOString()).toBe(article.publishedAt);
      expect(item.category).toEqual(article.tags);
      expect(item['content:encoded']).toMatch(/<p>/);
    }
  });
});

describe('/feed.json', () => {
  it('is a JSON Feed 1.1 with every required field', async () => {
    const { body: feed } = await getJson<Json>('/feed.json');
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(typeof feed.title).toBe('string');
    expect(feed.home_page_url).toBe(absolute('/articles'));
    expect(feed.feed_url).toBe(absolute('/feed.json'));
    expect(feed.items).toHaveLength(articles.length);
    for (const [i, item] of feed.items.entries()) {
      const article = articles[i]!;
      expect(typeof item.id).toBe('string');
      expect(item.url).toBe(absolute(`/articles/${article.slug}`));
      expect(item.title).toBe(article.title);
      expect(item.content_html).toMatch(/^<(p|h\d|ul|ol|pre|blockquote)/);
      expect(item.date_published).toBe(article.publishedAt);
      expect(item.tags).toEqual(article.tags);
    }
  });
});

describe('/sitemap.xml', () => {
  it('lists every page, and every URL in it answers 200', async () => {
    const { body } = await text('/sitemap.xml');
    const parsed = xml.parse(body);
    expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs: string[] = parsed.urlset.url.map((u: Json) => u.loc);
    const expected = [
      '/',
      '/projects',
      ...projects.map((p) => `/projects/${p.id}`),
      '/articles',
      ...articles.map((a) => `/articles/${a.slug}`),
      '/tags',
      ...new Set(articles.flatMap((a) => a.tags.map((tag: string) => `/tags/${tagSlug(tag)}`))),
      '/resume',
      '/search',
      '/docs/api',
    ].map(absolute);
    expect([...locs].sort()).toEqual([...expected].sort());
    for (const loc of locs) {
      const response = await request(loc.slice(siteUrl().length));
      await response.body?.cancel();
      expect(response.status, loc).toBe(200);
    }
  });

  it('robots.txt points at it', async () => {
    const { body } = await text('/robots.txt');
    expect(body).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  });
});

describe('schema.org JSON-LD', () => {
  async function jsonLd(path: string): Promise<Json[]> {
    const { body } = await text(path);
    const blocks = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    return blocks.map((m) => JSON.parse(m[1]!) as Json);
  }

  it('the home page is a ProfilePage about a Person', async () => {
    const [ld, ...rest] = await jsonLd('/');
    expect(rest).toEqual([]);
    expect(ld!['@context']).toBe('https://schema.org');
    expect(ld!['@type']).toBe('ProfilePage');
    expect(ld!.mainEntity['@type']).toBe('Person');
    expect(ld!.mainEntity.name).toBe(profile.name);
    expect(ld!.mainEntity.jobTitle).toBe(profile.jobTitle);
    // Every profile link but the email, the sample's named one (mastodon) too.
    expect(ld!.mainEntity.sameAs).toEqual(
      Object.entries(profile.links).flatMap(([key, url]) => (key === 'email' ? [] : [url])),
    );
    expect(ld!.mainEntity.sameAs).toContain(profile.links.mastodon);
  });

  it('every project is a CreativeWork or SoftwareSourceCode with its URL and author', async () => {
    for (const p of projects) {
      const [ld] = await jsonLd(`/projects/${p.id}`);
      expect(['CreativeWork', 'SoftwareSourceCode']).toContain(ld!['@type']);
      expect(ld!.name).toBe(p.title);
      expect(ld!.url).toBe(absolute(`/projects/${p.id}`));
      expect(ld!.author).toMatchObject({ '@type': 'Person', name: profile.name });
    }
  });

  it('every article is a BlogPosting with headline, datePublished, author and url', async () => {
    for (const a of articles) {
      const [ld] = await jsonLd(`/articles/${a.slug}`);
      expect(ld!['@type']).toBe('BlogPosting');
      expect(ld!.headline).toBe(a.title);
      expect(ld!.datePublished).toBe(a.publishedAt);
      expect(ld!.url).toBe(absolute(`/articles/${a.slug}`));
      expect(ld!.author).toMatchObject({ '@type': 'Person', name: profile.name });
    }
  });
});

describe('discovery links in <head>', () => {
  it('every page links the feeds, llms.txt and the OpenAPI document', async () => {
    for (const path of ['/', '/projects', '/articles', `/articles/${articles[0]!.slug}`, '/docs/api']) {
      const { body } = await text(path);
      expect(body).toContain(`<link rel="alternate" type="application/rss+xml"`);
      expect(body).toContain(`href="${absolute('/rss.xml')}"`);
      expect(body).toContain(`href="${absolute('/feed.json')}"`);
      expect(body).toContain(`href="${absolute('/llms.txt')}"`);
      expect(body).toContain(`href="${absolute('/api/openapi.json')}"`);
      expect(body).toContain(`<link rel="canonical" href="${absolute(path === '/' ? '/' : path)}"`);
    }
  });
});
