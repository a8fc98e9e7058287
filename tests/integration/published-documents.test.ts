/**
 * What the site publishes besides its pages and its API (decisions: "Markdown twins", "Current protocol and
 * discovery"). What each says is the unit tests' (tests/unit/core/twins, tests/unit/site); here, how each is served
 * through the emulated site and that it is the build's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mf2 } from 'microformats-parser';
import { describe, expect, it } from 'vitest';
import { MARKDOWN_CONTENT_TYPE, SUCCESS_CACHE_CONTROL } from '../../src/core/contract.ts';
import { tagSlug } from '../../src/core/content/tags.ts';
import { decodedCard } from '../support/cards.ts';
import { getJson, okText, request, siteRoot, siteUrl, type Json } from '../support/http.ts';
import { currentRequest } from '../support/mcp-wire.ts';

const abs = (p: string) => `${siteUrl()}${p}`;
const host = new URL(siteUrl()).hostname;
const built = (p: string) => readFileSync(path.join(siteRoot(), 'dist', p), 'utf8');
const links = (twin: string, json: string) =>
  `<${abs(twin)}>; rel="alternate"; type="text/markdown", <${abs(json)}>; rel="alternate"; type="application/json", <${abs('/llms.txt')}>; rel="describedby"`;

async function headOf(p: string, headers?: HeadersInit) {
  const head = await request(p, { method: 'HEAD', headers });
  return [head.status, head.headers.get('content-type'), await head.text()];
}

const { body: profile } = await getJson<Json>('/api/v1/profile');
const { body: projects } = await getJson<Json[]>('/api/v1/projects');
const { body: articles } = await getJson<Json[]>('/api/v1/articles');
const author = { '@type': 'Person', name: profile.name };
/** Each project's and article's page, with what its JSON-LD says besides its URL. */
const pages = [
  ...projects.map(({ id, title }) => ({
    page: `/projects/${id}`,
    ld: { '@type': expect.stringMatching(/^(CreativeWork|SoftwareSourceCode)$/), name: title, author },
  })),
  ...articles.map(({ slug, title, publishedAt }) => ({
    page: `/articles/${slug}`,
    ld: { '@type': 'BlogPosting', headline: title, datePublished: publishedAt, author },
  })),
];
const catalog = `, <${abs('/.well-known/api-catalog')}>; rel="api-catalog"`;
/** Each document's page, twin and JSON; the home page's links name the API catalog too. */
const documents = [
  { page: '/', twin: '/index.md', json: '/api/v1/profile', extra: catalog },
  ...pages.map(({ page }) => ({ page, twin: `${page}.md`, json: `/api/v1${page}`, extra: '' })),
];
/** The pages that are no document's (besides the tag pages and the résumé). */
const others = ['/projects', '/articles', '/search', '/docs/api'].map((page) => ({ page, twin: '', json: '' }));

describe('documents beside the pages', () => {
  it.each([
    ['/llms.txt', /^text\/markdown; charset=utf-8$/],
    ['/llms-full.txt', /^text\/markdown; charset=utf-8$/],
    ['/rss.xml', /xml/],
    ['/feed.json', /^application\/feed\+json; charset=utf-8$/],
    ['/resume.json', /^application\/json/],
    ['/profile.vcf', /^text\/vcard; charset=utf-8$/],
    ['/.well-known/api-catalog', /^application\/linkset\+json$/],
    ['/.well-known/mcp/server-card', /^application\/json; charset=utf-8$/],
    ['/.well-known/mcp/server-card.json', /^application\/json; charset=utf-8$/],
    ['/.well-known/ai-catalog.json', /^application\/ai-catalog\+json$/],
  ])('%s is the built file, as %s, open to any origin, and HEAD says the same without a body', async (p, type) => {
    const response = await request(p, { headers: { Origin: 'https://reader.example' } });
    expect([response.status, response.headers.get('content-type')]).toEqual([200, expect.stringMatching(type)]);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.text()).toBe(built(p));
    expect(await headOf(p)).toEqual([200, response.headers.get('content-type'), '']);
  });

  it('serves every markdown twin as a pre-rendered file with the API headers and its links; an unknown twin is the site 404', async () => {
    for (const { twin, json, extra } of documents) {
      const response = await request(twin);
      expect(Object.fromEntries(response.headers), twin).toMatchObject({
        'content-type': MARKDOWN_CONTENT_TYPE,
        'access-control-allow-origin': '*',
        'x-content-type-options': 'nosniff',
        'cache-control': SUCCESS_CACHE_CONTROL,
        link: links(twin, json) + extra,
      });
      expect(await response.text(), twin).toBe(built(twin));
    }
    const { body: article } = await getJson<Json>(`/api/v1/articles/${articles[0]!.slug}`);
    expect(built(`/articles/${article.slug}.md`).endsWith(article.bodyMarkdown)).toBe(true);
    const missing = await request('/projects/no-such-project.md');
    expect([missing.status, missing.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it("is /favicon.ico the site's icon, for the browsers that ask for it where no page names one", async () => {
    const ico = await request('/favicon.ico');
    expect([ico.status, ico.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
    expect(await ico.text()).toBe(await okText('/favicon.svg'));
  });
});

describe('markdown on the page URLs', () => {
  it("answers a page asked for as markdown with its twin's bytes, Vary: Accept, Content-Location and its links", async () => {
    for (const { page, twin, json, extra } of [documents[0]!, documents[1]!, documents.at(-1)!]) {
      const response = await request(page, { headers: { Accept: 'text/html;q=0.8, text/markdown;variant=GFM;q=0.8' } });
      expect(await response.text(), page).toBe(built(twin));
      expect(Object.fromEntries(response.headers), page).toMatchObject({
        'content-type': MARKDOWN_CONTENT_TYPE,
        'access-control-allow-origin': '*',
        // fetch offers gzip, which the site compresses with as Netlify does.
        vary: 'Accept, Accept-Encoding',
        'content-location': abs(twin),
        link: links(twin, json) + extra,
      });
      expect(await headOf(page, { Accept: 'TEXT/MARKDOWN' }), page).toEqual([200, MARKDOWN_CONTENT_TYPE, '']);
      // A browser's request: the static page with the same links, without running an edge function.
      const html = await request(page, { headers: { Accept: 'text/html,application/xml;q=0.9,*/*;q=0.8' } });
      expect(await html.text(), page).toContain('<!DOCTYPE html>');
      expect([html.headers.get('vary'), html.headers.get('link')], page).toEqual([
        'Accept, Accept-Encoding',
        links(twin, json) + extra,
      ]);
      expect(html.headers.get('x-nf-edge-functions'), page).toBeNull();
    }
  });

  // Which pages have twins is tests/unit/core/http/markdown-pages.test.ts's.
  it('gives unknown slugs no markdown, and wildcards alone never choose it', async () => {
    for (const [p, accept, status] of [
      ['/articles/no-such-article', 'text/markdown', 404],
      [`/articles/${articles[0]!.slug}`, 'text/*', 200],
    ] as const) {
      const response = await request(p, { headers: { Accept: accept } });
      expect([response.status, response.headers.get('content-type')], p).toEqual([status, 'text/html; charset=utf-8']);
      expect(await response.text()).toContain('<!DOCTYPE html>');
    }
  });
});

it('/llms.txt follows the llmstxt.org structure (H1, blockquote, then ## sections of link lists) and links the API, the docs and every discovery document, and every project and article by its twin, page and JSON', async () => {
  const body = await okText('/llms.txt');
  const lines = body.split('\n');
  expect(lines[0]).toBe(`# ${profile.name}`);
  expect(lines.filter((l) => l.startsWith('# '))).toHaveLength(1);
  expect(lines.slice(1).find((l) => l.trim() !== '')).toMatch(/^> \S/);
  const sections = lines.filter((l) => l.startsWith('## ')).map((l) => l.slice(3));
  expect(sections).toEqual(['API', 'Projects', 'Articles', 'Optional']);
  for (const line of lines.slice(lines.findIndex((l) => l.startsWith('## ')))) {
    if (line === '' || line.startsWith('## ')) continue;
    expect(line).toMatch(/^- \[[^\]]+\]\(https?:\/\/[^)\s]+\)(: .+)?$/);
  }
  const docs = await okText('/docs/api');
  for (const p of ['/api/openapi.json', '/api/mcp', '/docs/api', '/llms-full.txt', '/index.md'])
    expect(body).toContain(`](${abs(p)})`);
  for (const p of [
    '/.well-known/api-catalog',
    '/.well-known/mcp/server-card',
    '/server.json',
    '/resume.json',
    '/profile.vcf',
  ]) {
    expect(body, p).toContain(abs(p));
    expect(docs, p).toContain(`href="${p}"`);
  }
  expect(body).toContain('Accept: text/markdown');
  expect(docs).toContain('<code>text/markdown</code>');
  for (const { title, id } of projects) expect(body).toContain(`[${title}](${abs(`/projects/${id}.md`)})`);
  for (const { title, slug } of articles) expect(body).toContain(`[${title}](${abs(`/articles/${slug}.md`)})`);
  for (const { page, json } of documents.slice(1)) {
    expect(body).toContain(`Page: ${abs(page)}`);
    if (json.includes('/projects/')) expect(body).toContain(abs(json));
  }
});

describe('the feeds and the sitemap', () => {
  it('carry every article, newest first, in RSS 2.0 and JSON Feed 1.1', async () => {
    const pages = articles.map((a) => abs(`/articles/${a.slug}`));
    const rss = await okText('/rss.xml');
    expect(rss).toMatch(/^<\?xml[^>]*\?>\s*<rss version="2\.0"/);
    expect([...rss.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => m[1])).toEqual(pages);
    const { body: feed } = await getJson<Json>('/feed.json');
    expect(feed).toMatchObject({
      version: 'https://jsonfeed.org/version/1.1',
      home_page_url: abs('/articles'),
      feed_url: abs('/feed.json'),
    });
    expect(feed.items.map((item: Json) => item.url)).toEqual(pages);
  });

  it('lists every page in the sitemap, and robots.txt points at it', async () => {
    expect(await okText('/robots.txt')).toContain(`Sitemap: ${abs('/sitemap.xml')}`);
    const sitemap = await okText('/sitemap.xml');
    expect(sitemap).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const tagPages = new Set(articles.flatMap((a) => a.tags.map((tag: string) => `/tags/${tagSlug(tag)}`)));
    const expected = [...documents, ...others].map((d) => d.page).concat('/tags', ...tagPages, '/resume');
    // That each of these pages answers is the crawl's (tests/e2e/crawl.test.ts): every one is linked.
    expect(locs.sort()).toEqual(expected.map(abs).sort());
  });
});

describe('the person', () => {
  it('is marked up on the home page as an h-card with every profile link as rel="me", and as JSON-LD', async () => {
    const webLinks = Object.entries<string>(profile.links).flatMap(([key, url]) => (key === 'email' ? [] : [url]));
    const html = await okText('/');
    const parsed = mf2(html, { baseUrl: `${siteUrl()}/` });
    const cards = parsed.items.filter((item) => item.type?.includes('h-card'));
    const [photo] = images(html).filter((img) => img.class?.includes('u-photo'));
    expect(cards.map((card) => card.properties)).toEqual([
      {
        photo: [{ value: photo!.src, alt: photo!.alt }],
        name: [profile.name],
        'job-title': [profile.jobTitle],
        org: [profile.currentRole.company],
        email: [`mailto:${profile.links.email}`],
        url: webLinks,
        note: [profile.bio],
      },
    ]);
    expect(parsed.rels['me']).toEqual([`mailto:${profile.links.email}`, ...webLinks]);
    const [ld, ...more] = jsonLd(html);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: profile.name, jobTitle: profile.jobTitle, sameAs: webLinks },
    });
  });
});

// That each has a width and a height, and each copy loads as an image at the width its srcset says, is the crawl's
// (tests/e2e/crawl.test.ts); that they are whole numbers, built-site.test.ts's HTML validation.
it("the portrait and the covers show on the pages with their alt text and narrower copies, lazily below the fold; they are in the cover's twin and JSON-LD, the vCard and JSON Resume, and not in the API; a project without one shows none", async () => {
  const kinds = [
    ['/', 'u-photo', undefined],
    ['/projects/edge-search', 'cover', undefined],
    ['/articles/the-boring-monorepo', 'cover', undefined],
    ['/projects', 'cover', 'lazy'],
    ['/articles', 'thumb', 'lazy'],
  ] as const;
  const first: Record<string, string | undefined>[] = [];
  for (const [page, kind, loading] of kinds) {
    const shown = images(await okText(page)).filter((img) => img.class?.split(' ').includes(kind));
    expect(shown.length, page).toBeGreaterThan(0);
    for (const img of shown) {
      expect(img.alt, page).toMatch(/\S/);
      expect(img.loading, page).toBe(loading);
      expect(img.srcset, page).toMatch(/\.webp \d+w, /);
    }
    first.push(shown[0]!);
  }
  const [photo, cover] = first;
  expect((await okText('/projects/edge-search.md')).split('\n')[0]).toBe(`![${cover!.alt}](${cover!.src})`);
  expect(jsonLd(await okText('/projects/edge-search'))[0]).toMatchObject({ image: cover!.src });
  expect(built('/profile.vcf')).toContain(`\r\nPHOTO:${photo!.src}\r\n`);
  expect((await getJson<Json>('/resume.json')).body.basics.image).toBe(photo!.src);
  const api = [
    profile,
    ...projects,
    (await getJson('/api/v1/projects/edge-search')).body,
    await okText('/api/openapi.json'),
  ];
  expect(JSON.stringify(api)).not.toMatch(/\\?"(cover|photo|photoAlt)\\?"|images\/portrait/);
  const plain = await okText('/projects/ci-build-cache');
  expect(images(plain).filter((img) => img.class?.includes('cover'))).toEqual([]);
  expect(jsonLd(plain)[0]).not.toHaveProperty('image');
  expect(await okText('/projects/ci-build-cache.md')).toMatch(/^# /);
});

function images(html: string): Record<string, string | undefined>[] {
  return [...html.matchAll(/<img\s([^>]*)>/g)].map((m) =>
    Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value])),
  );
}

const jsonLd = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('what an agent finds', () => {
  it('/.well-known/api-catalog is an RFC 9727 linkset of the REST API and the MCP endpoint', async () => {
    expect(JSON.parse(built('/.well-known/api-catalog'))).toEqual({
      linkset: [
        {
          anchor: abs('/api/v1/'),
          'service-desc': [{ href: abs('/api/openapi.json'), type: 'application/openapi+json' }],
          'service-doc': [{ href: abs('/docs/api'), type: 'text/html' }],
        },
        {
          anchor: abs('/api/mcp'),
          'service-desc': [{ href: abs('/.well-known/mcp/server-card'), type: 'application/json' }],
          'service-doc': [{ href: abs('/docs/api#mcp'), type: 'text/html' }],
        },
      ],
    });
  });

  it('the MCP server card lists what the server lists, and server.json for the MCP Registry names the same server', async () => {
    const card = JSON.parse(built('/.well-known/mcp/server-card')) as Json;
    const list = async (method: string) => (await getJson<Json>('/api/mcp', currentRequest(method))).body.result;
    expect(card).toMatchObject({
      $schema: expect.stringMatching(/^https:\/\/.+server-card.+\.json$/),
      name: `${host.split('.').reverse().join('.')}/portfolio`,
      version: expect.any(String),
      title: expect.stringContaining(profile.name),
      websiteUrl: abs('/'),
      remotes: [
        {
          type: 'streamable-http',
          url: abs('/api/mcp'),
          supportedProtocolVersions: expect.arrayContaining(['2026-07-28', '2025-11-25', '2025-06-18']),
        },
      ],
      capabilities: (await list('server/discover')).capabilities,
      tools: (await list('tools/list')).tools,
      prompts: (await list('prompts/list')).prompts,
      resourceTemplates: (await list('resources/templates/list')).resourceTemplates,
    });
    const { body } = await getJson<Json>('/server.json');
    expect(body).toEqual({
      $schema: expect.stringMatching(/^https:\/\/static\.modelcontextprotocol\.io\/schemas\/.+\/server\.schema\.json$/),
      name: card.name,
      version: card.version,
      title: card.title,
      description: card.description,
      websiteUrl: card.websiteUrl,
      remotes: [{ type: 'streamable-http', url: abs('/api/mcp') }],
    });
    expect(body.description.length).toBeLessThanOrEqual(100);
    expect(card.capabilities.extensions).toEqual({ 'io.modelcontextprotocol/ui': {} });
  });

  // Its headers, its ETag and 304, and the trailing slash are tests/unit/mcp/apps.test.ts's: here, that it is the built card.
  it('answers the card at /api/mcp/server-card, named by the AI catalog', async () => {
    const { body: catalog } = await getJson<Json>('/.well-known/ai-catalog.json');
    const entry = { identifier: `urn:air:${host}:mcp:portfolio`, type: 'application/mcp-server-card+json' };
    expect(catalog).toEqual({ specVersion: '1.0', entries: [{ ...entry, url: abs('/api/mcp/server-card') }] });
    const response = await request('/api/mcp/server-card');
    expect([response.status, await response.text()]).toEqual([200, built('/.well-known/mcp/server-card')]);
  });
});

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

it('every page links its canonical URL, the feeds, llms.txt and the OpenAPI document, and has Open Graph and Twitter card metadata; the profile, each project and each article links its twin and its JSON and has its own 1200×630 PNG, a project’s in its colour; the person is the author in the JSON-LD of every project (a CreativeWork or SoftwareSourceCode) and article (a BlogPosting)', async () => {
  const seen = new Set<string>();
  for (const { page, twin, json } of [...documents, ...others]) {
    const html = await okText(page);
    expect(html, page).toContain(`<link rel="canonical" href="${abs(page)}"`);
    expect(html, page).toContain(`<link rel="alternate" type="application/rss+xml"`);
    for (const file of ['/rss.xml', '/feed.json', '/api/openapi.json'])
      expect(html, page).toContain(`href="${abs(file)}"`);
    expect(html, page).toContain(
      `<link rel="alternate" type="text/markdown" title="llms.txt" href="${abs('/llms.txt')}">`,
    );
    if (twin) {
      expect(html, page).toContain(`<link rel="alternate" type="text/markdown" href="${abs(twin)}">`);
      expect(html, page).toContain(`<link rel="alternate" type="application/json" href="${abs(json)}">`);
    }
    const ld = pages.find((item) => item.page === page)?.ld;
    if (ld) expect(jsonLd(html)[0], page).toMatchObject({ ...ld, url: abs(page) });
    // A project's and an article's page have their own card; the profile's is the one every other page shares.
    const card = /^\/(projects|articles)\/./.test(page) ? `/cards${page}.png` : '/cards/index.png';
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
    const { color } = page.startsWith('/projects/') ? (await getJson<Json>(`/api/v1${page}`)).body : { color: '' };
    if (/^#[0-9a-f]{6}$/i.test(color)) expect(decoded.bar, card).toBe(color.toLowerCase());
  }
  expect(seen.size).toBe(documents.length);
});
