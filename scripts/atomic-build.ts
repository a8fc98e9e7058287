/** Swaps in the staged outputs only when the whole build succeeded: no half-written `dist/`, no stale `generated/`. */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

const KEYS = ['outDir', 'generatedDir'] as const;

export type BuildOutputs = Record<(typeof KEYS)[number], string>;

export async function buildAtomically(targets: BuildOutputs, build: (staging: BuildOutputs) => Promise<boolean>) {
  const staging = beside(targets, 'staging');
  const previous = beside(targets, 'previous');
  await removeAll(staging);
  try {
    if (!(await build(staging))) return false;
    for (const key of KEYS)
      if (!existsSync(staging[key])) throw new Error(`the build reported success but wrote nothing to ${staging[key]}`);
    // The previous outputs are deleted last.
    await removeAll(previous);
    for (const key of KEYS) if (existsSync(targets[key])) await rename(targets[key], previous[key]);
    for (const key of KEYS) await rename(staging[key], targets[key]);
    await removeAll(previous);
    return true;
  } finally {
    await removeAll(staging);
  }
}

/** Beside each target: the same file system, so renames are atomic. */
function beside(targets: BuildOutputs, tag: string): BuildOutputs {
  const sibling = (dir: string) => path.join(path.dirname(dir), `.${path.basename(dir)}-${tag}-${process.pid}`);
  return { outDir: sibling(targets.outDir), generatedDir: sibling(targets.generatedDir) };
}

const removeAll = (outputs: BuildOutputs) =>
  Promise.all(KEYS.map((key) => rm(outputs[key], { recursive: true, force: true })));
