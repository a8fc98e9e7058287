// `npm run build`: `astro build` into staging folders, swapped into dist/ and generated/ only when the whole build
// succeeded, so invalid content (or any other failure) changes nothing.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildAtomically } from './atomic-build.ts';
import { servingAddress } from './serving-address.ts';

const root = path.resolve(import.meta.dirname, '..');
const targets = { outDir: path.join(root, 'dist'), generatedDir: path.join(root, 'generated') };

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
  console.error('\nThe build failed; dist/ and generated/ were left as they were.');
  process.exit(1);
}
