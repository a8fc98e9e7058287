import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CompleteResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fixtureDocuments,
  fixtureTwins,
  connectToFixtureServer,
  BASE_URL as BASE,
  expectMcpError,
} from '../../support/sample-portfolio.ts';

const PROJECTS = `${BASE}/projects/{slug}.md`;
const ARTICLES = `${BASE}/articles/{slug}.md`;
let client: Client;
let close: () => Promise<unknown>;

beforeEach(async () => {
  ({ client, close } = await connectToFixtureServer());
});
afterEach(() => close());

const complete = (
  ref: { type: 'ref/resource'; uri: string } | { type: 'ref/prompt'; name: string },
  name: string,
  value: string,
) =>
  client.request({ method: 'completion/complete', params: { ref, argument: { name, value } } }, CompleteResultSchema);
const promptMessages = async (name: string, args: Record<string, string>) =>
  (await client.getPrompt({ name, arguments: args })).messages;
const textMatching = (pattern: RegExp) => ({ type: 'text', text: expect.stringMatching(pattern) });

describe('resources', () => {
  it('lists the profile, then every project, then every article, as markdown twins', async () => {
    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toEqual([
      `${BASE}/index.md`,
      ...fixtureDocuments.projects.map((p) => `${BASE}/projects/${p.id}.md`),
      ...fixtureDocuments.articles.map((a) => `${BASE}/articles/${a.slug}.md`),
    ]);
    expect(resources[0]).toEqual({
      uri: `${BASE}/index.md`,
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

  it('reads each one as the twin itself', async () => {
    for (const path of Object.keys(fixtureTwins)) {
      const { contents } = await client.readResource({ uri: `${BASE}${path}` });
      expect(contents).toEqual([{ uri: `${BASE}${path}`, mimeType: 'text/markdown', text: fixtureTwins[path] }]);
    }
  });

  it('reads a URI written another way that RFC 3986 calls the same, and answers with the resource as listed', async () => {
    for (const uri of [
      `${BASE}/projects/tram%2Dapp.md`,
      `${BASE}/projects/%74ram-app.md`,
      `${BASE}/articles/../projects/tram-app.md`,
      `${BASE.toUpperCase().replace('HTTPS', 'https')}/projects/tram-app.md`,
    ]) {
      const { contents } = await client.readResource({ uri });
      expect(contents, uri).toEqual([
        { uri: `${BASE}/projects/tram-app.md`, mimeType: 'text/markdown', text: fixtureTwins['/projects/tram-app.md'] },
      ]);
    }
  });

  it.each([
    `${BASE}/projects/no-such-project.md`,
    `${BASE}/nothing.md`,
    'not a uri',
    `${BASE}/projects/__proto__.md`,
    // Not URIs: a space or a control character, which the URL parser would drop at the ends unseen.
    ` ${BASE}/projects/tram-app.md`,
    `${BASE}/projects/tram-app.md `,
    `${BASE}/projects/tram-app.md\n`,
    // The template itself, which the URL parser writes as %7Bslug%7D: the message quotes it as sent.
    PROJECTS,
  ])('answers %j with -32002, naming it as sent and resources/list', async (uri) => {
    const error = await expectMcpError(client.readResource({ uri }), -32002);
    expect(error.message).toContain(JSON.stringify(uri));
    expect(error.message).toContain('resources/list');
  });

  it('lists the two templates', async () => {
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((t) => [t.name, t.uriTemplate, t.mimeType])).toEqual([
      ['projects', PROJECTS, 'text/markdown'],
      ['articles', ARTICLES, 'text/markdown'],
    ]);
    expect(resourceTemplates.map((t) => t.title)).toEqual(['Project as markdown', 'Article as markdown']);
    for (const template of resourceTemplates)
      expect(template.description).toMatch(
        /^\S.* Its markdown twin, by slug \(complete the slug, or list the resources\)\.$/,
      );
  });
});

describe('completion', () => {
  const projects = { type: 'ref/resource', uri: PROJECTS } as const;
  const articles = { type: 'ref/resource', uri: ARTICLES } as const;
  const explain = { type: 'ref/prompt', name: 'explain_project' } as const;
  it.each([
    [projects, 'slug', 'LA', ['latency-budget']],
    [projects, 'slug', '', fixtureDocuments.projects.map((p) => p.id)],
    [articles, 'slug', 'on', ['on-caching']],
    [articles, 'slug', 'zzz', []],
    [explain, 'slug', 'tr', ['tram-app']],
    // Free text: nothing to offer.
    [explain, 'audience', 'a', []],
  ])('completes %j %s "%s" by prefix, any case, in list order, with the total', async (ref, name, value, values) => {
    expect((await complete(ref, name, value)).completion).toEqual({ values, total: values.length, hasMore: false });
  });

  it.each([
    [{ type: 'ref/resource', uri: `${BASE}/talks/{slug}.md` } as const, 'slug', /Unknown resource template/],
    [projects, 'id', /no argument "id"/],
    [{ type: 'ref/prompt', name: 'write_poem' } as const, 'slug', /Unknown prompt "write_poem"/],
    [explain, 'project', /no argument "project".*slug, audience/],
    [projects, 'constructor', /no argument "constructor"/],
  ])('answers an unknown reference or argument with -32602 (%j %s)', async (ref, name, message) => {
    await expectMcpError(complete(ref, name, ''), -32602, message);
  });
});

describe('prompts', () => {
  it('lists introduce_person, match_role and explain_project with titles, descriptions and described arguments', async () => {
    const { prompts } = await client.listPrompts();
    expect(prompts.map((p) => [p.name, p.arguments?.map((a) => [a.name, a.required ?? false])])).toEqual([
      ['introduce_person', [['audience', false]]],
      ['match_role', [['role', true]]],
      [
        'explain_project',
        [
          ['slug', true],
          ['audience', false],
        ],
      ],
    ]);
    expect(prompts.map((p) => [p.title, p.description])).toEqual([
      [
        'Introduce Ada Example',
        'A short, accurate introduction of Ada Example for a given audience, from their profile.',
      ],
      [
        "Match a role to Ada Example's work",
        expect.stringMatching(/^Maps a role's requirements to evidence in Ada Example's /),
      ],
      ['Explain a project', "Explains one of Ada Example's projects from its case study, for a given audience."],
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
      resource: { uri: `${BASE}/index.md`, mimeType: 'text/markdown', text: fixtureTwins['/index.md'] },
    });
    // Only spaces is no audience: the default stands.
    const [blank] = await promptMessages('introduce_person', { audience: '   ' });
    expect(blank?.content).toMatchObject(textMatching(/^The reader: someone who has never met them\./));
  });

  it('match_role quotes the role line by line, apart from its instructions', async () => {
    const [instruction] = await promptMessages('match_role', { role: 'Staff engineer\n\nMust know Postgres.' });
    expect(instruction?.content).toMatchObject({
      type: 'text',
      text: expect.stringContaining(
        'matches this role, quoted as given:\n\n> Staff engineer\n>\n> Must know Postgres.\n',
      ),
    });
  });

  it('match_role embeds the profile and every project, links every article, and asks where evidence is missing', async () => {
    const messages = await promptMessages('match_role', { role: 'Staff engineer, Postgres at scale' });
    expect(messages[0]?.content).toMatchObject(textMatching(/Postgres at scale.*no evidence in these documents/s));
    const embedded = messages.flatMap((m) => (m.content.type === 'resource' ? [m.content.resource.uri] : []));
    expect(embedded).toEqual([
      `${BASE}/index.md`,
      ...fixtureDocuments.projects.map((p) => `${BASE}/projects/${p.id}.md`),
    ]);
    const linked = messages.flatMap((m) => (m.content.type === 'resource_link' ? [m.content.uri] : []));
    expect(linked).toEqual(fixtureDocuments.articles.map((a) => `${BASE}/articles/${a.slug}.md`));
  });

  it('explain_project embeds that project twin, byte for byte what resources/read gives', async () => {
    const messages = await promptMessages('explain_project', { slug: 'tram-app' });
    const { contents } = await client.readResource({ uri: `${BASE}/projects/tram-app.md` });
    expect(messages[1]?.content).toEqual({ type: 'resource', resource: contents[0] });
  });

  it.each([
    ['explain_project', { slug: 'nope' }, /^MCP error -32602: Invalid argument slug: no project has the slug "nope"/],
    ['explain_project', {}, /^MCP error -32602: Invalid arguments for prompt explain_project: slug: is required$/],
    ['match_role', {}, /Invalid arguments for prompt match_role: role: is required: the job description/],
    ['match_role', { role: '  \n ' }, /role: must not be blank/],
    ['hire_me', {}, /hire_me/],
  ])('%s %j is -32602 naming the argument', async (name, args, message) => {
    await expectMcpError(client.getPrompt({ name, arguments: args }), -32602, message);
  });
});

describe('client values in error messages', () => {
  const long = 'x'.repeat(100_000);
  it.each([
    ['a resource URI', -32002, () => client.readResource({ uri: `${BASE}/${long}.md` })],
    ['a prompt name', -32602, () => client.getPrompt({ name: long })],
    ['a prompt slug', -32602, () => client.getPrompt({ name: 'explain_project', arguments: { slug: long } })],
    ['a completion reference', -32602, () => complete({ type: 'ref/prompt', name: long }, 'slug', '')],
    ['a tool name', -32602, () => client.callTool({ name: long, arguments: {} })],
    ['a tool argument', -32602, () => client.callTool({ name: 'list_projects', arguments: { limit: long } })],
  ])('are cut short: %s of 100,000 characters gives a short message (%i)', async (_what, code, send) => {
    const error = await expectMcpError(send(), code);
    expect(error.message.length).toBeLessThan(600);
    expect(error.message).toContain('…');
  });
});
