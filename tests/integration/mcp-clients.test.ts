/**
 * Real MCP clients, as an agent that knows only the site's address would use them, one table over the revisions they
 * speak; the data is the REST API's. One client per protocol era goes through the emulated site: what HTTP adds is
 * checked there. The other sends the same requests to the deployed MCP function in this process, through its
 * transport's `fetch` option: over HTTP it would only repeat those answers.
 */
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../src/core/errors/catalogue.ts';
import { TOOLS } from '../../src/mcp/tools.ts';
import { okText, request, siteRoot, siteUrl } from '../support/http.ts';
import { deployedMcpFetch } from '../support/in-process-mcp.ts';

/** A test that makes a call per document: the emulator starts a new worker for every MCP request (about a second each on 2 busy cores). */
const MANY_CALLS_MS = 120_000;

type ToolResult = {
  content: { type: string; uri?: string; text?: string }[];
  structuredContent?: unknown;
  isError?: boolean;
};

/** What the site serves at a path (a REST answer, a twin; 200): requested over HTTP once, compared with every client's answers. */
const servedAt = new Map<string, Promise<string>>();
function served(path: string): Promise<string> {
  if (!servedAt.has(path)) servedAt.set(path, okText(path));
  return servedAt.get(path)!;
}
const getJson = async <T = unknown>(path: string) => JSON.parse(await served(path)) as T;

const projects = await getJson<{ id: string }[]>('/api/v1/projects');
const articles = await getJson<{ slug: string; tags: string[] }[]>('/api/v1/articles');

const endpoint = () => new URL(`${siteUrl()}/api/mcp`);
/** The 2.x client in `mode`, over HTTP, or in process through the deployed function. */
const v2 =
  (mode: 'legacy' | 'auto', inProcess = false) =>
  async () => {
    const client = new ClientV2({ name: 'clients-test', version: '1.0.0' }, { versionNegotiation: { mode } });
    await client.connect(new TransportV2(endpoint(), inProcess ? { fetch: await deployedMcpFetch(siteRoot()) } : {}));
    return { client: client as unknown as ClientV1, revision: client.getNegotiatedProtocolVersion() };
  };

const CLIENTS: [string, string, () => Promise<{ client: ClientV1; revision: string | undefined }>][] = [
  [
    'the SDK 1.x client',
    '2025-06-18',
    async () => {
      const client = new ClientV1({ name: 'clients-test', version: '1.0.0' });
      const transport = new TransportV1(endpoint());
      await client.connect(transport);
      // It offers its newest revision (2025-11-25), which this server speaks too; the header on
      // every request is what a stateless server goes by, so naming 2025-06-18 there makes every
      // exchange after the handshake a 2025-06-18 one.
      transport.setProtocolVersion('2025-06-18');
      return { client, revision: transport.protocolVersion };
    },
  ],
  ['the 2.x client, legacy mode, in process', '2025-11-25', v2('legacy', true)],
  ['the 2.x client, auto mode', '2026-07-28', v2('auto')],
];

describe.concurrent.each(CLIENTS)('%s', (_name, expectedRevision, connect) => {
  let client: ClientV1;
  let revision: string | undefined;
  const callTool = (name: string, args: Record<string, unknown>) =>
    client.callTool({ name, arguments: args }) as Promise<ToolResult>;

  beforeAll(async () => {
    ({ client, revision } = await connect());
  });
  afterAll(() => client.close());

  it(`speaks ${expectedRevision} and sees the tools, resources, prompts and completions`, () => {
    expect(revision).toBe(expectedRevision);
    expect(client.getServerCapabilities()).toMatchObject({
      tools: {},
      resources: { subscribe: false, listChanged: false },
      prompts: { listChanged: false },
      completions: {},
    });
    expect(client.getInstructions()).toContain('list_projects');
  });

  // The tools' annotations and schemas are the unit tests' (tests/unit/mcp/server.test.ts): here, that each client reads the list.
  it('lists the six tools in their fixed order, and is offered no MCP Apps, as it offers none', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(TOOLS.map((t) => t.name));
    expect(client.getServerCapabilities()).not.toHaveProperty('extensions');
    expect(tools.filter((tool) => '_meta' in tool)).toEqual([]);
  });

  it(
    'calls every tool and gets what REST answers, as structured content and as JSON text, get_project its twin linked after it',
    async () => {
      const tag = articles[0]!.tags[0]!.toUpperCase();
      type Call = [tool: string, args: Record<string, unknown>, path: string, key: string];
      const calls: Call[] = [
        ['get_profile', {}, '/api/v1/profile', 'profile'],
        ['list_projects', {}, '/api/v1/projects', 'projects'],
        ['list_projects', { status: 'LIVE', limit: 2 }, '/api/v1/projects?status=LIVE&limit=2', 'projects'],
        ['list_articles', { tag }, `/api/v1/articles?tag=${encodeURIComponent(tag)}`, 'articles'],
        ['list_articles', { limit: 2 }, '/api/v1/articles?limit=2', 'articles'],
        ['search', { q: 'Edge' }, '/api/v1/search?q=Edge', 'results'],
        ['search', { q: 'zzz-nothing-zzz' }, '/api/v1/search?q=zzz-nothing-zzz', 'results'],
        ...projects.map((p): Call => ['get_project', { slug: p.id }, `/api/v1/projects/${p.id}`, 'project']),
        ...articles.map((a): Call => ['get_article', { slug: a.slug }, `/api/v1/articles/${a.slug}`, 'article']),
      ];
      for (const [tool, args, path, key] of calls) {
        const body = await getJson(path);
        const result = await callTool(tool, args);
        expect(result.structuredContent, `${tool} ${JSON.stringify(args)}`).toEqual({ [key]: body });
        expect(JSON.parse(result.content[0]!.text!)).toEqual({ [key]: body });
        // Which results link which twins, at which revisions, is the unit tests' (server.test.ts, http-layer.test.ts).
        const twin = `${siteUrl()}/projects/${String(args['slug'])}.md`;
        if (tool === 'get_project')
          expect(result.content.slice(1).map((c) => [c.type, c.uri])).toEqual([['resource_link', twin]]);
      }
    },
    MANY_CALLS_MS,
  );

  // get_article's is server.test.ts's, as each collection's 404 is handle-api.test.ts's.
  it('get_project with an unknown slug is a tool error where REST is a 404', async () => {
    const slug = 'no-such-slug';
    expect((await request(`/api/v1/projects/${slug}`)).status).toBe(404);
    const result = await callTool('get_project', { slug });
    expect(result.isError).toBe(true);
    const message = ERROR_CATALOGUE.project_not_found.message({ baseUrl: siteUrl(), value: slug });
    expect(result.content[0]?.text).toContain(message);
    expect(result.content[0]?.text).toContain('Call list_projects');
  });

  it('is told of arguments REST would refuse as its revision says: -32602 before 2025-11-25, a tool error since (SEP-1303)', async () => {
    const refused = callTool('list_projects', { limit: 0 });
    if (expectedRevision < '2025-11-25') await expect(refused).rejects.toMatchObject({ code: -32602 });
    else
      expect(await refused).toMatchObject({
        isError: true,
        content: [{ type: 'text', text: expect.stringContaining('limit: must be a whole number of at least 1') }],
      });
  });

  it(
    'lists the profile, every project and every article, and reads each as the twin served over HTTP',
    async () => {
      const { resources } = await client.listResources();
      expect(resources.map((r) => r.uri)).toEqual([
        `${siteUrl()}/index.md`,
        ...projects.map((p) => `${siteUrl()}/projects/${p.id}.md`),
        ...articles.map((a) => `${siteUrl()}/articles/${a.slug}.md`),
      ]);
      for (const resource of resources) {
        const { contents } = await client.readResource({ uri: resource.uri });
        const text = await served(new URL(resource.uri).pathname);
        expect(contents, resource.uri).toEqual([{ uri: resource.uri, mimeType: 'text/markdown', text }]);
      }
    },
    MANY_CALLS_MS,
  );

  it('lists the templates and completes slugs for a template and for a prompt argument', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      `${siteUrl()}/projects/{slug}.md`,
      `${siteUrl()}/articles/{slug}.md`,
    ]);
    const typed = projects[0]!.id.slice(0, 3).toUpperCase();
    const expected = projects.map((p) => p.id).filter((id) => id.startsWith(typed.toLowerCase()));
    for (const ref of [
      { type: 'ref/resource', uri: `${siteUrl()}/projects/{slug}.md` },
      { type: 'ref/prompt', name: 'explain_project' },
    ] as const) {
      const { completion } = await client.complete({ ref, argument: { name: 'slug', value: typed } });
      expect(completion, ref.type).toEqual({ values: expected, total: expected.length, hasMore: false });
    }
  });

  it('lists and gets every prompt, each embedding twins as resources/read gives them', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => p.name)).toEqual(['introduce_person', 'match_role', 'explain_project']);
    const gets: { name: string; arguments: Record<string, string> }[] = [
      { name: 'introduce_person', arguments: { audience: 'a hiring manager' } },
      { name: 'match_role', arguments: { role: 'Platform engineer: Postgres, observability, TypeScript' } },
      ...projects.map((p) => ({ name: 'explain_project', arguments: { slug: p.id } })),
    ];
    for (const get of gets) {
      const { messages } = await client.getPrompt(get);
      expect(messages[0]?.content.type, get.name).toBe('text');
      const embedded = messages.flatMap(({ content }) => (content.type === 'resource' ? [content.resource] : []));
      expect(embedded.length, get.name).toBeGreaterThan(0);
      // resources/read gives the served twin (checked above for every resource): the same bytes, here embedded.
      for (const resource of embedded) {
        const text = await served(new URL(resource.uri).pathname);
        expect(resource, get.name).toEqual({ uri: resource.uri, mimeType: 'text/markdown', text });
      }
    }
  });
});

// Over HTTP, the offer rides on the session id `initialize` answered, through the emulator's CORS and headers; the
// 2026-07-28 offer (in each request's _meta) is apps.test.ts's.
const OFFER = { extensions: { 'io.modelcontextprotocol/ui': { mimeTypes: ['text/html;profile=mcp-app'] } } };
it('the SDK 1.x client at 2025-11-25 offering MCP Apps is told the extension, each tool its view, and reads the three views listed after the twins', async () => {
  const client = new ClientV1({ name: 'apps', version: '1' }, { capabilities: OFFER });
  await client.connect(new TransportV1(endpoint()));
  expect(client.getServerCapabilities()?.['extensions']).toEqual({ 'io.modelcontextprotocol/ui': {} });
  const views = Object.fromEntries((await client.listTools()).tools.map((t) => [t.name, t._meta?.['ui']]));
  expect(views).toMatchObject({
    get_profile: { resourceUri: 'ui://portfolio/profile.html' },
    search: { resourceUri: 'ui://portfolio/list.html' },
  });
  const listed = (await client.listResources()).resources.slice(-3);
  expect(listed.map((r) => [r.uri, r.mimeType])).toEqual(
    ['profile', 'project', 'list'].map((view) => [`ui://portfolio/${view}.html`, 'text/html;profile=mcp-app']),
  );
  for (const { uri } of listed) {
    const { contents } = await client.readResource({ uri });
    const text = await served(uri.replace('ui://portfolio/', '/mcp-apps/'));
    expect(contents).toEqual([expect.objectContaining({ uri, mimeType: 'text/html;profile=mcp-app', text })]);
  }
  await client.close();
});
