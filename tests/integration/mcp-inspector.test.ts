/**
 * The MCP Inspector's CLI (a devDependency, run from node_modules offline as `npx` would) against the emulated site.
 * (The client tests call every tool, read every resource, get every prompt and complete slugs.)
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/mcp/tools.ts';
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

const [{ tools }, { resources }, { resourceTemplates }, { prompts }] = await Promise.all([
  inspector<{ tools: { name: string; title: string; annotations: object }[] }>('--method', 'tools/list'),
  inspector<{ resources: { uri: string; mimeType: string }[] }>('--method', 'resources/list'),
  inspector<{ resourceTemplates: { uriTemplate: string }[] }>('--method', 'resources/templates/list'),
  inspector<{ prompts: { name: string }[] }>('--method', 'prompts/list'),
]);

describe('the MCP Inspector CLI', { timeout: 180_000 }, () => {
  it('lists the tools, resources, templates and prompts', () => {
    // Their order is server.test.ts's: here, that the Inspector reads them all.
    expect(tools.map((t) => t.name)).toEqual(TOOLS.map((t) => t.name));
    expect(tools.every((t) => t.title && t.annotations)).toBe(true);
    expect(resources[0]?.uri).toBe(`${siteUrl()}/index.md`);
    expect(resources.every((r) => r.mimeType === 'text/markdown')).toBe(true);
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      `${siteUrl()}/projects/{slug}.md`,
      `${siteUrl()}/articles/{slug}.md`,
    ]);
    expect(prompts.map((p) => p.name)).toEqual(['introduce_person', 'match_role', 'explain_project']);
  });

  it('calls a tool with an argument, reads a resource and gets a prompt with an argument', async () => {
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const slug = projects[0]!.id;
    const uri = `${siteUrl()}/projects/${slug}.md`;
    const [called, read, prompt] = (await Promise.all([
      inspector('--method', 'tools/call', '--tool-name', 'get_project', '--tool-arg', `slug=${slug}`),
      inspector('--method', 'resources/read', '--uri', uri),
      inspector('--method', 'prompts/get', '--prompt-name', 'match_role', '--prompt-args', 'role=Platform engineer'),
    ])) as [
      { structuredContent: unknown; isError?: boolean },
      { contents: unknown[] },
      { messages: { content: { type: string; resource?: { uri: string } } }[] },
    ];
    expect(called.isError).toBeFalsy();
    expect(called.structuredContent).toEqual({ project: (await getJson(`/api/v1/projects/${slug}`)).body });
    expect(read.contents).toEqual([
      { uri, mimeType: 'text/markdown', text: await (await request(`/projects/${slug}.md`)).text() },
    ]);
    expect(prompt.messages[0]?.content.type).toBe('text');
    expect(prompt.messages.some((m) => m.content.resource?.uri.startsWith(siteUrl()))).toBe(true);
  });
});
