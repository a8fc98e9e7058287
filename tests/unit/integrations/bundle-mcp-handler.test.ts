import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMcpHandlerBundle } from '../../../src/integrations/bundle-mcp-handler.ts';
import type { handleMcpRequest as HandleMcpRequest } from '../../../src/mcp/http/handle-mcp-request.ts';
import { fixtureData } from '../../support/sample-portfolio.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let dir: string;
let bundle: Awaited<ReturnType<typeof writeMcpHandlerBundle>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mcp-handler-bundle-'));
  bundle = await writeMcpHandlerBundle(ROOT, dir);
}, 60_000);

async function handler(): Promise<typeof HandleMcpRequest> {
  return (
    (await import(pathToFileURL(path.join(dir, 'mcp-handler.mjs')).href)) as {
      handleMcpRequest: typeof HandleMcpRequest;
    }
  ).handleMcpRequest;
}

const post = (body: object) =>
  new Request('https://portfolio.example/api/mcp', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify(body),
  });

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the MCP handler bundle', () => {
  it('holds the server SDK, zod 4 and the core', () => {
    expect(bundle.inputs.some((file) => file.startsWith('node_modules/@modelcontextprotocol/server/'))).toBe(true);
    expect(bundle.inputs.some((file) => file.startsWith('node_modules/zod/v4/'))).toBe(true);
    expect(bundle.inputs).toContain('src/mcp/function-bundle.ts');
  });

  it('leaves out the SDK default JSON Schema validator (Ajv), which no server here uses', () => {
    expect(bundle.inputs.filter((file) => /^node_modules\/(ajv|ajv-formats)\/|ajvProvider/.test(file))).toEqual([]);
    expect(readFileSync(path.join(dir, 'mcp-handler.mjs'), 'utf8')).toContain('leaves out the SDK default validator');
  });

  it('declares what it exports', () => {
    expect(readFileSync(path.join(dir, 'mcp-handler.d.mts'), 'utf8')).toContain(
      'export { handleMcpRequest, indexFromParts, publishedData } from ',
    );
  });

  it('answers a tools/call without the validator it leaves out', async () => {
    const handleMcpRequest = await handler();
    const response = await handleMcpRequest(
      post({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'get_project', arguments: { slug: 'tram-app' } },
      }),
      fixtureData,
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as {
      result?: { isError?: boolean; structuredContent?: { project?: { id?: string } } };
    };
    expect(answer.result?.isError).toBeUndefined();
    expect(answer.result?.structuredContent?.project?.id).toBe('tram-app');
  });

  it('lists the tools with their JSON Schemas, and refuses bad arguments, without the validator it leaves out', async () => {
    const handleMcpRequest = await handler();
    const listed = (await (
      await handleMcpRequest(post({ jsonrpc: '2.0', id: 1, method: 'tools/list' }), fixtureData)
    ).json()) as {
      result?: {
        tools?: Array<{ name: string; inputSchema?: { type?: string; properties?: Record<string, unknown> } }>;
      };
    };
    const getProject = listed.result?.tools?.find((tool) => tool.name === 'get_project');
    expect(getProject?.inputSchema?.type).toBe('object');
    expect(Object.keys(getProject?.inputSchema?.properties ?? {})).toContain('slug');
    const refused = (await (
      await handleMcpRequest(
        post({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'get_article', arguments: { slug: 7 } } }),
        fixtureData,
      )
    ).json()) as {
      error?: { code?: number; message?: string };
    };
    expect(refused.error?.code).toBe(-32602);
    expect(refused.error?.message).toMatch(/slug: must be a string/);
    expect(JSON.stringify(refused)).not.toContain('leaves out');
  });
});
