/**
 * A deploy installs `dependencies` only (`npm ci --omit=dev`, netlify.toml's NPM_FLAGS), so every
 * package the build loads must be one of them: a devDependency imported by build code breaks the
 * deploy while every local build, with everything installed, still works.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { importsOf, sourceFiles } from '../support/source-imports.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** What `npm run build` runs: Astro's config, every source file and the functions Netlify bundles. */
const BUILD_CODE = [
  'astro.config.mjs',
  'scripts/build.ts',
  'scripts/atomic-build.ts',
  'scripts/serving-address.ts',
  'src',
  'netlify',
];
/** Source files only a script other than the build loads (`npm run contentful:export-local`). */
const SCRIPT_ONLY = ['src/sources/contentful-export.ts'];
/** Packages a source file imports only when Astro's command is `dev` (`await import(…)`), never in a build. */
const DEV_ONLY = [{ name: 'src/integrations/dev-server.ts', pkg: '@netlify/vite-plugin' }];

/** Runtime imports: `import type` and `export type` vanish when the code runs. */
const runtimeImports = (source: string) =>
  importsOf(source.replace(/^\s*(import|export)\s+type\s[^;]*?from\s*['"][^'"]+['"]/gms, ''));
/** A bare specifier's package: its first part, or its first two for a scoped one. */
const packageOf = (specifier: string) => /^(@[^/]+\/)?[^/]+/.exec(specifier)![0];

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};
const sources = BUILD_CODE.flatMap((entry) => sourceFiles(ROOT, entry, /\.(ts|mjs|astro|css)$/));

it('the packages a deploy installs hold every package the build code imports', () => {
  const missing = sources
    .filter(({ name }) => !SCRIPT_ONLY.includes(name))
    .flatMap(({ name, source }) =>
      runtimeImports(source)
        .filter((s) => !s.startsWith('.') && !s.includes(':'))
        .map((s) => ({ name, pkg: packageOf(s) })),
    )
    .filter(({ pkg }) => !(pkg in manifest.dependencies))
    .filter(({ name, pkg }) => !DEV_ONLY.some((dev) => dev.name === name && dev.pkg === pkg))
    .map(({ name, pkg }) => `${name} imports ${pkg}, which is not in dependencies`);
  expect(missing).toEqual([]);
});

it('the packages a deploy installs leave out only files the build never imports', () => {
  const importers = sources.flatMap(({ name, source }) =>
    importsOf(source)
      .filter((s) => s.startsWith('.') && SCRIPT_ONLY.includes(path.posix.join(path.posix.dirname(name), s)))
      .map(() => name),
  );
  expect(importers).toEqual([]);
});
