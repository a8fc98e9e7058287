/**
 * Builds, timed, from a cold start or on top of the previous build: ours as `npm run build` runs it,
 * the peers with `astro build`.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { toolEnv } from '../scripts/project-copy.ts';
import { runTimed, type TimedRun } from './timed-command.ts';

/**
 * Everything a build leaves for the next one: its outputs, Astro's content store, social cards and
 * types (`node_modules/.astro`, `.astro/`), Vite's and the adapter's output and any cache under
 * `node_modules/.cache`.
 */
const BUILD_STATE = [
  'dist',
  'generated',
  '.astro',
  '.netlify',
  'node_modules/.astro',
  'node_modules/.vite',
  'node_modules/.cache',
];

/** Removes what an earlier build left in `root`, so the next build starts cold. */
export function clearBuildState(root: string): void {
  for (const dir of BUILD_STATE) rmSync(path.join(root, dir), { recursive: true, force: true });
}

export function astroBuild(root: string, env: Record<string, string> = {}): Promise<TimedRun> {
  return runTimed(process.execPath, [path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], {
    cwd: root,
    env: toolEnv(root, env),
  });
}

/** Like `astroBuild`, but a failed build throws with the end of its output. */
export function astroBuildOrThrow(root: string, what: string, env: Record<string, string> = {}): Promise<number> {
  return orThrow(astroBuild(root, env), what);
}

/** What `npm run build` runs, in the project copy `root`; a failed build throws. */
export function projectBuildOrThrow(root: string, what: string, env: Record<string, string> = {}): Promise<number> {
  const build = runTimed(process.execPath, [path.join(root, 'scripts', 'build.ts')], {
    cwd: root,
    env: toolEnv(root, env),
  });
  return orThrow(build, what);
}

async function orThrow(run: Promise<TimedRun>, what: string): Promise<number> {
  const build = await run;
  if (build.code !== 0) throw new Error(`${what} failed:\n${build.tail}`);
  return build.ms;
}
