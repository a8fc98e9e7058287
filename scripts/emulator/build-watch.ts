/**
 * Notices a new build of a served project: `npm run build` swaps whole new `dist/` and
 * `generated/` folders in by renaming them (scripts/atomic-build.ts), so a build is known by the
 * two folders' identities, and a swap is finished once both have changed and the previous folders
 * are gone.
 */
import { watch } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface BuildOutputs {
  outDir: string;
  generatedDir: string;
}

/** Which build the folders hold now: their identities on disk; undefined while one is missing (mid-swap). */
export async function buildIdentity({ outDir, generatedDir }: BuildOutputs): Promise<string | undefined> {
  const [out, generated] = await Promise.all([stat(outDir).catch(() => undefined), stat(generatedDir).catch(() => undefined)]);
  return out && generated ? `${out.dev}:${out.ino} ${generated.dev}:${generated.ino}` : undefined;
}

/** Whether a swap is under way: the folders it moves aside are still there. */
async function swapping(outputs: BuildOutputs): Promise<boolean> {
  const parent = path.dirname(outputs.outDir);
  const aside = [`.${path.basename(outputs.outDir)}-previous-`, `.${path.basename(outputs.generatedDir)}-previous-`];
  const names = await readdir(parent).catch(() => []);
  return names.some((name) => aside.some((prefix) => name.startsWith(prefix)));
}

/**
 * Calls `onBuild(identity)` when the folders hold a finished build other than `served()`; returns
 * a function that stops watching.
 */
export function watchBuilds(outputs: BuildOutputs, served: () => string, onBuild: (identity: string) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const check = async (): Promise<void> => {
    if (await swapping(outputs)) return schedule();
    const identity = await buildIdentity(outputs);
    if (identity === undefined) return schedule();
    if (identity !== served()) onBuild(identity);
  };
  // Renames come in bursts: look once they have settled.
  const schedule = (): void => {
    clearTimeout(timer);
    timer = setTimeout(() => void check(), 200);
    timer.unref();
  };
  const watchers = [...new Set([path.dirname(outputs.outDir), path.dirname(outputs.generatedDir)])].map((folder) =>
    watch(folder, { persistent: false }, (_event, name) => {
      if (name === null || [outputs.outDir, outputs.generatedDir].some((dir) => String(name).includes(path.basename(dir)))) schedule();
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
