/**
 * `npm run build`: `astro build` into staging folders; `dist/` and `generated/` are replaced only
 * when the whole build succeeded, so invalid content (or any other failure) changes nothing.
 *
 *   node scripts/build.ts [--out-dir DIR] [--generated-dir DIR]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildAtomically } from './atomic-build.ts';
import { loadDotEnv } from './dotenv.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
loadDotEnv(root);

const { values } = parseArgs({ options: { 'out-dir': { type: 'string' }, 'generated-dir': { type: 'string' } } });
const targets = {
  outDir: path.resolve(root, values['out-dir'] ?? 'dist'),
  generatedDir: path.resolve(root, values['generated-dir'] ?? 'generated'),
};

const ok = await buildAtomically(targets, (staging) => astroBuild(staging.outDir, staging.generatedDir));
if (!ok) {
  console.error(`\nThe build failed; ${relative(targets.outDir)}/ and ${relative(targets.generatedDir)}/ were left as they were.`);
  process.exit(1);
}

function astroBuild(outDir: string, generatedDir: string): Promise<boolean> {
  const astro = path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astro, 'build', '--outDir', outDir], {
      cwd: root,
      env: { ...process.env, GENERATED_DIR: generatedDir },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code === 0));
  });
}

function relative(dir: string): string {
  return path.relative(root, dir) || '.';
}
