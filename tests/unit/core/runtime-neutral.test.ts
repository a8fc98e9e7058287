/**
 * The shape of the house: the runtime-neutral core runs unchanged in Deno (edge function), Node
 * (MCP function) and the build, and dependencies point from the glue to the core, never back.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, typeScriptFiles } from '../../support/source-imports.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Each guarded layer, and the folders (from the project root) its relative imports may reach. */
const LAYERS = [
  { folder: 'src/core', mayReach: ['src/core'] },
  { folder: 'src/mcp', mayReach: ['src/core', 'src/mcp'] },
] as const;

/** What runs on every runtime: web APIs and these packages, never Node, Deno, Astro or Netlify. */
const PLATFORM_SPECIFIC =
  /^(node:|astro|@astrojs\/|@netlify\/|jsr:|npm:|https?:|fs$|path$|url$|os$|crypto$|child_process$|worker_threads$)/;

/** Why a file breaks its layer's rules: one line per offending import or global, empty when it is fine. */
function layerProblems(file: string, source: string, mayReach: readonly string[]): string[] {
  const problems: string[] = [];
  for (const specifier of importsOf(source)) {
    if (specifier.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (!mayReach.some((folder) => target === folder || target.startsWith(`${folder}/`))) {
        problems.push(`${file} imports ${specifier} (${target}), outside ${mayReach.join(', ')}`);
      }
      if (!specifier.endsWith('.ts'))
        problems.push(`${file} imports ${specifier} without its .ts extension (Deno needs it)`);
    } else if (PLATFORM_SPECIFIC.test(specifier)) {
      problems.push(`${file} imports the platform module ${specifier}`);
    }
  }
  if (/\bDeno\.|\bprocess\.|\bBuffer\b/.test(source))
    problems.push(`${file} uses a Node or Deno global (Deno, process, Buffer)`);
  if (/export\s+default|export\s+\*/.test(source))
    problems.push(`${file} has a default export or an export * (named exports only)`);
  return problems;
}

describe('the layer checker', () => {
  it.each([
    ['a side-effect import', "import 'node:fs';", 'src/core/x.ts', 'platform module node:fs'],
    [
      'a dynamic import',
      "export async function f() { return await import('node:fs'); }",
      'src/core/x.ts',
      'platform module node:fs',
    ],
    ['a require', "export const fs = require('fs');", 'src/mcp/x.ts', 'platform module fs'],
    [
      'an import from the MCP layer',
      "import { TOOLS } from '../mcp/tools/all-tools.ts';",
      'src/core/x.ts',
      'outside src/core',
    ],
    [
      'an import from the site',
      "import { paths } from '../../site/site-paths.ts';",
      'src/mcp/tools/x.ts',
      'outside src/core, src/mcp',
    ],
    [
      'an import from the build hooks',
      "export { x } from '../integrations/publish-documents.ts';",
      'src/core/x.ts',
      'outside src/core',
    ],
    ['a relative import without .ts', "import { x } from './y';", 'src/core/x.ts', 'without its .ts extension'],
  ])('catches %s', (_what, source, file, expected) => {
    const layer = LAYERS.find((candidate) => file.startsWith(`${candidate.folder}/`))!;
    expect(layerProblems(file, source, layer.mayReach).join('\n')).toContain(expected);
  });

  it('is not fooled by imports in comments or strings', () => {
    const source = "// import 'node:fs'\nexport const text = \"import('node:fs')\";\n";
    expect(layerProblems('src/core/x.ts', source, ['src/core'])).toEqual([]);
  });
});

describe.each(LAYERS)('$folder', ({ folder, mayReach }) => {
  const files = typeScriptFiles(ROOT, folder);

  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)(
    '$name keeps to its layer: web-standard imports only, nothing from the layers above',
    ({ name, source }) => {
      expect(layerProblems(name, source, mayReach)).toEqual([]);
    },
  );
});
