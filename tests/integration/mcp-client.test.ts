import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../src/core/errors/catalogue.ts';
import { getJson, siteUrl } from '../support/http.ts';

type Json = Record<string, unknown>;

let client: Client;
let transport: StreamableHTTPClientTransport;

beforeAll(async () => {
  client = new Client({ name: 'integration-test', version: '1.0.0' });
  transport = new StreamableHTTPClientTransport(new URL(`${siteUrl()}/api/mcp`));
  await client.connect(transport);
});

afterAll(() => client.close());

async function callTool(name: string, args: Json): Promise<{ structuredContent?: unknown; isError?: boolean; text: string }> {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const [first] = result.content;
  return { structuredContent: result.structuredContent, isError: result.isError, text: first?.type === 'text' ? first.text : '' };
}

describe('the official SDK client over Streamable HTTP', () => {
  it('connects, negotiating 2025-06-18 and reading the server description', () => {
    expect(transport.protocolVersion).toBe('2025-06-18');
    expect(client.getServerVersion()).toMatchObject({ name: 'portfolio-content-api', version: '1.0.0' });
    expect(client.getServerVersion()?.title).toMatch(/^Portfolio of /);
    expect(client.getServerCapabilities()?.tools).toBeDefined();
    expect(client.getInstructions()).toContain('list_projects');
  });

  it('lists six read-only tools with titles and object input and output schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['get_profile', 'list_projects', 'get_project', 'list_articles', 'get_article', 'search']);
    for (const tool of tools) {
      expect(tool.title).toBeTruthy();
      expect(tool.description).toBeTruthy();
      expect(tool.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false, idempotentHint: true, destructiveHint: false });
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
    }
    const inputs = Object.fromEntries(tools.map((t) => [t.name, t.inputSchema.properties ?? {}]));
    expect(inputs.list_projects).toMatchObject({ status: { type: 'string' }, limit: { type: 'integer', minimum: 1 } });
    expect(inputs.list_articles).toMatchObject({ tag: { type: 'string' }, limit: { type: 'integer', minimum: 1 } });
    expect(inputs.search).toMatchObject({ q: { type: 'string', minLength: 1, maxLength: 256 } });
  });
});

describe('every tool answers exactly what REST answers', () => {
  it('get_profile = GET /api/v1/profile', async () => {
    const { body } = await getJson('/api/v1/profile');
    const result = await callTool('get_profile', {});
    expect(result.structuredContent).toEqual({ profile: body });
    expect(JSON.parse(result.text)).toEqual({ profile: body });
  });

  it('list_projects = GET /api/v1/projects', async () => {
    const { body } = await getJson('/api/v1/projects');
    expect((await callTool('list_projects', {})).structuredContent).toEqual({ projects: body });
  });

  it('list_articles = GET /api/v1/articles', async () => {
    const { body } = await getJson('/api/v1/articles');
    expect((await callTool('list_articles', {})).structuredContent).toEqual({ articles: body });
  });

  it('get_project = GET /api/v1/projects/{slug}', async () => {
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const { body } = await getJson(`/api/v1/projects/${projects[0]!.id}`);
    const result = await callTool('get_project', { slug: projects[0]!.id });
    expect(result.structuredContent).toEqual({ project: body });
    expect(JSON.parse(result.text)).toEqual({ project: body });
  });

  it('get_article = GET /api/v1/articles/{slug}', async () => {
    const { body: articles } = await getJson<{ slug: string }[]>('/api/v1/articles');
    const { body } = await getJson(`/api/v1/articles/${articles.at(-1)!.slug}`);
    expect((await callTool('get_article', { slug: articles.at(-1)!.slug })).structuredContent).toEqual({ article: body });
  });

  it.each([
    ['get_project', 'projects', 'project_not_found', 'no-such-project', 'list_projects'],
    ['get_article', 'articles', 'article_not_found', 'no-such-article', 'list_articles'],
  ] as const)('%s with an unknown slug is a tool error where REST is a 404', async (tool, collection, code, slug, lister) => {
    const { response } = await getJson(`/api/v1/${collection}/${slug}`);
    expect(response.status).toBe(404);
    const result = await callTool(tool, { slug });
    expect(result.isError).toBe(true);
    // The sentence REST's 404 envelope uses for this code, then what to call instead.
    expect(result.text).toContain(ERROR_CATALOGUE[code].message({ baseUrl: siteUrl(), value: slug }));
    expect(result.text).toContain(`Call ${lister}`);
  });
});

// These always run: when REST stops answering filters, limits or search, they fail rather than skip.
describe('filters, limits and search answer exactly what REST answers', () => {
  it.each([
    ['list_projects', { status: 'LIVE', limit: 2 }, '/api/v1/projects?status=LIVE&limit=2', 'projects'],
    ['list_projects', { status: 'no such status' }, '/api/v1/projects?status=no%20such%20status', 'projects'],
    ['list_articles', { limit: 2 }, '/api/v1/articles?limit=2', 'articles'],
    ['search', { q: 'Edge' }, '/api/v1/search?q=Edge', 'results'],
    ['search', { q: 'zzz-nothing-zzz' }, '/api/v1/search?q=zzz-nothing-zzz', 'results'],
  ])('%s %j = GET %s', async (tool, args, path, key) => {
    const { response, body } = await getJson(path);
    expect(response.status, `GET ${path} must answer 200 for the comparison to mean anything`).toBe(200);
    expect((await callTool(tool, args)).structuredContent).toEqual({ [key]: body });
  });

  it('list_articles by tag = GET /api/v1/articles?tag=', async () => {
    const { body: all } = await getJson<{ tags: string[] }[]>('/api/v1/articles');
    const tag = all[0]!.tags[0]!.toUpperCase();
    const { body } = await getJson(`/api/v1/articles?tag=${encodeURIComponent(tag)}`);
    expect((await callTool('list_articles', { tag })).structuredContent).toEqual({ articles: body });
  });
});

describe('protocol errors reach the client as such', () => {
  it('arguments REST would refuse are -32602', async () => {
    await expect(client.callTool({ name: 'list_projects', arguments: { limit: 0 } })).rejects.toMatchObject({ code: -32602 });
  });
});
