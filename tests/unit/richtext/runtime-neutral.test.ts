import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CORE = fileURLToPath(new URL('../../../src/core/', import.meta.url));
// The parts of the core that run inside the edge function and the MCP function.
const RUNTIME_FOLDERS = ['richtext', 'http', 'query', 'errors'];

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
}

const files = RUNTIME_FOLDERS.flatMap((folder) => sources(join(CORE, folder))).map((file) => ({ name: relative(CORE, file), source: readFileSync(file, 'utf8') }));

function specifiers(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);
}

describe('the runtime core modules (rich text, HTTP, queries, errors)', () => {
  it.each(files)('$name imports no Node, Deno or Astro modules', ({ source }) => {
    for (const specifier of specifiers(source)) {
      expect(specifier).not.toMatch(/^(node:|astro|@astrojs\/|@netlify\/|jsr:|https?:)/);
      expect(specifier).not.toBe('@contentful/rich-text-from-markdown');
    }
    expect(source).not.toMatch(/\bDeno\.|\bprocess\.|\bBuffer\b/);
  });

  it.each(files)('$name writes relative imports with a .ts extension', ({ source }) => {
    for (const specifier of specifiers(source).filter((s) => s.startsWith('.'))) {
      expect(specifier).toMatch(/\.ts$/);
    }
  });

  it.each(files)('$name uses named exports only', ({ source }) => {
    expect(source).not.toMatch(/export\s+default|export\s+\*/);
  });
});
