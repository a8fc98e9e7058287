/**
 * Resources, templates, completion, prompts and resource links through the emulated site, with the
 * official SDK client (1.x) and the current major client (`@modelcontextprotocol/client` 2.x), as an
 * agent that knows only the site's address would use them.
 */
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, request, siteUrl } from '../support/http.ts';

type Content = { type: string; uri?: string; text?: string; resource?: { uri: string; text: string; mimeType?: string } };

/** What both clients offer, as these tests use it. */
interface AnyClient {
  connect(transport: unknown): Promise<void>;
  close(): Promise<void>;
  getServerCapabilities(): Record<string, unknown> | undefined;
  listResources(): Promise<{ resources: { uri: string; name: string; title?: string; mimeType?: string; annotations?: { lastModified?: string } }[] }>;
  readResource(params: { uri: string }): Promise<{ contents: { uri: string; mimeType?: string; text?: string }[] }>;
  listResourceTemplates(): Promise<{ resourceTemplates: { uriTemplate: string; name: string }[] }>;
  complete(params: object): Promise<{ completion: { values: string[]; total?: number; hasMore?: boolean } }>;
  listPrompts(): Promise<{ prompts: { name: string }[] }>;
  getPrompt(params: { name: string; arguments?: Record<string, string> }): Promise<{ messages: { content: Content }[] }>;
  callTool(params: { name: string; arguments: Record<string, unknown> }): Promise<{ content: unknown }>;
}

const CLIENTS = [
  ['the SDK 1.x client', () => ({ client: new ClientV1({ name: 'resources-test', version: '1.0.0' }), transport: new TransportV1(new URL(`${siteUrl()}/api/mcp`)) })],
  ['the 2.x client', () => ({ client: new ClientV2({ name: 'resources-test', version: '1.0.0' }), transport: new TransportV2(new URL(`${siteUrl()}/api/mcp`)) })],
] as const;

describe.each(CLIENTS)('%s', (_name, create) => {
  let client: AnyClient;
  beforeAll(async () => {
    const made = create();
    client = made.client as unknown as AnyClient;
    await client.connect(made.transport);
  });
  afterAll(() => client.close());

  it('sees resources, prompts and completions among the capabilities', () => {
    expect(client.getServerCapabilities()).toMatchObject({ resources: { subscribe: false, listChanged: false }, prompts: { listChanged: false }, completions: {} });
  });

  it('lists the profile, every project and every article, and reads each as the twin served over HTTP', async () => {
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const { body: articles } = await getJson<{ slug: string }[]>('/api/v1/articles');
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([
      `${siteUrl()}/index.md`,
      ...projects.map((p) => `${siteUrl()}/projects/${p.id}.md`),
      ...articles.map((a) => `${siteUrl()}/articles/${a.slug}.md`),
    ]);
    for (const resource of resources) {
      const { contents } = await client.readResource({ uri: resource.uri });
      const served = await (await request(new URL(resource.uri).pathname)).text();
      expect(contents, resource.uri).toEqual([{ uri: resource.uri, mimeType: 'text/markdown', text: served }]);
    }
  });

  it('lists the templates and completes slugs for a template and for a prompt argument', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([`${siteUrl()}/projects/{slug}.md`, `${siteUrl()}/articles/{slug}.md`]);
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const first = projects[0]!.id;
    const typed = first.slice(0, 3).toUpperCase();
    const expected = projects.map((p) => p.id).filter((id) => id.startsWith(typed.toLowerCase()));
    const byTemplate = await client.complete({ ref: { type: 'ref/resource', uri: `${siteUrl()}/projects/{slug}.md` }, argument: { name: 'slug', value: typed } });
    expect(byTemplate.completion).toEqual({ values: expected, total: expected.length, hasMore: false });
    const byPrompt = await client.complete({ ref: { type: 'ref/prompt', name: 'explain_project' }, argument: { name: 'slug', value: typed } });
    expect(byPrompt.completion.values).toEqual(expected);
  });

  it('lists and gets the three prompts, each embedding twins as resources.read gives them', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['introduce_person', 'match_role', 'explain_project']);
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const gets: { name: string; arguments: Record<string, string> }[] = [
      { name: 'introduce_person', arguments: { audience: 'a hiring manager' } },
      { name: 'match_role', arguments: { role: 'Platform engineer: Postgres, observability, TypeScript' } },
      { name: 'explain_project', arguments: { slug: projects[0]!.id } },
    ];
    for (const get of gets) {
      const { messages } = await client.getPrompt(get);
      expect(messages[0]?.content.type, get.name).toBe('text');
      const embedded = messages.filter((m) => m.content.type === 'resource');
      expect(embedded.length, get.name).toBeGreaterThan(0);
      for (const { content } of embedded) {
        const { contents } = await client.readResource({ uri: content.resource!.uri });
        expect(content.resource, get.name).toEqual(contents[0]);
      }
    }
  });

  it('finds resource links after the text in get_project, get_article and search results', async () => {
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const { body: articles } = await getJson<{ slug: string }[]>('/api/v1/articles');
    const linksOf = async (name: string, args: Record<string, unknown>) =>
      ((await client.callTool({ name, arguments: args })).content as Content[]).slice(1).map((item) => [item.type, item.uri]);
    expect(await linksOf('get_project', { slug: projects[0]!.id })).toEqual([['resource_link', `${siteUrl()}/projects/${projects[0]!.id}.md`]]);
    expect(await linksOf('get_article', { slug: articles[0]!.slug })).toEqual([['resource_link', `${siteUrl()}/articles/${articles[0]!.slug}.md`]]);
    const { body: results } = await getJson<{ type: string; id: string }[]>('/api/v1/search?q=postgres');
    expect(results.length).toBeGreaterThan(0);
    expect(await linksOf('search', { q: 'postgres' })).toEqual(results.map((r) => ['resource_link', `${siteUrl()}/${r.type}s/${r.id}.md`]));
  });
});

describe('JSON-RPC errors of resources, completion and prompts, over HTTP', () => {
  const rpc = async (method: string, params: object) => {
    const response = await request('/api/mcp', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { error?: { code: number; message: string } }).error;
  };

  it('an unknown resource is -32002, naming the URI and resources/list', async () => {
    const uri = `${siteUrl()}/projects/no-such-project.md`;
    const error = await rpc('resources/read', { uri });
    expect(error).toEqual({ code: -32002, message: expect.stringContaining(JSON.stringify(uri)) });
    expect(error?.message).toContain('resources/list');
  });

  it.each([
    ['completion/complete', { ref: { type: 'ref/resource', uri: `${siteUrl()}/talks/{slug}.md` }, argument: { name: 'slug', value: '' } }, /Unknown resource template/],
    ['completion/complete', { ref: { type: 'ref/resource', uri: `${siteUrl()}/projects/{slug}.md` }, argument: { name: 'id', value: '' } }, /no argument "id"/],
    ['completion/complete', { ref: { type: 'ref/prompt', name: 'nope' }, argument: { name: 'slug', value: '' } }, /Unknown prompt "nope"/],
    ['prompts/get', { name: 'match_role', arguments: {} }, /^Invalid arguments for prompt match_role: role: /],
    ['prompts/get', { name: 'explain_project', arguments: { slug: 'nope' } }, /^Invalid argument slug: no project has the slug "nope"/],
    ['prompts/get', { name: 'nope' }, /^Unknown prompt "nope"\. Available prompts: introduce_person, match_role, explain_project/],
    ['resources/read', {}, /Invalid params for resources\/read/],
  ])('%s %j is -32602 saying what is wrong', async (method, params, message) => {
    const error = await rpc(method, params);
    expect(error?.code).toBe(-32602);
    expect(error?.message).toMatch(message);
  });
});
