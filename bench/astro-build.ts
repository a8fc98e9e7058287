/** `astro build` in a project folder, timed, from a cold start or on top of the previous build. */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { toolEnv } from '../scripts/project-copy.ts';
import { runTimed, type TimedRun } from './timed-command.ts';

/**
 * Everything a build leaves for the next one: its outputs, Astro's content store and types
 * (`node_modules/.astro`, `.astro/`), Vite's and the adapter's output and every cache a build
 * keeps under `node_modules/.cache` (the social cards, and whatever is added there later).
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
export async function astroBuildOrThrow(root: string, what: string, env: Record<string, string> = {}): Promise<number> {
  const build = await astroBuild(root, env);
  if (build.code !== 0) throw new Error(`${what} failed:\n${build.tail}`);
  return build.ms;
}
