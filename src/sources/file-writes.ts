/** Writing many files at build time: a few at a time, each whole or not at all (Node only). */
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';

/** Files written at once: enough to keep the disk busy, few enough not to run out of file handles. */
export const WRITES_AT_ONCE = 32;

/** Runs `work` on every item, `WRITES_AT_ONCE` at a time. */
export async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += WRITES_AT_ONCE) await Promise.all(items.slice(i, i + WRITES_AT_ONCE).map(work));
}

/**
 * Writes `file` whole or not at all (into a file of its own, then renamed into place), so a build
 * stopped halfway leaves nothing truncated where the next build would trust it as complete.
 */
export async function writeWhole(file: string, data: string | Uint8Array): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}

/**
 * `writeWhole`, finished before it returns: for a worker process with nothing to do while its file
 * is written (a card worker). Handing each file to Node's thread pool cost a card worker about
 * 0.6 ms of CPU a card in thread hand-offs, more than the write itself.
 */
export function writeWholeSync(file: string, data: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    writeFileSync(partial, data);
    renameSync(partial, file);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
}
