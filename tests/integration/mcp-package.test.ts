/**
 * What Netlify ships for the MCP function: packaged by Netlify's own packager with the project's
 * netlify.toml settings, it is one module (no node_modules), and that module answers in a fresh
 * Node process.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coldStart } from '../../bench/cold-start.ts';
import { createPackager, mcpFunctionEntry, type PackagedFunction, type Packager } from '../../bench/function-bundles.ts';
import type { ApiIndex } from '../../src/core/query/api-index.ts';
import { siteRoot } from '../support/http.ts';
import { MCP_HEADERS, MCP_PATH, toolCall } from '../support/mcp-wire.ts';

let packager: Packager | undefined;
let packaged: PackagedFunction;

beforeAll(async () => {
  const entry = mcpFunctionEntry(siteRoot());
  if (!entry) throw new Error('no netlify/functions/mcp.* to package');
  packager = createPackager(siteRoot());
  if (!packager) throw new Error('node_modules cannot be hard-linked into a temporary folder here');
  packaged = await packager.pack(entry);
});

afterAll(() => packager?.remove());

describe('the packaged MCP function', () => {
  it('is a single module beside the runtime files Netlify adds', () => {
    const ours = packaged.files.filter((file) => !path.basename(file).startsWith('___netlify-') && file !== 'package.json');
    expect(ours).toEqual([path.join('netlify', 'functions', 'mcp.mjs')]);
  });

  it('answers tools/call get_project from a fresh process', async () => {
    const index = JSON.parse(readFileSync(path.join(siteRoot(), 'generated', 'api-index.json'), 'utf8')) as ApiIndex;
    const slug = String(index.lists['projects']?.summaries[0]?.['id'] ?? '');
    const run = await coldStart(packaged.handler, MCP_PATH, toolCall('get_project', { slug }), { ...MCP_HEADERS }, 1);
    expect(run.status).toBe(200);
    const answer = JSON.parse(run.body) as { result?: { isError?: boolean; structuredContent?: { project?: { id?: string } } } };
    expect(answer.result?.isError).toBeUndefined();
    expect(answer.result?.structuredContent?.project?.id).toBe(slug);
  });
});
