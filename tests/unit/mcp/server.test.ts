import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { CompleteResultSchema, InitializeResultSchema, McpError } from '@modelcontextprotocol/sdk/types.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, expect, it } from 'vitest';
import { listCollectionNamed } from '../../../src/core/collections/documents.ts';
import { listItems, search } from '../../../src/core/query/search.ts';
import { handleMcpRequest } from '../../../src/mcp/http/handle-mcp-request.ts';
import { BASE_URL as BASE, fixtureData, fixtureDocuments, fixtureTwins } from '../../support/sample-portfolio.ts';
import { CAPABILITIES } from './endpoint.ts';

const { index } = fixtureData;
/** A list collection's items as the core's list query gives them, with the filter (status or tag) and limit REST takes. */
const list = (name: string, filter?: string, limit?: number) =>
  listItems(index, listCollectionNamed(name), { filter, limit });
const PROJECTS = `${BASE}/projects/{slug}.md`;
const ARTICLES = `${BASE}/articles/{slug}.md`;
/** The markdown twins' URIs, each list in the order of the sample portfolio's documents. */
const PROFILE_TWIN = `${BASE}/index.md`;
const PROJECT_TWINS = fixtureDocuments.projects.map((p) => `${BASE}/projects/${p.id}.md`);
const ARTICLE_TWINS = fixtureDocuments.articles.map((a) => `${BASE}/articles/${a.slug}.md`);

// It negotiates its newest revision, then names 2025-06-18 on every request: a stateless server goes by the header.
const client = new Client({ name: 'unit-test', version: '1.0.0' });
const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/api/mcp`), {
  fetch: (url, init) => handleMcpRequest(new Request(url, init), fixtureData),
});
await client.connect(transport);
transport.setProtocolVersion('2025-06-18');
afterAll(() => client.close());
const { tools } = await client.listTools();

/** Expects the request refused with an MCP error of this code and a message matching `message`, and gives it back. */
async function expectMcpError(request: Promise<unknown>, code: number, message = /./): Promise<McpError> {
  const error = await request.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(McpError);
  expect(error).toMatchObject({ code, message: expect.stringMatching(message) });
  return error as McpError;
}

const initialize = (protocolVersion: string) =>
  client.request(
    { method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '0' } } },
    InitializeResultSchema,
  );

it.each([
  ...['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'].map((version) => [version, version]),
  ...['2026-07-28', '2024-10-07', '1999-01-01'].map((version) => [version, '2025-06-18']),
])('initialize answers %s with %s, naming the server, its capabilities and how to start', async (asked, answered) => {
  const result = await initialize(asked);
  expect(result.protocolVersion).toBe(answered);
  expect(result.serverInfo).toEqual({
    name: 'portfolio-content-api',
    title: 'Portfolio of Ada Example',
    version: '1.0.0',
  });
  expect(result.capabilities).toEqual(CAPABILITIES);
  expect(result.instructions).toMatch(
    /Ada Example.*get_profile.*list_projects.*search.*resources.*introduce_person.*match_role.*explain_project/s,
  );
});

it('tools/list lists the six tools in order, each read-only with a title, a description and object schemas, its output requiring one member', async () => {
  expect(tools.map((t) => [t.name, t.outputSchema?.required])).toEqual([
    ['get_profile', ['profile']],
    ['list_projects', ['projects']],
    ['get_project', ['project']],
    ['list_articles', ['articles']],
    ['get_article', ['article']],
    ['search', ['results']],
  ]);
  for (const tool of tools) {
    expect(tool.title).toBeTruthy();
    expect(tool.description?.length).toBeGreaterThan(80);
    expect(tool.annotations).toEqual({
      title: tool.title,
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: false,
    });
  }
});

it('tools/list states the REST validation rules in the input schemas, and gives output schemas that are whole JSON Schemas: every $ref resolves inside the schema, and no OpenAPI keyword', async () => {
  const byName = Object.fromEntries(tools.map((t) => [t.name, t.inputSchema]));
  expect(byName.list_projects?.properties?.limit).toMatchObject({ type: 'integer', minimum: 1 });
  expect(byName.list_projects?.properties?.status).toMatchObject({ type: 'string' });
  expect(byName.list_projects?.required ?? []).toEqual([]);
  expect(byName.list_articles?.properties?.tag).toMatchObject({ type: 'string' });
  expect(byName.get_project?.required).toEqual(['slug']);
  expect(byName.get_article?.required).toEqual(['slug']);
  expect(byName.search?.properties?.q).toMatchObject({ type: 'string', minLength: 1, maxLength: 256 });
  expect(byName.search?.required).toEqual(['q']);
  const ajv = new Ajv2020({ validateFormats: false });
  for (const tool of tools)
    for (const schema of [tool.inputSchema, tool.outputSchema])
      expect(() => ajv.compile(schema!), tool.name).not.toThrow();
  const schemas = JSON.stringify(tools.map((tool) => [tool.inputSchema, tool.outputSchema]));
  // discriminator is OpenAPI's, and its mapping names the OpenAPI document's components.
  expect(schemas).not.toContain('"discriminator"');
  // The case study's sections are a union of named shapes: the compiler did meet references.
  expect(schemas.match(/"\$ref":"#\//g)?.length).toBeGreaterThan(5);
});

const twinLink = (collection: string, name: string, title: string) => ({
  type: 'resource_link',
  uri: `https://portfolio.example/${collection}/${name}.md`,
  name,
  title,
  mimeType: 'text/markdown',
});
const twinsOf = (results: ReturnType<typeof search>) =>
  results.map((r) => twinLink(`${r['type']}s`, `${r['id']}`, `${r['title']}`));

const tramApp = fixtureDocuments.projects[1]!;
const cases: [string, Record<string, unknown>, unknown, unknown[]][] = [
  ['get_profile', {}, { profile: fixtureDocuments.profile }, []],
  ['get_project', { slug: 'tram-app' }, { project: tramApp }, [twinLink('projects', 'tram-app', 'Tram app')]],
  ['list_projects', { status: 'LIVE' }, { projects: list('projects', 'live') }, []],
  ['list_projects', { status: 'live', limit: 1 }, { projects: list('projects', 'live', 1) }, []],
  // REST takes any digits for ?limit=, so a limit past 2^53 (where JSON numbers stop being exact) is fine too.
  ['list_projects', { limit: 2 ** 53 }, { projects: list('projects') }, []],
  ['list_articles', { tag: 'edge' }, { articles: list('articles', 'edge') }, []],
  ['search', { q: 'EDGE' }, { results: search(index, 'edge') }, twinsOf(search(index, 'edge'))],
  ['search', { q: '😀'.repeat(256) }, { results: [] }, []],
  // Like REST, no trimming: a query that is only a space matches every document.
  ['search', { q: ' ' }, { results: search(index, ' ') }, twinsOf(search(index, ' '))],
];

it.each(cases)(
  'tools/call %s %j gives the core query result as structured content and JSON text, then a link to the twin of each document it is about',
  async (name, args, expected, links) => {
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual(expected);
    expect(result.content).toEqual([{ type: 'text', text: JSON.stringify(expected) }, ...links]);
  },
);

it('checks the fixture answers are not trivially empty', () => {
  expect(list('projects', 'live')).toHaveLength(2);
  expect(search(index, 'edge').map((r) => r.type)).toEqual(['project', 'article', 'article']);
});

it('tools/call get_project with an unknown slug is a tool error naming the slug and how to list valid ones', async () => {
  const result = await client.callTool({ name: 'get_project', arguments: { slug: 'no-such-project' } });
  expect(result.isError).toBe(true);
  expect(result.structuredContent).toBeUndefined();
  const [content] = result.content as { type: string; text: string }[];
  expect(content?.text).toContain('"no-such-project"');
  expect(content?.text).toContain('Call list_projects');
});

it.each([
  ['list_projects', { limit: 0 }, /limit: must be a whole number of at least 1.*got 0/],
  // Said once, though 0.5 is both not whole and below 1.
  [
    'list_projects',
    { limit: 0.5 },
    /Invalid arguments for list_projects: limit: must be a whole number of at least 1 \(a JSON number, not a string\); got 0\.5$/,
  ],
  ['list_articles', { limit: '3' }, /limit: .*not a string.*got "3"/],
  ['list_projects', { status: 5 }, /status: must be a string/],
  ['get_project', {}, /slug: is required/],
  ['get_article', { slug: 7 }, /slug: must be a string/],
  ['search', {}, /q: The q parameter is missing or empty/],
  ['search', { q: '' }, /q: The q parameter is missing or empty/],
  ['search', { q: 'x'.repeat(257) }, /q: The q parameter is 257 characters long; at most 256/],
])('tools/call %s %j fails the input schema: -32602 saying what is wrong', async (name, args, message) => {
  await expectMcpError(client.callTool({ name, arguments: args }), -32602, message);
});

const complete = (ref: object, name: string, value: string) =>
  client.request({ method: 'completion/complete', params: { ref, argument: { name, value } } }, CompleteResultSchema);
const promptMessages = async (name: string, args: Record<string, string>) =>
  (await client.getPrompt({ name, arguments: args })).messages;
const textMatching = (pattern: RegExp) => ({ type: 'text', text: expect.stringMatching(pattern) });

it('resources/list lists the profile, then every project, then every article, as markdown twins', async () => {
  const { resources } = await client.listResources();
  expect(resources.map((r) => r.uri)).toEqual([PROFILE_TWIN, ...PROJECT_TWINS, ...ARTICLE_TWINS]);
  expect(resources[0]).toEqual({
    uri: PROFILE_TWIN,
    name: 'profile',
    title: 'Ada Example',
    description: 'Builds calm systems',
    mimeType: 'text/markdown',
  });
  const project = fixtureDocuments.projects[0]!;
  expect(resources[1]).toEqual({
    uri: `${BASE}/projects/${project.id}.md`,
    name: project.id,
    title: project.title,
    description: project.tagline,
    mimeType: 'text/markdown',
    annotations: { lastModified: project.updatedAt },
  });
  expect(resources.at(-1)?.annotations?.lastModified).toBe(fixtureDocuments.articles.at(-1)!.publishedAt);
});

it.each([
  `${BASE}/projects/tram%2Dapp.md`,
  `${BASE}/articles/../projects/tram-app.md`,
  `${BASE.toUpperCase().replace('HTTPS', 'https')}/projects/tram-app.md`,
])('resources/read reads %s, the same URI by RFC 3986, and answers with the resource as listed', async (uri) => {
  expect((await client.readResource({ uri })).contents).toEqual([
    { uri: `${BASE}/projects/tram-app.md`, mimeType: 'text/markdown', text: fixtureTwins['/projects/tram-app.md'] },
  ]);
});

it.each([
  `${BASE}/nothing.md`,
  'not a uri',
  `${BASE}/projects/__proto__.md`,
  // Not URIs: a space or a control character, which the URL parser would drop at the ends unseen.
  ` ${BASE}/projects/tram-app.md`,
  `${BASE}/projects/tram-app.md\n`,
  // The template itself, which the URL parser writes as %7Bslug%7D: the message quotes it as sent.
  PROJECTS,
])('resources/read answers %j with -32002, naming it as sent and resources/list', async (uri) => {
  const error = await expectMcpError(client.readResource({ uri }), -32002);
  expect(error.message).toContain(JSON.stringify(uri));
  expect(error.message).toContain('resources/list');
});

it('resources/templates/list lists the two templates', async () => {
  const { resourceTemplates } = await client.listResourceTemplates();
  expect(resourceTemplates.map((t) => [t.name, t.uriTemplate, t.mimeType, t.title])).toEqual([
    ['projects', PROJECTS, 'text/markdown', 'Project as markdown'],
    ['articles', ARTICLES, 'text/markdown', 'Article as markdown'],
  ]);
  for (const template of resourceTemplates)
    expect(template.description).toMatch(
      /^\S.* Its markdown twin, by slug \(complete the slug, or list the resources\)\.$/,
    );
});

const projects = { type: 'ref/resource', uri: PROJECTS };
const articles = { type: 'ref/resource', uri: ARTICLES };
const explain = { type: 'ref/prompt', name: 'explain_project' };
it.each([
  [projects, 'slug', 'LA', ['latency-budget']],
  [projects, 'slug', '', fixtureDocuments.projects.map((p) => p.id)],
  [articles, 'slug', 'on', ['on-caching']],
  // Free text: nothing to offer.
  [explain, 'audience', 'a', []],
])('completes %j %s "%s" by prefix, any case, in list order, with the total', async (ref, name, value, values) => {
  expect((await complete(ref, name, value)).completion).toEqual({ values, total: values.length, hasMore: false });
});

it.each([
  [{ type: 'ref/resource', uri: `${BASE}/talks/{slug}.md` }, 'slug', /Unknown resource template/],
  [{ type: 'ref/prompt', name: 'write_poem' }, 'slug', /Unknown prompt "write_poem"/],
  [explain, 'project', /no argument "project".*slug, audience/],
])('answers an unknown reference or argument with -32602 (%j %s)', async (ref, name, message) => {
  await expectMcpError(complete(ref, name, ''), -32602, message);
});

it('prompts/list lists introduce_person, match_role and explain_project with titles, descriptions and described arguments', async () => {
  const { prompts } = await client.listPrompts();
  const argumentsOf = (p: (typeof prompts)[number]) => p.arguments?.map((a) => (a.required ? a.name : `${a.name}?`));
  expect(prompts.map((p) => [p.name, argumentsOf(p), p.title])).toEqual([
    ['introduce_person', ['audience?'], 'Introduce Ada Example'],
    ['match_role', ['role'], "Match a role to Ada Example's work"],
    ['explain_project', ['slug', 'audience?'], 'Explain a project'],
  ]);
  expect(prompts.map((p) => p.description)).toEqual([
    'A short, accurate introduction of Ada Example for a given audience, from their profile.',
    expect.stringMatching(/^Maps a role's requirements to evidence in Ada Example's /),
    "Explains one of Ada Example's projects from its case study, for a given audience.",
  ]);
  for (const argument of prompts.flatMap((p) => p.arguments ?? []))
    expect(argument.description, argument.name).toMatch(/^\S.{10,}/);
});

it('introduce_person embeds the profile twin and asks for citations and for what is not stated', async () => {
  const [instruction, profile] = await promptMessages('introduce_person', { audience: 'a hiring manager' });
  expect(instruction?.content).toMatchObject(
    textMatching(/^The reader: a hiring manager\. Introduce .* to this reader,.*cite its resource URI.*not stated/s),
  );
  // The audience as the client wrote it, without an article: still a sentence that reads.
  const [bare] = await promptMessages('explain_project', { slug: 'tram-app', audience: 'CTO' });
  expect(bare?.content).toMatchObject(
    textMatching(/^The reader: CTO\. Explain the project "Tram app" to this reader,/),
  );
  expect(profile?.content).toEqual({
    type: 'resource',
    resource: { uri: PROFILE_TWIN, mimeType: 'text/markdown', text: fixtureTwins['/index.md'] },
  });
  // Only spaces is no audience: the default stands.
  const [blank] = await promptMessages('introduce_person', { audience: '   ' });
  expect(blank?.content).toMatchObject(textMatching(/^The reader: someone who has never met them\./));
});

it('match_role quotes the role line by line apart from its instructions, embeds the profile and every project, links every article, and asks where evidence is missing', async () => {
  const messages = await promptMessages('match_role', { role: 'Staff engineer\n\nMust know Postgres.' });
  expect(messages[0]?.content).toMatchObject(
    textMatching(
      /matches this role, quoted as given:\n\n> Staff engineer\n>\n> Must know Postgres\.\n.*no evidence in these documents/s,
    ),
  );
  const embedded = messages.flatMap((m) => (m.content.type === 'resource' ? [m.content.resource.uri] : []));
  expect(embedded).toEqual([PROFILE_TWIN, ...PROJECT_TWINS]);
  const linked = messages.flatMap((m) => (m.content.type === 'resource_link' ? [m.content.uri] : []));
  expect(linked).toEqual(ARTICLE_TWINS);
});

it.each([
  ['explain_project', { slug: 'nope' }, /^MCP error -32602: Invalid argument slug: no project has the slug "nope"/],
  ['explain_project', {}, /^MCP error -32602: Invalid arguments for prompt explain_project: slug: is required$/],
  ['match_role', {}, /Invalid arguments for prompt match_role: role: is required: the job description/],
  ['match_role', { role: '  \n ' }, /role: must not be blank/],
])('prompts/get %s %j is -32602 naming the argument', async (name, args, message) => {
  await expectMcpError(client.getPrompt({ name, arguments: args }), -32602, message);
});

const long = 'x'.repeat(100_000);
it.each([
  ['a resource URI', -32002, () => client.readResource({ uri: `${BASE}/${long}.md` })],
  ['a prompt name', -32602, () => client.getPrompt({ name: long })],
  ['a prompt slug', -32602, () => client.getPrompt({ name: 'explain_project', arguments: { slug: long } })],
  ['a completion reference', -32602, () => complete({ type: 'ref/prompt', name: long }, 'slug', '')],
  ['a tool name', -32602, () => client.callTool({ name: long, arguments: {} })],
  ['a tool argument', -32602, () => client.callTool({ name: 'list_projects', arguments: { limit: long } })],
])("a client's %s of 100,000 characters is cut short in its error message (%i)", async (_what, code, send) => {
  const error = await expectMcpError(send(), code);
  expect(error.message.length).toBeLessThan(600);
  expect(error.message).toContain('…');
});
