import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, typeScriptFiles } from '../../support/source-imports.ts';

// tests/unit/runtime-neutral.test.ts keeps Node, Deno, Astro and the other layers out of src/mcp;
// this pins which packages it may use.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const files = typeScriptFiles(ROOT, 'src/mcp').map(({ name, source }) => ({ name, imports: importsOf(source) }));

describe('the MCP module (src/mcp)', () => {
  it.each(files)('$name imports only relative files, zod and the MCP SDK', ({ imports }) => {
    for (const specifier of imports.filter((s) => !s.startsWith('.'))) expect(specifier).toMatch(/^(zod$|@modelcontextprotocol\/sdk\/)/);
  });

  it('uses only the web-standard entry points of the SDK', () => {
    const sdk = new Set(files.flatMap(({ imports }) => imports).filter((s) => s.startsWith('@modelcontextprotocol/sdk/')));
    expect(sdk).toEqual(
      new Set([
        '@modelcontextprotocol/sdk/types.js',
        '@modelcontextprotocol/sdk/server/mcp.js',
        '@modelcontextprotocol/sdk/server/completable.js',
        '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js',
        // The validator interface the server is given (src/mcp/schema-validator.ts).
        '@modelcontextprotocol/sdk/validation',
      ]),
    );
  });
});
