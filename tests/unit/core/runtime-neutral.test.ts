/**
 * The shape of the house: the runtime-neutral core runs unchanged in Deno (edge function), Node
 * (MCP function) and the build, and dependencies point from the glue to the core, never back.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../../support/source-imports.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** The packages of the MCP layer: zod and the MCP server SDK's web-standard root, nothing else. */
const MCP_PACKAGES = /^(zod|@modelcontextprotocol\/server)$/;

/**
 * Each layer, the folders (from the project root) its relative imports may reach, whether it runs
 * on every runtime, and the only packages it may use where that is pinned.
 */
const LAYERS: readonly Layer[] = [
  { folder: 'src/core', mayReach: ['src/core'], neutral: true },
  { folder: 'src/mcp', mayReach: ['src/core', 'src/mcp'], neutral: true, packages: MCP_PACKAGES },
  { folder: 'src/sources', mayReach: ['src/core', 'src/sources'], neutral: false },
  { folder: 'src/site', mayReach: ['src/core', 'src/mcp', 'src/site'], neutral: false },
  { folder: 'src/pages', mayReach: ['src/core', 'src/mcp', 'src/site', 'src/sources', 'src/pages'], neutral: false },
  { folder: 'src/integrations', mayReach: ['src/core', 'src/site', 'src/sources', 'src/integrations'], neutral: false },
  { folder: 'netlify', mayReach: ['src/core', 'generated', 'netlify'], neutral: false },
];
type Layer = { folder: string; mayReach: string[]; neutral: boolean; packages?: RegExp };

/** What runs on every runtime: web APIs and these packages, never Node, Deno, Astro or Netlify. */
const PLATFORM_SPECIFIC =
  /^(node:|astro|@astrojs\/|@netlify\/|jsr:|npm:|https?:|fs$|path$|url$|os$|crypto$|child_process$|worker_threads$)/;

/** Why a file breaks its layer's rules: one line per offending import or global, empty when it is fine. */
function layerProblems(file: string, source: string, { mayReach, neutral, packages }: Layer): string[] {
  const problems: string[] = [];
  for (const specifier of importsOf(source)) {
    if (specifier.startsWith('.')) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      if (!mayReach.some((folder) => target === folder || target.startsWith(`${folder}/`)))
        problems.push(`${file} imports ${specifier} (${target}), outside ${mayReach.join(', ')}`);
      if (neutral && !specifier.endsWith('.ts'))
        problems.push(`${file} imports ${specifier} without its .ts extension (Deno needs it)`);
    } else if (neutral && PLATFORM_SPECIFIC.test(specifier))
      problems.push(`${file} imports the platform module ${specifier}`);
    else if (packages && !packages.test(specifier))
      problems.push(`${file} imports the package ${specifier}, which its layer does not use`);
  }
  if (neutral && /\bDeno\.|\bprocess\.|\bBuffer\b/.test(source))
    problems.push(`${file} uses a Node or Deno global (Deno, process, Buffer)`);
  if (neutral && /export\s+default|export\s+\*/.test(source))
    problems.push(`${file} has a default export or an export * (named exports only)`);
  return problems;
}

it.each([
  ['a side-effect import', "import 'node:fs';", 'src/core/x.ts', 'platform module node:fs'],
  ['a dynamic import', "await import('node:fs');", 'src/core/x.ts', 'platform module node:fs'],
  ['a require', "export const fs = require('fs');", 'src/mcp/x.ts', 'platform module fs'],
  ['an import from the MCP layer', "import { T } from '../mcp/t.ts';", 'src/core/x.ts', 'outside src/core'],
  ['an import from the site', "import '../../site/p.ts';", 'src/mcp/tools/x.ts', 'outside src/core, src/mcp'],
  ['an import from the build hooks', "export { x } from '../integrations/p.ts';", 'src/core/x.ts', 'outside src/core'],
  ['a relative import without .ts', "import { x } from './y';", 'src/core/x.ts', 'without its .ts extension'],
  ['a package the MCP layer does not use', "import { z } from 'zod/v4';", 'src/mcp/x.ts', 'the package zod/v4'],
])('the layer checker catches %s', (_what, source, file, expected) => {
  const layer = LAYERS.find((candidate) => file.startsWith(`${candidate.folder}/`))!;
  expect(layerProblems(file, source, layer).join('\n')).toContain(expected);
});

it('the layer checker is not fooled by imports in comments or strings', () => {
  const source = "// import 'node:fs'\nexport const text = \"import('node:fs')\";\n";
  expect(layerProblems('src/core/x.ts', source, LAYERS[0]!)).toEqual([]);
});

describe.each(LAYERS)('$folder', (layer) => {
  const files = sourceFiles(ROOT, layer.folder);

  it('has files to check', () => {
    expect(files.length).toBeGreaterThan(1);
  });

  it.each(files)('$name keeps to its layer: nothing from the layers above', ({ name, source }) => {
    expect(layerProblems(name, source, layer)).toEqual([]);
  });
});

it('every folder of code is a layer', () => {
  const folders = readdirSync(path.join(ROOT, 'src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `src/${entry.name}`);
  const layers = LAYERS.map((layer) => layer.folder).filter((folder) => folder.startsWith('src/'));
  expect(folders.sort()).toEqual(layers.sort());
});
