import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, PROJECT_ROOT, startSite, type RunningSite } from '../../scripts/serve.ts';
import { copyProject } from '../../scripts/project-copy.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteUrl: string;
    /** The project the suite built and serves: a temporary copy, so the checkout's own build outputs stay as they were. */
    siteRoot: string;
  }
}

let site: RunningSite | undefined;
let temp: string | undefined;

/**
 * Builds the site in a temporary copy of the project, for a free port (so its absolute links point
 * at this server), and serves that copy: `npm test` never writes the checkout's dist/, generated/
 * or .netlify/, so an `npm start` in the same checkout keeps serving what it built.
 * SKIP_BUILD=1 serves the checkout's own last build instead, on the port it was built for.
 */
export async function setup(project: TestProject): Promise<void> {
  let root = PROJECT_ROOT;
  let port: number;
  if (process.env.SKIP_BUILD) {
    port = builtPort(root);
  } else {
    temp = mkdtempSync(path.join(tmpdir(), 'portfolio-test-site-'));
    root = copyProject(PROJECT_ROOT, path.join(temp, 'project'));
    port = Number(process.env.TEST_PORT) || (await freePort());
    const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.ts')], {
      cwd: root,
      env: { ...process.env, SITE_URL: `http://localhost:${port}` },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`astro build failed:\n${build.stdout}\n${build.stderr}`);
  }
  site = await startSite({ port, quiet: true, root });
  project.provide('siteUrl', site.url);
  project.provide('siteRoot', root);
}

export async function teardown(): Promise<void> {
  await site?.close();
  if (temp) rmSync(temp, { recursive: true, force: true });
}

function builtPort(root: string): number {
  const index = JSON.parse(readFileSync(path.join(root, 'generated', 'api-index.json'), 'utf8')) as { baseUrl: string };
  return Number(new URL(index.baseUrl).port) || 80;
}
