import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { getJson, siteUrl } from '../support/http.ts';

const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);
const endpoint = () => `${siteUrl()}/api/mcp`;
/**
 * One Inspector CLI run; with `--format json` it prints `{ "result": … }` (or `{ "error": … }`).
 * A local MCP request may be a cold start (a new instance imports the function; every request with
 * SERVE_FRESH_INSTANCES=1), so a run may be slow: no client-side limit.
 */
async function inspector<T>(...args: string[]): Promise<T> {
  const { stdout } = await run(
    bin('mcp-inspector'),
    ['--cli', endpoint(), '--transport', 'http', '--connect-timeout', '0', '--format', 'json', ...args],
    { timeout: 90_000 },
  );
  const output = JSON.parse(stdout) as { result?: T; error?: unknown };
  if (output.result === undefined) throw new Error(`the Inspector reported: ${stdout}`);
  return output.result;
}

// Both tools are devDependencies: run from node_modules, offline, as `npx <tool>` would.
describe('the MCP Inspector CLI', { timeout: 120_000 }, () => {
  it('lists the six tools', async () => {
    const { tools } = await inspector<{ tools: { name: string; title: string; annotations: object }[] }>('--method', 'tools/list');
    expect(tools.map((t) => t.name)).toEqual(['get_profile', 'list_projects', 'get_project', 'list_articles', 'get_article', 'search']);
    expect(tools.every((t) => t.title && t.annotations)).toBe(true);
  });

  it('calls get_project and gets the REST resource', async () => {
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const slug = projects[0]!.id;
    const { body: project } = await getJson(`/api/v1/projects/${slug}`);
    const result = await inspector<{ structuredContent: unknown; content: { text: string }[]; isError?: boolean }>(
      '--method',
      'tools/call',
      '--tool-name',
      'get_project',
      '--tool-arg',
      `slug=${slug}`,
    );
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ project });
    expect(JSON.parse(result.content[0]!.text)).toEqual({ project });
  });
});

describe('the MCP Inspector CLI on resources and prompts', { timeout: 120_000 }, () => {
  it('lists the profile, projects and articles as markdown resources, and the two templates', async () => {
    const { resources } = await inspector<{ resources: { uri: string; mimeType: string }[] }>('--method', 'resources/list');
    expect(resources[0]?.uri).toBe(`${siteUrl()}/index.md`);
    expect(resources.every((r) => r.mimeType === 'text/markdown')).toBe(true);
    const { resourceTemplates } = await inspector<{ resourceTemplates: { uriTemplate: string }[] }>('--method', 'resources/templates/list');
    expect(resourceTemplates.map((t) => t.uriTemplate)).toEqual([`${siteUrl()}/projects/{slug}.md`, `${siteUrl()}/articles/{slug}.md`]);
  });

  it('lists the three prompts', async () => {
    const { prompts } = await inspector<{ prompts: { name: string }[] }>('--method', 'prompts/list');
    expect(prompts.map((p) => p.name)).toEqual(['introduce_person', 'match_role', 'explain_project']);
  });
});

// The server scenarios that need no fixture of the suite's own; docs/mcp.md says why the rest do not apply.
describe('the official MCP conformance suite', { timeout: 120_000 }, () => {
  it.each(['server-initialize', 'ping', 'tools-list', 'resources-list', 'prompts-list'])('passes %s', async (scenario) => {
    const { stdout } = await run(bin('conformance'), ['server', '--url', endpoint(), '--scenario', scenario], { timeout: 90_000 });
    expect(stdout).toMatch(/Passed: (\d+)\/\1, 0 failed/);
  });
});
