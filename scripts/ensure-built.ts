/**
 * `npm run dev` runs the edge function and the MCP function too (through the Netlify adapter), and
 * they read what the build bakes: the index and the bundled MCP handler. Build once if
 * any is missing; later content edits (and changes to src/mcp) need `npm run build` for the
 * request-time answers (pages and static JSON update live).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const baked = ['api-index.json', 'mcp-handler.mjs'];
if (!baked.every((file) => existsSync(path.join(root, 'generated', file)))) {
  console.log('No baked API index or MCP handler yet: building once first.');
  const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.ts')], { cwd: root, stdio: 'inherit' });
  process.exit(build.status ?? 1);
}
