/**
 * Each body's markdown and HTML beside Astro's content store, in a few shared files: the store's
 * entry carries where its body is, not the body. Astro compiles its whole store into the
 * pre-render bundle as one string and keeps it in memory while every page renders; with the bodies
 * in it, that store was 143 MB at 10,000 articles, 14 MB without them.
 *
 * Why shared files, not a file per body: a cold build of 10,000 articles would make 20,000 files,
 * and making a file is the kernel's most expensive step here. On a disk where many files were just
 * deleted (the previous build's, as a cold build starts) ext4 looks past each recently freed inode
 * it finds, and those 20,000 files took 14 to 18 s of the build with both cores in the kernel.
 * Bodies go into `SHARDS` files by their hash, each file named by a hash of what it holds, so a
 * rebuild after one article changed writes the one or two files holding its bodies again and
 * keeps the rest, and an unchanged body keeps its place. (Node only: build time and `astro dev`.)
 */
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { BODY_FILES_DIR } from './build-cache.ts';
import { inBatches, writeWhole } from './file-writes.ts';

/** The field of a content record that holds its body (the API's `bodyMarkdown`). */
export const BODY_MARKDOWN = 'bodyMarkdown';

/**
 * The fields of a stored entry that say where its body is as markdown and as HTML. Not content
 * fields: assembling the API documents drops them with the other build-only fields.
 */
export const BODY_MARKDOWN_AT = 'bodyMarkdownAt';
export const BODY_HTML_AT = 'bodyHtmlAt';

/** How many files the bodies are spread over, at most: a rebuild rewrites the files of what changed. */
export const SHARDS = 64;
const EXTENSION = '.bodies';

/** Collection → item id → a value of each item with a body. */
export type ByItem<T> = ReadonlyMap<string, ReadonlyMap<string, T>>;

export interface Body {
  markdown: string;
  html: string;
}

/** Where a text is: a file (absolute path), and its UTF-8 bytes there. */
export interface BodyAt {
  file: string;
  start: number;
  bytes: number;
}

/** Where a body's markdown and its HTML are. */
export interface BodyPlaces {
  markdown: BodyAt;
  html: BodyAt;
}

/** By folder, the files the last write in this process named. */
const usedBefore = new Map<string, Set<string>>();

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Writes every body's markdown and HTML under the project's `BODY_FILES_DIR` (a file already there,
 * from an earlier build, is kept; the same text twice is kept once) and deletes the files no body
 * uses any more (after one more write, for those the last write in this process used). Returns
 * where each body's two texts are.
 */
export async function writeBodyFiles(projectRoot: string, bodies: ByItem<Body>): Promise<ByItem<BodyPlaces>> {
  const dir = path.join(projectRoot, BODY_FILES_DIR);
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  const texts = new Map<string, string>();
  const named = (text: string): string => {
    const hash = hashOf(text);
    texts.set(hash, text);
    return hash;
  };
  const hashed = new Map<string, ReadonlyMap<string, Body>>();
  for (const [collection, items] of bodies) {
    hashed.set(collection, new Map([...items].map(([id, body]) => [id, { markdown: named(body.markdown), html: named(body.html) }])));
  }
  // Each text goes to the shard its hash starts with, in the order of the hashes, so a shard's
  // bytes depend on nothing but the texts it holds.
  const shards = new Map<number, string[]>();
  for (const hash of [...texts.keys()].sort()) {
    const shard = Number.parseInt(hash.slice(0, 8), 16) % SHARDS;
    const held = shards.get(shard);
    if (held) held.push(hash);
    else shards.set(shard, [hash]);
  }
  const places = new Map<string, BodyAt>();
  const fresh: (readonly [string, readonly string[]])[] = [];
  const used = new Set<string>();
  for (const [shard, hashes] of shards) {
    const name = `${String(shard).padStart(2, '0')}-${hashOf(hashes.join('\n')).slice(0, 32)}${EXTENSION}`;
    const file = path.join(dir, name);
    let start = 0;
    for (const hash of hashes) {
      const bytes = Buffer.byteLength(texts.get(hash)!);
      places.set(hash, { file, start, bytes });
      start += bytes;
    }
    used.add(name);
    if (!present.has(name)) fresh.push([file, hashes]);
  }
  // Written whole or not at all: a file named by what it holds is trusted as it is by the next build.
  await inBatches(fresh, ([file, hashes]) => writeWhole(file, Buffer.concat(hashes.map((hash) => Buffer.from(texts.get(hash)!)))));
  // The files the previous write in this process named stay one write longer: `astro dev` loads
  // the content again after an edit, and its pages read the old places until the store has the new.
  const kept = new Set([...used, ...(usedBefore.get(dir) ?? [])]);
  usedBefore.set(dir, used);
  await inBatches([...present].filter((name) => !kept.has(name)), (name) => rm(path.join(dir, name), { force: true, recursive: true }));
  return new Map(
    [...hashed].map(([collection, items]) => [collection, new Map([...items].map(([id, body]) => [id, { markdown: places.get(body.markdown)!, html: places.get(body.html)! }]))]),
  );
}

/** A content record as Astro's store keeps it: where its body is in place of its body. */
export function storedEntry(record: Readonly<Record<string, unknown>>, places: BodyPlaces | undefined): Record<string, unknown> {
  if (!places) return { ...record };
  const { [BODY_MARKDOWN]: _body, ...rest } = record;
  return { ...rest, [BODY_MARKDOWN_AT]: places.markdown, [BODY_HTML_AT]: places.html };
}

/** The content record back from a stored entry: its body read from where it is. */
export function recordOfEntry(data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const { [BODY_MARKDOWN_AT]: markdown, [BODY_HTML_AT]: _html, ...rest } = data;
  return markdown === undefined ? rest : { ...rest, [BODY_MARKDOWN]: readBody(markdown) };
}

/** The HTML of a stored entry's body; undefined when the entry has no body. */
export function bodyHtmlOfEntry(data: Readonly<Record<string, unknown>>): string | undefined {
  const html = data[BODY_HTML_AT];
  return html === undefined ? undefined : readBody(html);
}

/** The text at a place writeBodyFiles gave; a file that no longer holds it is an error, never a shorter body. */
function readBody(at: unknown): string {
  if (!isBodyAt(at)) throw new Error(`A stored entry names its body with ${JSON.stringify(at)}, not a file and a range of bytes.`);
  const bytes = Buffer.allocUnsafe(at.bytes);
  const handle = openSync(at.file, 'r');
  try {
    let read = 0;
    while (read < at.bytes) {
      const got = readSync(handle, bytes, read, at.bytes - read, at.start + read);
      if (got === 0) throw new Error(`The body file ${at.file} ends before bytes ${at.start}-${at.start + at.bytes}: it was changed after the content was loaded.`);
      read += got;
    }
  } finally {
    closeSync(handle);
  }
  return bytes.toString('utf8');
}

function isBodyAt(value: unknown): value is BodyAt {
  if (typeof value !== 'object' || value === null) return false;
  const { file, start, bytes } = value as Record<string, unknown>;
  return typeof file === 'string' && Number.isSafeInteger(start) && Number.isSafeInteger(bytes) && (start as number) >= 0 && (bytes as number) >= 0;
}
