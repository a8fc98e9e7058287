import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// tests/unit/runtime-neutral.test.ts keeps Node, Deno and Astro out of src/mcp; this pins what it may use.
const MCP = new URL('../../../src/mcp/', import.meta.url);
const files = readdirSync(MCP, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts'))
  .map((name) => ({ name, imports: [...readFileSync(new URL(name, MCP), 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]!) }));

describe('the MCP module (src/mcp)', () => {
  it.each(files)('$name imports only the core, its own files, zod and the MCP SDK', ({ imports }) => {
    for (const specifier of imports) {
      if (specifier.startsWith('.')) expect(specifier).not.toMatch(/^(\.\.\/)+(netlify|pages|integrations|build|lib|site|content|sources)\//);
      else expect(specifier).toMatch(/^(zod$|@modelcontextprotocol\/sdk\/)/);
    }
  });

  it('uses only the web-standard entry points of the SDK', () => {
    const sdk = new Set(files.flatMap(({ imports }) => imports).filter((s) => s.startsWith('@modelcontextprotocol/sdk/')));
    expect(sdk).toEqual(
      new Set([
        '@modelcontextprotocol/sdk/types.js',
        '@modelcontextprotocol/sdk/server/mcp.js',
        '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js',
        // The JSON Schema validator the SDK's server uses by default (Ajv, plain JavaScript), shared.
        '@modelcontextprotocol/sdk/validation',
        '@modelcontextprotocol/sdk/validation/ajv',
      ]),
    );
  });
});
