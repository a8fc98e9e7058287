/**
 * Each body's HTML in a file of its own, named by a hash of the HTML, for the pages to read: Astro's
 * content store carries the file's path, not the HTML. Astro compiles its whole store into the
 * pre-render bundle as one string and keeps it in memory while every page renders; with the
 * bodies' HTML in it, that store was 143 MB at 10,000 articles, 63 MB without (docs/benchmarks.md).
 * A rebuild writes only the files of bodies whose HTML changed. (Node only: build time and `astro dev`.)
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BODY_HTML_DIR } from './build-cache.ts';
import { inBatches } from './in-batches.ts';

/**
 * The field of a content entry that names the file holding its body's HTML. Not a content field:
 * assembling the API documents drops it with the other build-only fields.
 */
export const BODY_HTML_FILE = 'bodyHtmlFile';

/** Collection → item id → a body's HTML, or the path of the file that holds it. */
export type ByItem<T> = ReadonlyMap<string, ReadonlyMap<string, T>>;

/**
 * Writes every body's HTML under the project's `BODY_HTML_DIR` (a file already there, from an
 * earlier build or the same HTML twice, is kept) and deletes the files no body uses any more.
 * Returns each body's file, as an absolute path.
 */
export async function writeBodyHtmlFiles(projectRoot: string, bodyHtml: ByItem<string>): Promise<ByItem<string>> {
  const dir = path.join(projectRoot, BODY_HTML_DIR);
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  const fresh = new Map<string, string>();
  const files = new Map<string, ReadonlyMap<string, string>>();
  for (const [collection, bodies] of bodyHtml) {
    const ofCollection = new Map<string, string>();
    for (const [id, html] of bodies) {
      const name = `${createHash('sha256').update(html).digest('hex').slice(0, 32)}.html`;
      if (!present.has(name)) fresh.set(name, html);
      ofCollection.set(id, path.join(dir, name));
    }
    files.set(collection, ofCollection);
  }
  // Written whole or not at all: a file named by its hash is trusted as it is by the next build.
  await inBatches([...fresh], async ([name, html]) => {
    const partial = path.join(dir, `${name}.${process.pid}.partial`);
    await writeFile(partial, html);
    await rename(partial, path.join(dir, name));
  });
  const used = new Set([...files.values()].flatMap((ofCollection) => [...ofCollection.values()].map((file) => path.basename(file))));
  await inBatches([...present].filter((name) => !used.has(name)), (name) => rm(path.join(dir, name), { force: true }));
  return files;
}

/** The HTML of one body, from the file `writeBodyHtmlFiles` gave it. */
export function readBodyHtmlFile(file: string): string {
  return readFileSync(file, 'utf8');
}
