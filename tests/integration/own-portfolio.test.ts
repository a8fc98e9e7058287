/**
 * An owner's own portfolio in a fork of the kit: the smallest valid content (tests/fixtures/minimal-content),
 * named and coloured by site.yaml, with a `talks` collection added as docs/extending.md says
 * (tests/fixtures/extra-collection), built once and served through the Netlify emulator.
 */
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { RunningSite } from '../../scripts/serve.ts';
import { Article } from '../../src/core/schemas/article.ts';
import { Profile } from '../../src/core/schemas/profile.ts';
import { Project } from '../../src/core/schemas/project.ts';
import { TOOLS } from '../../src/mcp/tools.ts';
import { decodedCard } from '../support/cards.ts';
import { filesOf, projectCopy, type ProjectCopy } from '../support/project-copy.ts';
import { runNode } from '../support/run-node.ts';

const FIXTURE = path.resolve('tests/fixtures/extra-collection');
const MINIMAL = path.resolve('tests/fixtures/minimal-content');
const REGISTRY = path.join('src', 'core', 'collections', 'registry.ts');
const OWNER = 'Noor Haddad';
const SAMPLE_OWNER = /Rina Castellano|rcastellano/;
const SETTINGS = { title: 'Noor builds', description: 'Notes on backend systems.', accent: '#0f766e' };

let copy: ProjectCopy | undefined;
let project: string;
let site: RunningSite;
let client: Client;
let buildOutput = '';

const fixture = (file: string) => parseYaml(readFileSync(file, 'utf8'));
const profileFile = fixture(path.join(MINIMAL, 'profile.yaml'));
const ledger = fixture(path.join(MINIMAL, 'projects', 'ledger-sync.yaml'));
const ledgerSync = { id: 'ledger-sync', title: ledger.title, tagline: ledger.tagline, status: ledger.status };
/** A talk as its file says, in the list's shape. */
const talk = (slug: string) => {
  const { title, event, givenAt, tags } = fixture(path.join(FIXTURE, 'content', 'talks', `${slug}.yaml`));
  return { slug, title, event, givenAt: new Date(givenAt).toISOString(), tags };
};
const budgets = talk('budgets-not-dashboards');
const cache = talk('a-cache-you-can-delete');

beforeAll(async () => {
  copy = await projectCopy('own-portfolio-');
  project = copy.root;
  rmSync(path.join(project, 'content'), { recursive: true });
  cpSync(MINIMAL, path.join(project, 'content'), { recursive: true });
  for (const part of ['src', 'content'])
    cpSync(path.join(FIXTURE, part), path.join(project, part), { recursive: true });
  // The talks row added to the registry, as docs/extending.md tells a forker to add it: if the registry's shape
  // changes, this test (and the guide) must change with it.
  const registry = readFileSync(path.join(project, REGISTRY), 'utf8');
  const lastImport = "import { defineList, defineSingleton } from './define.ts';";
  const table = 'export const COLLECTIONS = [profile, projects, articles] as const;';
  expect(registry).toContain(lastImport);
  expect(registry).toContain(table);
  const row = readFileSync(path.join(FIXTURE, 'registry-row.ts.txt'), 'utf8');
  writeFileSync(
    path.join(project, REGISTRY),
    registry
      .replace(lastImport, `${lastImport}\nimport { Talk, TalkContent, TalkSummary } from '../schemas/talk.ts';`)
      .replace(table, `${row}\nexport const COLLECTIONS = [profile, projects, articles, talks] as const;`),
  );
  writeFileSync(
    path.join(project, 'site.yaml'),
    `title: ${SETTINGS.title}\ndescription: ${SETTINGS.description}\naccent: "${SETTINGS.accent}"\nfont: atkinson-hyperlegible\n`,
  );
  buildOutput = await copy.mustBuild('of the minimal content with talks');
  site = await copy.serve();
  client = new Client({ name: 'own-portfolio-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${site.url}/api/mcp`)));
}, 240_000);

afterAll(async () => {
  await client?.close();
  await copy?.close();
});

const text = async (pathAndQuery: string) => (await fetch(`${site.url}${pathAndQuery}`)).text();

/** A module of the copy, with its registry: what the copy's build and its Contentful tooling run. */
const ofCopy = <T>(file: string): Promise<T> => import(pathToFileURL(path.join(project, file)).href) as Promise<T>;

const get = async (pathAndQuery: string) => {
  const response = await fetch(`${site.url}${pathAndQuery}`);
  return { status: response.status, body: (await response.json()) as any };
};

describe('a portfolio with only the required fields', () => {
  it('serves the profile, the project (which has no order) and the article with every field, optional ones empty', async () => {
    const profile = (await get('/api/v1/profile')).body;
    expect(Object.keys(profile).sort()).toEqual(Object.keys(Profile.shape).sort());
    expect(profile).toMatchObject({
      name: OWNER,
      location: '',
      highlights: [],
      education: [],
      currentRole: { ...profileFile.currentRole, badge: '', location: '' },
      projects: [ledgerSync],
    });
    // Links the owner has not given are absent, never empty strings.
    expect(profile['links']).toEqual(profileFile.links);
    expect((await get('/api/v1/projects')).body).toEqual([{ ...ledgerSync, stack: [], links: {} }]);
    const item = (await get('/api/v1/projects/ledger-sync')).body;
    expect(Object.keys(item).sort()).toEqual(Object.keys(Project.shape).sort());
    expect(item).toMatchObject({
      problemFull: '',
      badges: [],
      color: '',
      metrics: [],
      learned: [],
      stack: [],
      links: {},
      expandableSections: [],
      updatedAt: '2026-02-01T00:00:00.000Z',
    });
    const [, front, body] = readFileSync(path.join(MINIMAL, 'articles', 'hello-world.md'), 'utf8').split('---\n');
    const { title, excerpt, publishedAt } = parseYaml(front!);
    const listed = { slug: 'hello-world', title, excerpt, publishedAt: new Date(publishedAt).toISOString() };
    expect((await get('/api/v1/articles')).body).toEqual([{ ...listed, tags: [], readingTime: 1 }]);
    const article = (await get('/api/v1/articles/hello-world')).body;
    expect(Object.keys(article).sort()).toEqual(Object.keys(Article.shape).sort());
    expect(article['bodyMarkdown']).toBe(body!.replace(/^\n/, ''));
  });

  it("puts the owner's name on every page, and nothing of the sample's owner anywhere", async () => {
    const pages = [...(await text('/sitemap.xml')).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(pages).toEqual(
      expect.arrayContaining([`${site.url}/`, `${site.url}/projects/ledger-sync`, `${site.url}/articles/hello-world`]),
    );
    for (const page of [...pages, `${site.url}/search`, `${site.url}/docs/api`, `${site.url}/no-such-page`])
      expect(await (await fetch(page)).text(), page).toContain(OWNER);
    // Left out, the location is not shown: the job title stands alone.
    expect(await (await fetch(`${site.url}/`)).text()).toMatch(
      /<p class="eyebrow"[^>]*><span class="p-job-title"[^>]*>Backend Engineer<\/span><\/p>/,
    );
    const leaks = [...filesOf(path.join(project, 'dist'))].filter(([, bytes]) =>
      SAMPLE_OWNER.test(bytes.toString('latin1')),
    );
    expect(leaks.map(([file]) => file)).toEqual([]);
    expect(existsSync(path.join(project, 'dist', 'index.html'))).toBe(true);
  });

  it('names the site, describes it, colours and sets it in its typeface from site.yaml: pages, feeds, stylesheet and cards', async () => {
    const home = await text('/');
    expect(home).toContain(`<title>${SETTINGS.title}</title>`);
    expect(home).toContain(`<meta name="description" content="${SETTINGS.description}">`);
    expect(home).toContain(`<meta property="og:site_name" content="${SETTINGS.title}">`);
    expect(await text('/projects/ledger-sync')).toContain(`<title>Ledger sync · ${SETTINGS.title}</title>`);
    const rss = await text('/rss.xml');
    expect(rss).toContain(`<title>${SETTINGS.title}: articles and talks</title>`);
    expect(rss).toContain(`<description>${SETTINGS.description}</description>`);
    expect(JSON.parse(await text('/feed.json'))).toMatchObject({
      title: `${SETTINGS.title}: articles and talks`,
      description: SETTINGS.description,
    });
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home)![1]!;
    expect(await text(stylesheet)).toContain(`--accent:${SETTINGS.accent}`);
    expect(await text(stylesheet)).toContain('--font:"Atkinson Hyperlegible"');
    const preloaded = /<link rel="preload" href="([^"]+)" as="font"/.exec(home)![1]!;
    expect(preloaded).toMatch(/^\/_astro\/atkinson-hyperlegible-latin-400-normal\.[\w-]+\.woff2$/);
    expect((await fetch(`${site.url}${preloaded}`)).headers.get('content-type')).toBe('font/woff2');
    for (const card of ['/cards/index.png', '/cards/articles/hello-world.png', '/cards/projects/ledger-sync.png']) {
      const { bar } = await decodedCard(await (await fetch(`${site.url}${card}`)).arrayBuffer());
      expect(bar, card).toBe(SETTINGS.accent);
    }
  });

  it('builds without the noise of a server-side adapter (no sessions, no SSR function)', () => {
    expect(buildOutput).toContain('Complete!');
    expect(buildOutput).not.toMatch(/sessions|Netlify Blobs|SSR function|\.netlify\/v1\/functions/i);
  });
});

describe('a talks collection added', () => {
  it('serves the talks in the REST API: list (newest first), filter, limit, item and unknown slug', async () => {
    expect(await get('/api/v1/talks')).toEqual({ status: 200, body: [budgets, cache] });
    expect((await get('/api/v1/talks?tag=caching')).body).toMatchObject([{ slug: 'a-cache-you-can-delete' }]);
    expect((await get('/api/v1/talks?limit=1')).body).toMatchObject([{ slug: 'budgets-not-dashboards' }]);
    expect(await get('/api/v1/talks/a-cache-you-can-delete')).toMatchObject({
      status: 200,
      body: { slug: 'a-cache-you-can-delete', abstract: expect.stringContaining('remote build cache') },
    });
    expect(await get('/api/v1/talks/nope')).toMatchObject({
      status: 404,
      body: {
        error: {
          code: 'talk_not_found',
          message: 'No talk has the slug "nope".',
          hint: `List the valid talk slugs at ${site.url}/api/v1/talks`,
        },
        status: 404,
      },
    });
  });

  // The whole project, as shipped with its baked files, with the row added: strict mode, every file.
  it('type-checks: the whole project, and the documents of every page template typed from the registry', async () => {
    const tsc = path.join(project, 'node_modules', 'typescript7', 'bin', 'tsc');
    const check = await runNode([tsc, '--noEmit', '-p', project]);
    expect(check.output).toBe('');
    expect(check.status).toBe(0);
  }, 240_000);

  it('describes the talks in the OpenAPI document and on the docs page, serves their markdown twins and lists their pages in the sitemap', async () => {
    const { body } = await get('/api/openapi.json');
    expect(body.paths['/v1/talks']?.get?.operationId).toBe('listTalks');
    expect(body.paths['/v1/talks/{slug}']?.get?.operationId).toBe('getTalk');
    expect(Object.keys(body.components.schemas)).toEqual(expect.arrayContaining(['Talk', 'TalkSummary']));
    expect(body.components.schemas['SearchResult']?.properties?.['type']?.enum).toEqual(['project', 'article', 'talk']);
    const docs = await text('/docs/api');
    for (const id of ['listTalks', 'getTalk', 'talk_not_found']) expect(docs).toContain(`id="${id}"`);
    const twin = await fetch(`${site.url}/talks/budgets-not-dashboards.md`);
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await twin.text()).toMatch(/^# Budgets, not dashboards\n\nPlatform Days 2026\n/);
    expect(await text('/sitemap.xml')).toContain(`<loc>${site.url}/talks/budgets-not-dashboards</loc>`);
  });

  it('over MCP: lists list_talks and get_talk among the tools and answers them, offers the talks as resources with a template whose slugs complete, and gives them as evidence in the match_role prompt, embedded whole', async () => {
    const { tools } = await client.listTools();
    // The kit's own tools (tests/unit/mcp/server.test.ts lists them), the talks' before search.
    const kit = TOOLS.map((tool) => tool.name);
    expect(kit.at(-1)).toBe('search');
    expect(tools.map((tool) => tool.name)).toEqual([...kit.slice(0, -1), 'list_talks', 'get_talk', 'search']);
    const result = await client.callTool({ name: 'get_talk', arguments: { slug: 'budgets-not-dashboards' } });
    expect(result.structuredContent).toEqual({ talk: (await get('/api/v1/talks/budgets-not-dashboards')).body });
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toContain(`${site.url}/talks/{slug}.md`);
    const { resources } = await client.listResources();
    const uri = `${site.url}/talks/a-cache-you-can-delete.md`;
    const budgets = `${site.url}/talks/budgets-not-dashboards.md`;
    expect(resources.map((r) => r.uri).slice(-2)).toEqual([budgets, uri]);
    const { contents } = await client.readResource({ uri });
    expect(contents[0]).toEqual({ uri, mimeType: 'text/markdown', text: await (await fetch(uri)).text() });
    const { completion } = await client.complete({
      ref: { type: 'ref/resource', uri: `${site.url}/talks/{slug}.md` },
      argument: { name: 'slug', value: 'a' },
    });
    expect(completion.values).toEqual(['a-cache-you-can-delete']);
    const { description, messages } = await client.getPrompt({
      name: 'match_role',
      arguments: { role: 'Staff engineer' },
    });
    expect((await client.listPrompts()).prompts.find((prompt) => prompt.name === 'match_role')?.description).toMatch(
      /evidence in .*'s projects, articles and talks,/,
    );
    expect(description).toMatch(/^Match a role/);
    expect(JSON.stringify(messages[0])).toContain('the project case studies and the talks embedded below');
    expect(messages).toContainEqual({
      role: 'user',
      content: {
        type: 'resource',
        resource: { uri: budgets, mimeType: 'text/markdown', text: await (await fetch(budgets)).text() },
      },
    });
  });

  it('finds talks in search, after projects and articles, linking their pages', async () => {
    const { body } = await get('/api/v1/search?q=cache');
    const talks = body.filter((result: { type: string }) => result.type === 'talk');
    const url = `${site.url}/talks/${cache.slug}`;
    expect(talks).toEqual([{ type: 'talk', id: cache.slug, title: cache.title, excerpt: cache.event, url }]);
    expect(body.at(-1)?.type).toBe('talk');
    expect((await fetch(`${site.url}/talks/a-cache-you-can-delete`)).status).toBe(200);
    // The search page groups the results it shows by collection, talks included.
    expect(await (await fetch(`${site.url}/search`)).text()).toContain('&quot;heading&quot;:&quot;Talks&quot;');
  });

  it('links the talks in the nav of every page and on the 404 page, after the articles', async () => {
    const nav = /<nav class="site-nav"[^]*?<\/nav>/.exec(await text('/talks/budgets-not-dashboards'))?.[0] ?? '';
    expect([...nav.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, label]) => [href, label])).toEqual([
      ['/projects', 'Projects'],
      ['/articles', 'Articles'],
      ['/talks', 'Talks'],
      ['/resume', 'Résumé'],
      ['/search', 'Search'],
      ['/docs/api', 'API'],
    ]);
    expect(await (await fetch(`${site.url}/no-such-page`)).text()).toContain(
      '<li><a href="/articles">Articles</a></li><li><a href="/talks">Talks</a></li>',
    );
  });

  it('lists the talks in llms.txt and writes their twins into llms-full.txt', async () => {
    const llms = await text('/llms.txt');
    expect(llms).toContain(': 1 project with full case study, 1 article and 2 talks.');
    expect(llms).toContain('substring search over projects, articles and talks');
    expect(llms).toContain(
      `## Talks\n\n- [Budgets, not dashboards](${site.url}/talks/budgets-not-dashboards.md): Platform Days 2026 Page: ${site.url}/talks/budgets-not-dashboards · JSON: ${site.url}/api/v1/talks/budgets-not-dashboards\n`,
    );
    expect(llms).toContain('every case study, every article and every talk in one markdown file');
    expect(llms).toContain('articles and talks as RSS 2.0');
    const full = await text('/llms-full.txt');
    const twin = await text('/talks/a-cache-you-can-delete.md');
    expect(full.trimEnd().endsWith(twin.trimEnd().replace(/^# /, '### '))).toBe(true);
    expect(full).toContain('\n## Talks\n\n### Budgets, not dashboards\n');
  });

  it('carries the talks in the JSON feed and RSS, among the articles by date', async () => {
    const feed = JSON.parse(await text('/feed.json')) as { home_page_url: string; items: Record<string, unknown>[] };
    expect(feed.home_page_url).toBe(`${site.url}/`);
    const dates = feed.items.map((item) => String(item['date_published']));
    expect(dates).toEqual([...dates].sort().reverse());
    const url = `${site.url}/talks/budgets-not-dashboards`;
    expect(feed.items[0]).toEqual({
      id: url,
      url,
      title: 'Budgets, not dashboards',
      summary: 'Platform Days 2026',
      content_text: 'Platform Days 2026',
      date_published: '2026-04-16T00:00:00.000Z',
      tags: ['Observability', 'SRE'],
      authors: [{ name: expect.any(String), url: `${site.url}/` }],
    });
    expect(feed.items.filter((item) => String(item['url']).includes('/talks/'))).toHaveLength(2);
    expect(feed.items.filter((item) => String(item['url']).includes('/articles/'))).toHaveLength(1);
    const rss = await text('/rss.xml');
    expect(rss).toContain(`<item><title>Budgets, not dashboards</title><link>${url}</link>`);
    expect(rss).toMatch(/<channel><title>[^<]*: articles and talks<\/title>/);
  });

  it('resolves a link between entries to a talk to its page, and has a talk content type in the Contentful model', async () => {
    const { entryUrl } = await ofCopy<typeof import('../../src/core/content/article-body.ts')>(
      'src/core/content/article-body.ts',
    );
    const entry = (type: string) => ({
      sys: { id: 'x', type: 'Entry', contentType: { sys: { id: type } } },
      fields: { slug: 'a-cache-you-can-delete' },
    });
    expect(entryUrl(entry('talk'), site.url)).toBe(`${site.url}/talks/a-cache-you-can-delete`);
    expect(entryUrl(entry('project'), site.url)).toBe(`${site.url}/projects/a-cache-you-can-delete`);

    const { CONTENT_MODEL } = await ofCopy<typeof import('../../src/sources/contentful-model.ts')>(
      'src/sources/contentful-model.ts',
    );
    expect(CONTENT_MODEL.map((type) => type.sys.id)).toEqual(['profile', 'project', 'article', 'talk']);
    const talk = CONTENT_MODEL.at(-1)!;
    expect(talk).toMatchObject({ name: 'Talk', description: 'A talk with its abstract.', displayField: 'title' });
    expect(talk.fields.map(({ id, type, required }) => [id, type, required])).toEqual([
      ['slug', 'Symbol', true],
      ['title', 'Symbol', true],
      ['event', 'Text', true],
      ['abstract', 'Text', true],
      ['tags', 'Array', false],
      ['givenAt', 'Date', true],
    ]);
    const body = CONTENT_MODEL.find((type) => type.sys.id === 'article')!.fields.find((field) => field.id === 'body')!;
    expect(JSON.stringify(body.validations)).toContain('"linkContentType":["project","article","talk"]');
  });
});
