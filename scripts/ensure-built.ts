/**
 * `npm run dev` runs the edge function too (through the Netlify adapter), and it reads the index
 * the build bakes. Build once if there is none yet; later content edits need `npm run build`
 * for the request-time answers (pages and static JSON update live).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'generated', 'api-index.json'))) {
  console.log('No baked API index yet: building once first.');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.ts')], { cwd: root, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
