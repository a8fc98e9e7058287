/**
 * Each body's markdown and HTML in files of their own, named by a hash of the text, beside Astro's
 * content store: the store's entry carries the files' paths, not the bodies. Astro compiles its
 * whole store into the pre-render bundle as one string and keeps it in memory while every page
 * renders; with the bodies in it, that store was 143 MB at 10,000 articles, 14 MB without them.
 * A rebuild writes only the files of bodies that changed. (Node only: build time and `astro dev`.)
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { BODY_FILES_DIR } from './build-cache.ts';
import { inBatches, writeWhole } from './file-writes.ts';

/** The field of a content record that holds its body (the API's `bodyMarkdown`). */
export const BODY_MARKDOWN = 'bodyMarkdown';

/**
 * The fields of a stored entry that name the files holding its body as markdown and as HTML. Not
 * content fields: assembling the API documents drops them with the other build-only fields.
 */
export const BODY_MARKDOWN_FILE = 'bodyMarkdownFile';
export const BODY_HTML_FILE = 'bodyHtmlFile';

/** Collection → item id → a value of each item with a body. */
export type ByItem<T> = ReadonlyMap<string, ReadonlyMap<string, T>>;

export interface Body {
  markdown: string;
  html: string;
}

/**
 * Writes every body's markdown and HTML under the project's `BODY_FILES_DIR` (a file already there,
 * from an earlier build or the same text twice, is kept) and deletes the files no body uses any
 * more. Returns each body's two files, as absolute paths.
 */
export async function writeBodyFiles(projectRoot: string, bodies: ByItem<Body>): Promise<ByItem<Body>> {
  const dir = path.join(projectRoot, BODY_FILES_DIR);
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  const fresh = new Map<string, string>();
  const used = new Set<string>();
  const fileOf = (text: string, extension: string): string => {
    const name = `${createHash('sha256').update(text).digest('hex').slice(0, 32)}${extension}`;
    if (!present.has(name)) fresh.set(name, text);
    used.add(name);
    return path.join(dir, name);
  };
  const files = new Map<string, ReadonlyMap<string, Body>>();
  for (const [collection, items] of bodies) {
    files.set(collection, new Map([...items].map(([id, body]) => [id, { markdown: fileOf(body.markdown, '.md'), html: fileOf(body.html, '.html') }])));
  }
  // Written whole or not at all: a file named by its hash is trusted as it is by the next build.
  await inBatches([...fresh], ([name, text]) => writeWhole(path.join(dir, name), text));
  await inBatches([...present].filter((name) => !used.has(name)), (name) => rm(path.join(dir, name), { force: true }));
  return files;
}

/** A content record as Astro's store keeps it: its body's files in place of its body. */
export function storedEntry(record: Readonly<Record<string, unknown>>, files: Body | undefined): Record<string, unknown> {
  if (!files) return { ...record };
  const { [BODY_MARKDOWN]: _body, ...rest } = record;
  return { ...rest, [BODY_MARKDOWN_FILE]: files.markdown, [BODY_HTML_FILE]: files.html };
}

/** The content record back from a stored entry: its body read from its file. */
export function recordOfEntry(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { [BODY_MARKDOWN_FILE]: markdownFile, [BODY_HTML_FILE]: _html, ...rest } = data;
  return typeof markdownFile === 'string' ? { ...rest, [BODY_MARKDOWN]: readBodyFile(markdownFile) } : rest;
}

/** The HTML of a stored entry's body; undefined when the entry has no body. */
export function bodyHtmlOfEntry(data: Readonly<Record<string, unknown>>): string | undefined {
  const file = data[BODY_HTML_FILE];
  return typeof file === 'string' ? readBodyFile(file) : undefined;
}

function readBodyFile(file: string): string {
  return readFileSync(file, 'utf8');
}
