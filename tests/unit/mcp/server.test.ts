import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { EmptyResultSchema, InitializeResultSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { search } from '../../../src/core/query/search.ts';
import { listArticles, listProjects } from '../../support/list-queries.ts';
import {
  connectToFixtureServer,
  expectMcpError,
  fixtureData,
  fixtureDocuments,
} from '../../support/sample-portfolio.ts';

let client: Client;
let close: () => Promise<unknown>;

beforeEach(async () => {
  ({ client, close } = await connectToFixtureServer());
});

afterEach(() => close());

const initialize = (protocolVersion: string) =>
  client.request(
    { method: 'initialize', params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '0' } } },
    InitializeResultSchema,
  );

describe('initialize', () => {
  it.each([
    ...['2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'].map((version) => [version, version]),
    ...['2026-07-28', '2024-10-07', '1999-01-01'].map((version) => [version, '2025-06-18']),
  ])('answers a request for %s with %s', async (asked, answered) => {
    expect((await initialize(asked)).protocolVersion).toBe(answered);
  });

  it('names the server, offers tools and says how to start', async () => {
    const result = await initialize('2025-06-18');
    expect(result.serverInfo).toEqual({
      name: 'portfolio-content-api',
      title: 'Portfolio of Ada Example',
      version: '1.0.0',
    });
    expect(result.capabilities).toEqual({
      tools: { listChanged: false },
      resources: { subscribe: false, listChanged: false },
      prompts: { listChanged: false },
      completions: {},
    });
    expect(client.getServerVersion()?.name).toBe('portfolio-content-api');
    expect(client.getInstructions()).toMatch(
      /Ada Example.*get_profile.*list_projects.*search.*resources.*introduce_person.*match_role.*explain_project/s,
    );
  });
});

describe('tools/list', () => {
  it('lists the six tools in order, each read-only with a title, a description and object schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual([
      'get_profile',
      'list_projects',
      'get_project',
      'list_articles',
      'get_article',
      'search',
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
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.outputSchema?.type).toBe('object');
    }
    // Each result wrapped in an object keyed by what it holds.
    expect(tools.map((t) => t.outputSchema?.required)).toEqual(
      ['profile', 'projects', 'project', 'articles', 'article', 'results'].map((key) => [key]),
    );
  });

  it('states the REST validation rules in the input schemas', async () => {
    const { tools } = await client.listTools();
    const byName = Object.fromEntries(tools.map((t) => [t.name, t.inputSchema]));
    expect(byName.list_projects?.properties?.limit).toMatchObject({ type: 'integer', minimum: 1 });
    expect(byName.list_projects?.properties?.status).toMatchObject({ type: 'string' });
    expect(byName.list_projects?.required ?? []).toEqual([]);
    expect(byName.list_articles?.properties?.tag).toMatchObject({ type: 'string' });
    expect(byName.get_project?.required).toEqual(['slug']);
    expect(byName.get_article?.required).toEqual(['slug']);
    expect(byName.search?.properties?.q).toMatchObject({ type: 'string', minLength: 1, maxLength: 256 });
    expect(byName.search?.required).toEqual(['q']);
  });

  it('gives output schemas that are whole JSON Schemas: every $ref resolves inside the schema, and no OpenAPI keyword', async () => {
    const { tools } = await client.listTools();
    const get = (root: unknown, pointer: string) =>
      pointer
        .slice(2)
        .split('/')
        .reduce<unknown>(
          (node, key) =>
            (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
          root,
        );
    const refs: string[] = [];
    const walk = (node: unknown, root: unknown, name: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const object = node as Record<string, unknown>;
      expect(
        object,
        `${name}: discriminator is OpenAPI's, and its mapping names the OpenAPI document's components`,
      ).not.toHaveProperty('discriminator');
      if (typeof object['$ref'] === 'string') {
        refs.push(object['$ref']);
        expect(object['$ref'].startsWith('#/'), `${name}: ${object['$ref']}`).toBe(true);
        expect(get(root, object['$ref']), `${name}: ${object['$ref']}`).toBeDefined();
      }
      for (const value of Object.values(object)) walk(value, root, name);
    };
    for (const tool of tools) {
      walk(tool.inputSchema, tool.inputSchema, tool.name);
      walk(tool.outputSchema, tool.outputSchema, tool.name);
    }
    // The case study's sections are a union of named shapes: the walk did meet references.
    expect(refs.length).toBeGreaterThan(5);
  });
});

describe('tools/call', () => {
  const { index } = fixtureData;
  const cases: [string, Record<string, unknown>, unknown][] = [
    ['get_profile', {}, { profile: fixtureDocuments.profile }],
    ['list_projects', {}, { projects: listProjects(index, {}) }],
    ['list_projects', { status: 'LIVE' }, { projects: listProjects(index, { status: 'live' }) }],
    ['list_projects', { status: 'live', limit: 1 }, { projects: listProjects(index, { status: 'live', limit: 1 }) }],
    ['list_projects', { status: 'retired' }, { projects: [] }],
    ['list_projects', { limit: 99 }, { projects: listProjects(index, {}) }],
    // REST takes any digits for ?limit=, so a limit past 2^53 (where JSON numbers stop being exact) is fine too.
    ['list_projects', { limit: 2 ** 53 }, { projects: listProjects(index, {}) }],
    ['list_articles', { limit: 1e23 }, { articles: listArticles(index, {}) }],
    ['get_project', { slug: 'tram-app' }, { project: fixtureDocuments.projects[1] }],
    ['list_articles', {}, { articles: listArticles(index, {}) }],
    ['list_articles', { tag: 'edge' }, { articles: listArticles(index, { tag: 'edge' }) }],
    ['list_articles', { limit: 1 }, { articles: listArticles(index, { limit: 1 }) }],
    ['get_article', { slug: 'postgres-upgrades' }, { article: fixtureDocuments.articles[1] }],
    ['search', { q: 'EDGE' }, { results: search(index, 'edge') }],
    ['search', { q: 'nothing matches this' }, { results: [] }],
    ['search', { q: '😀'.repeat(256) }, { results: [] }],
  ];

  it.each(cases)(
    '%s %j gives the core query result as structured content and JSON text',
    async (name, args, expected) => {
      const result = await client.callTool({ name, arguments: args });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toEqual(expected);
      // The JSON text first; then, for get_project, get_article and search, links to the documents' twins.
      expect((result.content as unknown[])[0]).toEqual({ type: 'text', text: JSON.stringify(expected) });
      expect((result.content as { type: string }[]).slice(1).every((item) => item.type === 'resource_link')).toBe(true);
    },
  );

  const twinLink = (collection: string, name: string, title: string) => ({
    type: 'resource_link',
    uri: `https://portfolio.example/${collection}/${name}.md`,
    name,
    title,
    mimeType: 'text/markdown',
  });

  it.each([
    ['get_project', { slug: 'tram-app' }, [twinLink('projects', 'tram-app', 'Tram app')]],
    ['get_article', { slug: 'on-caching' }, [twinLink('articles', 'on-caching', 'On caching')]],
    [
      'search',
      { q: 'edge' },
      [
        twinLink('projects', 'edge-cache', 'Edge cache'),
        twinLink('articles', 'on-caching', 'On caching'),
        twinLink('articles', 'postgres-upgrades', 'Postgres upgrades'),
      ],
    ],
    ['list_projects', {}, []],
    ['get_profile', {}, []],
  ])('%s %j links the twin of each document it is about, after the text', async (name, args, links) => {
    const result = await client.callTool({ name, arguments: args });
    expect((result.content as unknown[]).slice(1)).toEqual(links);
  });

  it('checks the fixture answers are not trivially empty', () => {
    expect(listProjects(index, { status: 'live' })).toHaveLength(2);
    expect(search(index, 'edge').map((r) => r.type)).toEqual(['project', 'article', 'article']);
  });

  it.each([
    ['get_project', 'no-such-project', 'list_projects'],
    ['get_article', 'no-such-article', 'list_articles'],
  ])(
    '%s with an unknown slug is a tool error naming the slug and how to list valid ones',
    async (name, slug, lister) => {
      const result = await client.callTool({ name, arguments: { slug } });
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toBeUndefined();
      const [content] = result.content as { type: string; text: string }[];
      expect(content?.text).toContain(`"${slug}"`);
      expect(content?.text).toContain(`Call ${lister}`);
    },
  );

  it('an unknown tool is a protocol error (-32602) listing the tools', async () => {
    await expectMcpError(
      client.callTool({ name: 'drop_tables', arguments: {} }),
      -32602,
      /Unknown tool "drop_tables".*get_profile/,
    );
  });

  it.each([
    ['list_projects', { limit: 0 }, /limit: must be a whole number of at least 1.*got 0/],
    ['list_projects', { limit: -1 }, /limit/],
    ['list_projects', { limit: 1.5 }, /limit/],
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
  ])('%s %j fails the input schema: -32602 saying what is wrong', async (name, args, message) => {
    await expectMcpError(client.callTool({ name, arguments: args }), -32602, message);
  });

  it('takes a query that is only a space, like REST (no trimming)', async () => {
    const result = await client.callTool({ name: 'search', arguments: { q: ' ' } });
    expect(result.isError).toBeFalsy();
  });
});

describe('other methods', () => {
  it('answers ping', async () => {
    expect(await client.ping()).toEqual({});
  });

  it('an unknown method is -32601 naming it', async () => {
    await expectMcpError(
      client.request({ method: 'tasks/sing', params: {} }, EmptyResultSchema),
      -32601,
      /"tasks\/sing" not found/,
    );
  });
});
