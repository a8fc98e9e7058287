import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** Code that must run unchanged in Deno (edge function), Node (MCP function) and the build. */
const NEUTRAL_ROOTS = ['../../src/core/', '../../src/mcp/'].map((path) => fileURLToPath(new URL(path, import.meta.url)));
const SRC = fileURLToPath(new URL('../../src/', import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : [],
  );
}

const files = NEUTRAL_ROOTS.filter((root) => existsSync(root))
  .flatMap((root) => sources(root))
  .map((file) => ({ name: relative(SRC, file), source: readFileSync(file, 'utf8') }));

function specifiers(source: string): string[] {
  return [...source.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]!);
}

describe('the runtime-neutral core', () => {
  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it.each(files)('$name imports no Node, Deno, Astro or Netlify modules', ({ source }) => {
    for (const specifier of specifiers(source)) {
      expect(specifier).not.toMatch(/^(node:|astro|@astrojs\/|@netlify\/|jsr:|https?:)/);
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
