/**
 * The suite's built site as files: a temporary copy of the project, every page valid HTML (the standard's rules, and
 * no accessible name where none may be given), the OpenAPI document lint-free, the edge function's bundle lean.
 */
import { spawnSync } from 'node:child_process';
import { globSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { HtmlValidate } from 'html-validate';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/serve.ts';
import { siteRoot } from '../support/http.ts';

// `npm test` and `npm start` work side by side in one checkout: the suite builds and serves a
// temporary copy, never the checkout's own dist/, generated/ or .netlify/.
it.skipIf(process.env.SKIP_BUILD)('serves a temporary copy of the project, not the checkout', () => {
  expect(realpathSync(siteRoot())).not.toBe(realpathSync(PROJECT_ROOT));
  expect(realpathSync(siteRoot()).startsWith(realpathSync(tmpdir()))).toBe(true);
});

const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: { 'aria-label-misuse': ['error', { allowAnyNamable: true }] },
});

it('every page of the site is valid HTML', async () => {
  const dist = path.join(siteRoot(), 'dist');
  const pages = globSync('**/*.html', { cwd: dist });
  expect(pages).toContain('docs/api.html');
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateString(readFileSync(path.join(dist, page), 'utf8'), page);
    for (const { messages } of report.results)
      problems.push(...messages.map((m) => `${page}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`));
  }
  expect(problems).toEqual([]);
});

it('the built OpenAPI document passes redocly lint without errors', () => {
  const lint = spawnSync(
    'npx',
    ['redocly', 'lint', path.join(siteRoot(), 'dist/api/openapi.json'), '--format', 'json'],
    { encoding: 'utf8' },
  );
  const report = JSON.parse(lint.stdout) as { problems: { severity: string; message: string }[] };
  expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  expect(lint.status).toBe(0);
});

// The edge function imports the collection registry; the markdown tooling (twins, highlighting) and
// the card drawing are build-time only and must stay out of what it ships.
it('the edge function bundles no markdown, highlighting or image tooling', async () => {
  const result = await build({
    entryPoints: [path.join(siteRoot(), 'netlify', 'edge-functions', 'api.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    metafile: true,
    external: ['@netlify/*'],
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.some((file) => file.includes('src/core/collections/registry.ts'))).toBe(true);
  expect(
    inputs.filter((file) =>
      /node_modules\/(unified|remark-|rehype-|micromark|mdast-util|shiki|@shikijs|@napi-rs\/canvas|sharp)/.test(file),
    ),
  ).toEqual([]);
});
