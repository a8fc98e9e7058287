import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, typeScriptFiles } from '../../support/source-imports.ts';

// tests/unit/core/runtime-neutral.test.ts keeps Node, Deno, Astro and the other layers out of src/mcp;
// this pins which packages it may use.
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const files = typeScriptFiles(ROOT, 'src/mcp').map(({ name, source }) => ({ name, imports: importsOf(source) }));

describe('the MCP module (src/mcp)', () => {
  it.each(files)(
    '$name imports only relative files, zod and the MCP server SDK (its web-standard root)',
    ({ imports }) => {
      for (const specifier of imports.filter((s) => !s.startsWith('.')))
        expect(specifier).toMatch(/^(zod|@modelcontextprotocol\/server)$/);
    },
  );
});
