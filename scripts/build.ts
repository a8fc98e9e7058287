/**
 * `npm run build [-- --out-dir DIR] [--generated-dir DIR]`: `astro build` into staging folders, swapped in only
 * when the whole build succeeded, so invalid content (or any other failure) changes nothing.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildAtomically } from './atomic-build.ts';
import { servingAddress } from './serving-address.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, 'generated-dir': { type: 'string' } } });
const targets = {
  outDir: path.resolve(root, values['out-dir'] ?? 'dist'),
  generatedDir: path.resolve(root, values['generated-dir'] ?? 'generated'),
};

// Built while `npm start` serves this checkout: for that server's address, so every absolute link works there.
const served = process.env.SITE_URL || process.env.URL ? undefined : servingAddress(root);
if (served) console.log(`Building for ${served}, where npm start serves this checkout.`);

const astro = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
const ok = await buildAtomically(targets, async ({ outDir, generatedDir }) => {
  const env = { ...process.env, GENERATED_DIR: generatedDir, ...(served ? { SITE_URL: served } : {}) };
  const build = spawnSync(process.execPath, [astro, 'build', '--outDir', outDir], { cwd: root, env, stdio: 'inherit' });
  return build.status === 0;
});
if (!ok) {
  const shown = (dir: string) => path.relative(root, dir) || '.';
  console.error(
    `\nThe build failed; ${shown(targets.outDir)}/ and ${shown(targets.generatedDir)}/ were left as they were.`,
  );
  process.exit(1);
}
