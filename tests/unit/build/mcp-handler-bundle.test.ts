import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeMcpHandlerBundle } from '../../../src/integrations/bundle-mcp-handler.ts';
import type { handleMcpRequest as HandleMcpRequest } from '../../../src/mcp/http/handle-mcp-request.ts';
import { fixtureData } from '../mcp/fixture.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mcp-handler-bundle-'));
  await writeMcpHandlerBundle(ROOT, dir);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the MCP handler bundle', () => {
  it('leaves out the SDK default JSON Schema validator (Ajv), which no server here uses', () => {
    const bundle = readFileSync(path.join(dir, 'mcp-handler.mjs'), 'utf8');
    expect(bundle).not.toContain('ajv/dist/');
    expect(bundle).toContain('leaves out the SDK default validator');
  });

  it('declares what it exports', () => {
    expect(readFileSync(path.join(dir, 'mcp-handler.d.mts'), 'utf8')).toContain('export { handleMcpRequest, indexFromParts, publishedData } from ');
  });

  it('answers a tools/call without the validator it leaves out', async () => {
    const { handleMcpRequest } = (await import(pathToFileURL(path.join(dir, 'mcp-handler.mjs')).href)) as { handleMcpRequest: typeof HandleMcpRequest };
    const response = await handleMcpRequest(
      new Request('https://portfolio.example/api/mcp', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_project', arguments: { slug: 'tram-app' } } }),
      }),
      fixtureData,
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { result?: { isError?: boolean; structuredContent?: { project?: { id?: string } } } };
    expect(answer.result?.isError).toBeUndefined();
    expect(answer.result?.structuredContent?.project?.id).toBe('tram-app');
  });
});
