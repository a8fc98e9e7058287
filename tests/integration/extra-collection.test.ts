/**
 * Adding a collection is a schema, one registry row, content and the page templates
 * (docs/extending.md). This builds a copy of the project with exactly those additions — a `talks`
 * collection from tests/fixtures/extra-collection — serves it through the Netlify emulator and
 * finds the talks in the REST API, the OpenAPI document, the MCP tool list and search.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSite } from '../../scripts/serve.ts';
import { copyProject } from '../../scripts/project-copy.ts';
import { runNode } from '../support/run-node.ts';
import { buildAndServe, type ServedCopy } from '../support/served-copy.ts';

const FIXTURE = path.resolve('tests/fixtures/extra-collection');
const REGISTRY = path.join('src', 'core', 'collections', 'registry.ts');

let temp: string;
let project: string;
let served: ServedCopy | undefined;
let site: RunningSite;
let client: Client;

/** The registry with the talks row added, as docs/extending.md tells a forker to add it. */
function withTalksRow(registry: string): string {
  const lastImport = "import { defineList, defineSingleton } from './define.ts';";
  const table = 'export const COLLECTIONS = [profile, projects, articles] as const;';
  // If the registry's shape changes, this test (and the guide) must change with it.
  expect(registry).toContain(lastImport);
  expect(registry).toContain(table);
  return registry
    .replace(lastImport, `${lastImport}\nimport { Talk, TalkContent, TalkSummary } from '../schemas/talk.ts';`)
    .replace(table, `${readFileSync(path.join(FIXTURE, 'registry-row.ts.txt'), 'utf8')}\nexport const COLLECTIONS = [profile, projects, articles, talks] as const;`);
}

beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), 'extra-collection-'));
  project = copyProject(path.resolve('.'), path.join(temp, 'project'));
  for (const part of ['src', 'content']) cpSync(path.join(FIXTURE, part), path.join(project, part), { recursive: true });
  writeFileSync(path.join(project, REGISTRY), withTalksRow(readFileSync(path.join(project, REGISTRY), 'utf8')));

  served = await buildAndServe(project, 'with a talks collection');
  ({ site, client } = served);
}, 240_000);

afterAll(async () => {
  await served?.close();
  rmSync(temp, { recursive: true, force: true });
});

const get = async (pathAndQuery: string) => {
  const response = await fetch(`${site.url}${pathAndQuery}`);
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('a project with a talks collection added', () => {
  it('serves the talks in the REST API: list (newest first), filter, limit, item and unknown slug', async () => {
    expect(await get('/api/v1/talks')).toEqual({
      status: 200,
      body: [
        { slug: 'budgets-not-dashboards', title: 'Budgets, not dashboards', event: 'Platform Days 2026', givenAt: '2026-04-16T00:00:00.000Z', tags: ['Observability', 'SRE'] },
        { slug: 'a-cache-you-can-delete', title: 'A cache you can delete', event: 'Edge Conf 2025', givenAt: '2025-10-02T00:00:00.000Z', tags: ['Caching'] },
      ],
    });
    expect((await get('/api/v1/talks?tag=caching')).body).toMatchObject([{ slug: 'a-cache-you-can-delete' }]);
    expect((await get('/api/v1/talks?limit=1')).body).toMatchObject([{ slug: 'budgets-not-dashboards' }]);
    expect(await get('/api/v1/talks/a-cache-you-can-delete')).toMatchObject({ status: 200, body: { slug: 'a-cache-you-can-delete', abstract: expect.stringContaining('remote build cache') } });
    expect(await get('/api/v1/talks/nope')).toMatchObject({
      status: 404,
      body: { error: { code: 'talk_not_found', message: 'No talk has the slug "nope".', hint: `List the valid talk slugs at ${site.url}/api/v1/talks` }, status: 404 },
    });
  });

  it('type-checks: the documents of every page template are typed from the registry', async () => {
    const check = await runNode([path.join(project, 'node_modules', 'typescript', 'bin', 'tsc'), '--noEmit', '-p', project]);
    expect(check.output).toBe('');
    expect(check.status).toBe(0);
  }, 120_000);

  it('keeps the existing collections as they were', async () => {
    expect((await get('/api/v1/projects?limit=1')).status).toBe(200);
    expect((await get('/api/v1/articles/nope')).body).toMatchObject({ error: { code: 'article_not_found' } });
  });

  it('describes the talks in the OpenAPI document', async () => {
    const { body } = (await get('/api/openapi.json')) as { body: { paths: Record<string, { get?: { operationId?: string } }>; components: { schemas: Record<string, { properties?: Record<string, { enum?: string[] }> }> } } };
    expect(body.paths['/v1/talks']?.get?.operationId).toBe('listTalks');
    expect(body.paths['/v1/talks/{slug}']?.get?.operationId).toBe('getTalk');
    expect(Object.keys(body.components.schemas)).toEqual(expect.arrayContaining(['Talk', 'TalkSummary']));
    expect(body.components.schemas['SearchResult']?.properties?.['type']?.enum).toEqual(['project', 'article', 'talk']);
  });

  it('lists list_talks and get_talk among the MCP tools, and answers them', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['get_profile', 'list_projects', 'get_project', 'list_articles', 'get_article', 'list_talks', 'get_talk', 'search']);
    const result = await client.callTool({ name: 'get_talk', arguments: { slug: 'budgets-not-dashboards' } });
    expect(result.structuredContent).toEqual({ talk: (await get('/api/v1/talks/budgets-not-dashboards')).body });
  });

  it('offers the talks as MCP resources, with a template whose slugs complete', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toContain(`${site.url}/talks/{slug}.md`);
    const { resources } = await client.listResources();
    const uri = `${site.url}/talks/a-cache-you-can-delete.md`;
    expect(resources.map((r) => r.uri).slice(-2)).toEqual([`${site.url}/talks/budgets-not-dashboards.md`, uri]);
    const { contents } = await client.readResource({ uri });
    expect(contents[0]).toEqual({ uri, mimeType: 'text/markdown', text: await (await fetch(uri)).text() });
    const { completion } = await client.complete({ ref: { type: 'ref/resource', uri: `${site.url}/talks/{slug}.md` }, argument: { name: 'slug', value: 'a' } });
    expect(completion.values).toEqual(['a-cache-you-can-delete']);
  });

  it('finds talks in search, after projects and articles, linking their pages', async () => {
    const { body } = await get('/api/v1/search?q=cache');
    const talks = (body as { type: string; id: string; url: string }[]).filter((result) => result.type === 'talk');
    expect(talks).toEqual([{ type: 'talk', id: 'a-cache-you-can-delete', title: 'A cache you can delete', excerpt: 'Edge Conf 2025', url: `${site.url}/talks/a-cache-you-can-delete` }]);
    expect((body as { type: string }[]).at(-1)?.type).toBe('talk');
    expect((await fetch(`${site.url}/talks/a-cache-you-can-delete`)).status).toBe(200);
    // The search page groups the results it shows by collection, talks included.
    expect(await (await fetch(`${site.url}/search`)).text()).toContain('&quot;heading&quot;:&quot;Talks&quot;');
  });

  it('documents the talks on the docs page, serves their markdown twins and lists their pages in the sitemap', async () => {
    const docs = await (await fetch(`${site.url}/docs/api`)).text();
    expect(docs).toContain('id="listTalks"');
    expect(docs).toContain('id="getTalk"');
    expect(docs).toContain('id="talk_not_found"');
    const twin = await fetch(`${site.url}/talks/budgets-not-dashboards.md`);
    expect(twin.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await twin.text()).toMatch(/^# Budgets, not dashboards\n\nPlatform Days 2026\n/);
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${site.url}/talks/budgets-not-dashboards</loc>`);
  });
});
