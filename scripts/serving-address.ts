/** The address `npm start` serves this checkout on, kept while it runs, so a build made meanwhile links to it. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const fileIn = (root: string) => path.join(root, '.netlify', 'serving.json');

/** Records that this process serves `root` at `url`; the function returned forgets it. */
export function recordServing(root: string, url: string): () => void {
  mkdirSync(path.dirname(fileIn(root)), { recursive: true });
  writeFileSync(fileIn(root), JSON.stringify({ url, pid: process.pid }));
  return () => rmSync(fileIn(root), { force: true });
}

/** Where a running `npm start` serves `root`, if one does; a dead server's record is ignored (kill throws). */
export function servingAddress(root: string): string | undefined {
  try {
    const { url, pid } = JSON.parse(readFileSync(fileIn(root), 'utf8')) as { url: string; pid: number };
    return process.kill(pid, 0) ? url : undefined;
  } catch {
    return undefined;
  }
}
