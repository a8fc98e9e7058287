/** Swaps in the staged outputs only when the whole build succeeded: never a half-written `dist/`, or a `generated/` that does not match it. */
import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

export interface BuildOutputs {
  outDir: string;
  generatedDir: string;
}

export async function buildAtomically(
  targets: BuildOutputs,
  build: (staging: BuildOutputs) => Promise<boolean>,
): Promise<boolean> {
  const staging: BuildOutputs = {
    outDir: sibling(targets.outDir, 'staging'),
    generatedDir: sibling(targets.generatedDir, 'staging'),
  };
  await removeAll(staging);
  try {
    if (!(await build(staging))) return false;
    for (const dir of [staging.outDir, staging.generatedDir]) {
      if (!existsSync(dir)) throw new Error(`the build reported success but wrote nothing to ${dir}`);
    }
    await swapIn(staging, targets);
    return true;
  } finally {
    await removeAll(staging);
  }
}

/** The previous outputs are deleted last. */
async function swapIn(staging: BuildOutputs, targets: BuildOutputs): Promise<void> {
  const previous: BuildOutputs = {
    outDir: sibling(targets.outDir, 'previous'),
    generatedDir: sibling(targets.generatedDir, 'previous'),
  };
  await removeAll(previous);
  const keys = ['outDir', 'generatedDir'] as const;
  for (const key of keys) {
    if (existsSync(targets[key])) await rename(targets[key], previous[key]);
  }
  for (const key of keys) await rename(staging[key], targets[key]);
  await removeAll(previous);
}

/** Beside the target: same file system, so renames are atomic. */
function sibling(dir: string, tag: string): string {
  return path.join(path.dirname(dir), `.${path.basename(dir)}-${tag}-${process.pid}`);
}

async function removeAll(outputs: BuildOutputs): Promise<void> {
  await Promise.all([outputs.outDir, outputs.generatedDir].map((dir) => rm(dir, { recursive: true, force: true })));
}
