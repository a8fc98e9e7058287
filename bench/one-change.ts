/**
 * The edit a rebuild is measured after: one sentence appended to one article, the same file for
 * our build and the peer's, and a check that each rebuilt page shows it (a rebuild that kept the
 * old page would be fast for the wrong reason).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ADDED_SENTENCE = 'This sentence was added before the rebuild.';

export interface ChangedArticle {
  /** The article's file name without `.md`: its slug in both builds. */
  id: string;
  file: string;
}

/** Appends `ADDED_SENTENCE` as a paragraph of its own to the middle article of `articlesDir`. */
export function changeOneArticle(articlesDir: string): ChangedArticle {
  const names = readdirSync(articlesDir)
    .filter((name) => name.endsWith('.md'))
    .sort();
  const name = names[Math.floor(names.length / 2)];
  if (!name) throw new Error(`no markdown article in ${articlesDir} to change`);
  const file = path.join(articlesDir, name);
  // A blank line first: right after a quote or a list, a bare line would continue it.
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\n\n${ADDED_SENTENCE}\n`);
  return { id: name.slice(0, -'.md'.length), file };
}

/** The HTML page of article `id` in `dist`, in either of Astro's build formats (`file` or `directory`). */
export function articlePage(dist: string, id: string): string | undefined {
  return [path.join(dist, 'articles', `${id}.html`), path.join(dist, 'articles', id, 'index.html')].find((file) =>
    existsSync(file),
  );
}

/** Throws unless the rebuilt page of `changed` in `dist` carries the added sentence. */
export function assertRebuilt(dist: string, changed: ChangedArticle, what: string): void {
  const page = articlePage(dist, changed.id);
  if (!page) throw new Error(`${what} emitted no page for ${changed.id}`);
  if (!readFileSync(page, 'utf8').includes(ADDED_SENTENCE)) {
    throw new Error(`${what} did not show the change to ${changed.id}: ${page} still has the old text`);
  }
}
