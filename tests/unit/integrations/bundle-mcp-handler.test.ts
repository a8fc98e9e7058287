import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { writeMcpHandlerBundle } from '../../../src/integrations/bundle-mcp-handler.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
let dir: string;
let bundle: Awaited<ReturnType<typeof writeMcpHandlerBundle>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'mcp-handler-bundle-'));
  bundle = await writeMcpHandlerBundle(ROOT, dir);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('the MCP handler bundle holds the server SDK, zod 4 and the core, declares what it exports, and leaves out the SDK default JSON Schema validator (Ajv), which no server here uses', () => {
  expect(bundle.inputs.some((file) => file.startsWith('node_modules/@modelcontextprotocol/server/'))).toBe(true);
  expect(bundle.inputs.some((file) => file.startsWith('node_modules/zod/v4/'))).toBe(true);
  expect(bundle.inputs).toContain('src/mcp/function-bundle.ts');
  expect(readFileSync(path.join(dir, 'mcp-handler.d.mts'), 'utf8')).toContain(
    'export { handleMcpRequest, indexFromParts, publishedData } from ',
  );
  expect(bundle.inputs.filter((file) => /^node_modules\/(ajv|ajv-formats)\/|ajvProvider/.test(file))).toEqual([]);
  expect(readFileSync(path.join(dir, 'mcp-handler.mjs'), 'utf8')).toContain('leaves out the SDK default validator');
});
