/**
 * The MCP Inspector's CLI (a devDependency, run from node_modules offline as `npx` would) against
 * the emulated site: it lists tools, resources, templates and prompts, calls every tool, reads a
 * resource of each kind and gets every prompt; the data is the REST API's and the served twins. (The
 * client tests read every resource and complete slugs: the Inspector's CLI has no completion method.)
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, request, siteUrl } from '../support/http.ts';

const run = promisify(execFile);

/** One Inspector CLI run; with `--format json` it prints `{ "result": … }` (or `{ "error": … }`). */
async function inspector<T>(...args: string[]): Promise<T> {
  const bin = path.resolve('node_modules/.bin/mcp-inspector');
  const { stdout } = await run(
    bin,
    ['--cli', `${siteUrl()}/api/mcp`, '--transport', 'http', '--connect-timeout', '0', '--format', 'json', ...args],
    { timeout: 90_000 },
  );
  const output = JSON.parse(stdout) as { result?: T; error?: unknown };
  if (output.result === undefined) throw new Error(`the Inspector reported: ${stdout}`);
  return output.result;
}

/** Runs each job, a few at a time: every run is a process of its own. */
async function inParallel<T>(jobs: (() => Promise<T>)[], width = 4): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < jobs.length; i += width)
    results.push(...(await Promise.all(jobs.slice(i, i + width).map((job) => job()))));
  return results;
}

describe('the MCP Inspector CLI', { timeout: 180_000 }, () => {
  let lists: [
    { tools: { name: string; title: string; annotations: object }[] },
    { resources: { uri: string; mimeType: string }[] },
    { resourceTemplates: { uriTemplate: string }[] },
    { prompts: { name: string }[] },
  ];

  beforeAll(async () => {
    lists = await Promise.all([
      inspector<(typeof lists)[0]>('--method', 'tools/list'),
      inspector<(typeof lists)[1]>('--method', 'resources/list'),
      inspector<(typeof lists)[2]>('--method', 'resources/templates/list'),
      inspector<(typeof lists)[3]>('--method', 'prompts/list'),
    ]);
  }, 180_000);

  it('lists the tools, resources, templates and prompts', () => {
    const [{ tools }, { resources }, { resourceTemplates }, { prompts }] = lists;
    expect(tools.map((t) => t.name)).toEqual([
      'get_profile',
      'list_projects',
      'get_project',
      'list_articles',
      'get_article',
      'search',
    ]);
    expect(tools.every((t) => t.title && t.annotations)).toBe(true);
    expect(resources[0]?.uri).toBe(`${siteUrl()}/index.md`);
    expect(resources.every((r) => r.mimeType === 'text/markdown')).toBe(true);
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      `${siteUrl()}/projects/{slug}.md`,
      `${siteUrl()}/articles/{slug}.md`,
    ]);
    expect(prompts.map((p) => p.name)).toEqual(['introduce_person', 'match_role', 'explain_project']);
  });

  it('calls every tool and gets what REST answers', async () => {
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const { body: articles } = await getJson<{ slug: string }[]>('/api/v1/articles');
    const calls: [string, string[], string, string][] = [
      ['get_profile', [], '/api/v1/profile', 'profile'],
      ['list_projects', [], '/api/v1/projects', 'projects'],
      ['get_project', [`slug=${projects[0]!.id}`], `/api/v1/projects/${projects[0]!.id}`, 'project'],
      ['list_articles', [], '/api/v1/articles', 'articles'],
      ['get_article', [`slug=${articles.at(-1)!.slug}`], `/api/v1/articles/${articles.at(-1)!.slug}`, 'article'],
      ['search', ['q=Edge'], '/api/v1/search?q=Edge', 'results'],
    ];
    const results = await inParallel(
      calls.map(
        ([tool, args]) =>
          () =>
            inspector<{ structuredContent: unknown; isError?: boolean }>(
              '--method',
              'tools/call',
              '--tool-name',
              tool,
              ...(args.length > 0 ? ['--tool-arg', ...args] : []),
            ),
      ),
    );
    for (const [i, [tool, , restPath, key]] of calls.entries()) {
      expect(results[i]?.isError, tool).toBeFalsy();
      expect(results[i]?.structuredContent, tool).toEqual({ [key]: (await getJson(restPath)).body });
    }
  });

  it('reads a resource of each kind as the twin served over HTTP, and gets every prompt', async () => {
    const resources = ['/index.md', '/projects/', '/articles/'].map((kind) =>
      lists[1].resources.find(({ uri }) => new URL(uri).pathname.startsWith(kind))!,
    );
    const read = await inParallel(
      resources.map(
        ({ uri }) =>
          () =>
            inspector<{ contents: { uri: string; text: string }[] }>('--method', 'resources/read', '--uri', uri),
      ),
    );
    for (const [i, { uri }] of resources.entries())
      expect(read[i]?.contents, uri).toEqual([
        { uri, mimeType: 'text/markdown', text: await (await request(new URL(uri).pathname)).text() },
      ]);
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const prompts: [string, string][] = [
      ['introduce_person', 'audience=a CTO'],
      ['match_role', 'role=Platform engineer'],
      ['explain_project', `slug=${projects[0]!.id}`],
    ];
    for (const { messages } of await inParallel(
      prompts.map(
        ([name, arg]) =>
          () =>
            inspector<{ messages: { content: { type: string; resource?: { uri: string } } }[] }>(
              '--method',
              'prompts/get',
              '--prompt-name',
              name,
              '--prompt-args',
              arg,
            ),
      ),
    )) {
      expect(messages[0]?.content.type).toBe('text');
      expect(messages.some((m) => m.content.resource?.uri.startsWith(siteUrl()))).toBe(true);
    }
  });
});
