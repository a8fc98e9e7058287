import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { getJson, siteUrl } from '../support/http.ts';

const run = promisify(execFile);
const bin = (name: string) => path.resolve('node_modules/.bin', name);
const endpoint = () => `${siteUrl()}/api/mcp`;
/** The emulator answers MCP requests one at a time, so a connection may wait its turn: no client-side limit. */
const inspector = (...args: string[]) =>
  run(bin('mcp-inspector'), ['--cli', endpoint(), '--transport', 'http', '--connect-timeout', '0', '--format', 'json', ...args], { timeout: 90_000 });

// Both tools are devDependencies: run from node_modules, offline, as `npx <tool>` would.
describe('the MCP Inspector CLI', { timeout: 120_000 }, () => {
  it('lists the six tools', async () => {
    const { stdout } = await inspector('--method', 'tools/list');
    const { tools } = JSON.parse(stdout) as { tools: { name: string; title: string; annotations: object }[] };
    expect(tools.map((t) => t.name)).toEqual(['get_profile', 'list_projects', 'get_project', 'list_articles', 'get_article', 'search']);
    expect(tools.every((t) => t.title && t.annotations)).toBe(true);
  });

  it('calls get_project and gets the REST resource', async () => {
    const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
    const slug = projects[0]!.id;
    const { body: project } = await getJson(`/api/v1/projects/${slug}`);
    const { stdout } = await inspector('--method', 'tools/call', '--tool-name', 'get_project', '--tool-arg', `slug=${slug}`);
    const result = JSON.parse(stdout) as { structuredContent: unknown; content: { text: string }[]; isError?: boolean };
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ project });
    expect(JSON.parse(result.content[0]!.text)).toEqual({ project });
  });
});

describe('the official MCP conformance suite', { timeout: 120_000 }, () => {
  it.each(['server-initialize', 'ping', 'tools-list'])('passes %s', async (scenario) => {
    const { stdout } = await run(bin('conformance'), ['server', '--url', endpoint(), '--scenario', scenario], { timeout: 90_000 });
    expect(stdout).toMatch(/Passed: (\d+)\/\1, 0 failed/);
  });
});
