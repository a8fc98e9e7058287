/**
 * The MCP Inspector's CLI (a devDependency, run from node_modules offline as `npx` would) against the emulated site,
 * with the two commands docs/mcp.md shows. (The client tests, whose SDK the Inspector's is, list everything, call
 * every tool, read every resource, get every prompt and complete slugs.)
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/mcp/tools.ts';
import { getJson, siteUrl } from '../support/http.ts';

const run = promisify(execFile);

/** One Inspector CLI run; with `--format json` it prints `{ "result": … }` (or `{ "error": … }`). */
async function inspector<T>(...args: string[]): Promise<T> {
  const { stdout } = await run(
    path.resolve('node_modules/.bin/mcp-inspector'),
    ['--cli', `${siteUrl()}/api/mcp`, '--transport', 'http', '--connect-timeout', '0', '--format', 'json', ...args],
    { timeout: 90_000 },
  );
  const output = JSON.parse(stdout) as { result?: T; error?: unknown };
  if (output.result === undefined) throw new Error(`the Inspector reported: ${stdout}`);
  return output.result;
}

describe('the MCP Inspector CLI', { timeout: 180_000 }, () => {
  it('lists the tools', async () => {
    type Tool = { name: string; title: string; annotations: object };
    const { tools } = await inspector<{ tools: Tool[] }>('--method', 'tools/list');
    // Their order is server.test.ts's: here, that the Inspector reads them all.
    expect(tools.map((t) => t.name)).toEqual(TOOLS.map((t) => t.name));
    expect(tools.every((t) => t.title && t.annotations)).toBe(true);
  });

  it('calls a tool with an argument', async () => {
    const slug = (await getJson<{ id: string }[]>('/api/v1/projects')).body[0]!.id;
    const args = ['--method', 'tools/call', '--tool-name', 'get_project', '--tool-arg', `slug=${slug}`];
    const called = await inspector<{ structuredContent: unknown; isError?: boolean }>(...args);
    expect(called.isError).toBeFalsy();
    expect(called.structuredContent).toEqual({ project: (await getJson(`/api/v1/projects/${slug}`)).body });
  });
});
