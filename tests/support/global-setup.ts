import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, PROJECT_ROOT, startSite, type RunningSite } from '../../scripts/serve.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
  }
}

let site: RunningSite | undefined;

/**
 * Builds the site for a free port (so its absolute links point at this server) and serves it.
 * SKIP_BUILD=1 reuses the last build, served on the port it was built for.
 */
export async function setup(project: TestProject): Promise<void> {
  const port = process.env.SKIP_BUILD ? builtPort() : Number(process.env.TEST_PORT) || (await freePort());
  const siteUrl = `http://localhost:${port}`;
  if (!process.env.SKIP_BUILD) {
    const build = spawnSync(process.execPath, ['scripts/build.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, SITE_URL: siteUrl },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`astro build failed:\n${build.stdout}\n${build.stderr}`);
  }
  site = await startSite({ port, quiet: true });
  project.provide('siteUrl', site.url);
}

export async function teardown(): Promise<void> {
  await site?.close();
}

function builtPort(): number {
  const index = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'generated', 'api-index.json'), 'utf8')) as { baseUrl: string };
  return Number(new URL(index.baseUrl).port) || 80;
}
