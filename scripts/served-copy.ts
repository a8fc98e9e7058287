/** A build of this project in a temporary copy, for a free port, served there as `npm start` serves it. */
import { spawnSync } from 'node:child_process';
import freePort from 'get-port';
import { temporaryCopy } from './project-copy.ts';
import { PROJECT_ROOT, startSite } from './serve.ts';

export async function servedCopy(prefix: string): Promise<{ url: string; close: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  console.log(`Building for ${url}…`);
  const copy = temporaryCopy(PROJECT_ROOT, prefix);
  const env = { ...process.env, SITE_URL: url };
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: copy.root, env, stdio: 'ignore' });
  if (build.status !== 0) copy.remove();
  if (build.status !== 0) throw new Error('The build failed; run `npm run build` to see why.');
  const site = await startSite({ port, quiet: true, root: copy.root });
  return { url, close: () => site.close().finally(copy.remove) };
}
