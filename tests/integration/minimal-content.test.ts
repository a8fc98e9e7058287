/**
 * An owner's first portfolio: the smallest valid profile, one project and one article, with every
 * optional field left out (tests/fixtures/minimal-content). A copy of the project with only that
 * content is built and served through the Netlify emulator: the API returns every field the
 * contract lists, every page carries the owner's name, and MCP serves the same content.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Article } from '../../src/core/schemas/article.ts';
import { Profile } from '../../src/core/schemas/profile.ts';
import { Project } from '../../src/core/schemas/project.ts';
import type { RunningSite } from '../../scripts/serve.ts';
import { connectMcp, projectCopy, type ProjectCopy } from '../support/project-copy.ts';

const OWNER = 'Noor Haddad';
const SAMPLE_OWNER = /Rina Castellano|rcastellano/;
const SETTINGS = { title: 'Noor builds', description: 'Notes on backend systems.', accent: '#0f766e' };

let copy: ProjectCopy | undefined;
let project: string;
let site: RunningSite;
let client: Client;
let buildOutput = '';

beforeAll(async () => {
  copy = await projectCopy('minimal-content-');
  project = copy.root;
  rmSync(path.join(project, 'content'), { recursive: true });
  cpSync(path.resolve('tests/fixtures/minimal-content'), path.join(project, 'content'), { recursive: true });
  writeFileSync(
    path.join(project, 'site.yaml'),
    `title: ${SETTINGS.title}\ndescription: ${SETTINGS.description}\naccent: "${SETTINGS.accent}"\n`,
  );

  const build = await copy.build();
  if (build.status !== 0) throw new Error(`the build of the minimal content failed:\n${build.output}`);
  buildOutput = build.output;
  site = await copy.serve();
  client = await connectMcp(site.url);
}, 240_000);

afterAll(async () => {
  await client?.close();
  await copy?.close();
});

const get = async (pathAndQuery: string) =>
  (await fetch(`${site.url}${pathAndQuery}`)).json() as Promise<Record<string, unknown>>;

/** Every file below `dir`, relative. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) =>
    statSync(path.join(dir, name)).isDirectory()
      ? filesBelow(path.join(dir, name)).map((file) => `${name}/${file}`)
      : [name],
  );
}

describe('a portfolio with only the required fields', () => {
  it('serves the profile with every field, optional ones empty', async () => {
    const profile = await get('/api/v1/profile');
    expect(Object.keys(profile).sort()).toEqual(Object.keys(Profile.shape).sort());
    expect(profile).toMatchObject({
      name: OWNER,
      location: '',
      highlights: [],
      education: [],
      currentRole: {
        company: 'Tidewater',
        role: 'Backend Engineer',
        badge: '',
        period: '2024 – present',
        location: '',
      },
      projects: [
        { id: 'ledger-sync', title: 'Ledger sync', tagline: 'Nightly reconciliation of two ledgers.', status: 'Live' },
      ],
    });
    // Links the owner has not given are absent, never empty strings.
    expect(profile['links']).toEqual({ email: 'noor@example.com' });
  });

  it('serves the project, which has no order, with every field', async () => {
    expect(await get('/api/v1/projects')).toEqual([
      {
        id: 'ledger-sync',
        title: 'Ledger sync',
        tagline: 'Nightly reconciliation of two ledgers.',
        status: 'Live',
        stack: [],
        links: {},
      },
    ]);
    const item = await get('/api/v1/projects/ledger-sync');
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
  });

  it('serves the article with every field', async () => {
    expect(await get('/api/v1/articles')).toEqual([
      {
        slug: 'hello-world',
        title: 'Hello, world',
        excerpt: 'Why this site exists.',
        publishedAt: '2026-02-02T00:00:00.000Z',
        tags: [],
        readingTime: 1,
      },
    ]);
    const item = await get('/api/v1/articles/hello-world');
    expect(Object.keys(item).sort()).toEqual(Object.keys(Article.shape).sort());
    expect(item['bodyMarkdown']).toBe('This is where I write about the services I build.\n');
  });

  it("puts the owner's name on every page, and nothing of the sample's owner anywhere", async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(pages).toEqual(
      expect.arrayContaining([`${site.url}/`, `${site.url}/projects/ledger-sync`, `${site.url}/articles/hello-world`]),
    );
    for (const page of [...pages, `${site.url}/search`, `${site.url}/docs/api`, `${site.url}/no-such-page`]) {
      expect(await (await fetch(page)).text(), page).toContain(OWNER);
    }
    // Left out, the location is not shown: the job title stands alone.
    expect(await (await fetch(`${site.url}/`)).text()).toMatch(
      /<p class="eyebrow"[^>]*><span class="p-job-title"[^>]*>Backend Engineer<\/span><\/p>/,
    );
    const leaks = filesBelow(path.join(project, 'dist')).filter((file) =>
      SAMPLE_OWNER.test(readFileSync(path.join(project, 'dist', file), 'latin1')),
    );
    expect(leaks).toEqual([]);
    expect(existsSync(path.join(project, 'dist', 'index.html'))).toBe(true);
  });

  it('answers MCP clients with the same content', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toContain('list_projects');
    const profile = await client.callTool({ name: 'get_profile', arguments: {} });
    expect(profile.structuredContent).toEqual({ profile: await get('/api/v1/profile') });
    const list = await client.callTool({ name: 'list_projects', arguments: {} });
    expect(list.structuredContent).toEqual({ projects: await get('/api/v1/projects') });
    const item = await client.callTool({ name: 'get_project', arguments: { slug: 'ledger-sync' } });
    expect(item.structuredContent).toEqual({ project: await get('/api/v1/projects/ledger-sync') });
    const article = await client.callTool({ name: 'get_article', arguments: { slug: 'hello-world' } });
    expect(article.structuredContent).toEqual({ article: await get('/api/v1/articles/hello-world') });
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.name)).toEqual(['profile', 'ledger-sync', 'hello-world']);
  });

  it('names the site, describes it and colours it from site.yaml: pages, feeds, stylesheet and cards', async () => {
    const text = async (p: string) => (await fetch(`${site.url}${p}`)).text();
    const home = await text('/');
    expect(home).toContain(`<title>${SETTINGS.title}</title>`);
    expect(home).toContain(`<meta name="description" content="${SETTINGS.description}">`);
    expect(home).toContain(`<meta property="og:site_name" content="${SETTINGS.title}">`);
    expect(await text('/projects/ledger-sync')).toContain(`<title>Ledger sync · ${SETTINGS.title}</title>`);
    const rss = await text('/rss.xml');
    expect(rss).toContain(`<title>${SETTINGS.title}: articles</title>`);
    expect(rss).toContain(`<description>${SETTINGS.description}</description>`);
    expect(JSON.parse(await text('/feed.json'))).toMatchObject({
      title: `${SETTINGS.title}: articles`,
      description: SETTINGS.description,
    });
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home)![1]!;
    expect(await text(stylesheet)).toContain(`--accent:${SETTINGS.accent}`);
    for (const card of ['/cards/index.png', '/cards/articles/hello-world.png', '/cards/projects/ledger-sync.png']) {
      const { data, info } = await sharp(new Uint8Array(await (await fetch(`${site.url}${card}`)).arrayBuffer()))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (10 * info.width + info.width / 2) * 3;
      expect(`#${[...data.subarray(at, at + 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`, card).toBe(
        SETTINGS.accent,
      );
    }
  });

  it('builds without the noise of a server-side adapter (no sessions, no SSR function)', () => {
    expect(buildOutput).toContain('Complete!');
    expect(buildOutput).not.toMatch(/sessions|Netlify Blobs|SSR function|\.netlify\/v1\/functions/i);
  });
});
