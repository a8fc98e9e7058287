/**
 * What a build computed, kept for the next one by a digest of everything it was computed from,
 * as Astro's content layer keeps entries by digest: a rebuild converts and renders only what
 * changed. The digest also covers the kit's own code and locked dependencies (`salt`), so a
 * changed converter or an upgraded Shiki starts from nothing. (Node only: runs at build time.)
 *
 * The cache lives in `node_modules/.cache/portfolio-content/`, which Netlify's build cache keeps
 * between deploys along with `node_modules`; deleting the folder (or Netlify's "Clear cache and
 * deploy site") makes the next build a cold one.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

export const BUILD_CACHE_DIR = path.join('node_modules', '.cache', 'portfolio-content');
/** Bodies converted to markdown and rendered to HTML (this module). */
export const CONVERSIONS_CACHE_DIR = path.join(BUILD_CACHE_DIR, 'conversions');
/** Markdown twins, by the document each is made from (src/integrations/publish-documents.ts). */
export const TWINS_CACHE_DIR = path.join(BUILD_CACHE_DIR, 'twins');
/** Social cards, as PNG files named by a hash of what they show (src/outputs/cards). */
export const CARDS_CACHE_DIR = path.join(BUILD_CACHE_DIR, 'cards');
/** Each body's markdown and HTML, as files named by a hash of them, that the pages read (body-files.ts). */
export const BODY_FILES_DIR = path.join(BUILD_CACHE_DIR, 'bodies');

/** The folders whose files decide what the cached results are: the core, the content readers, the locked packages. */
const CODE = ['src/core', 'src/sources', 'package-lock.json'];

/** A digest of the kit's code that computes what is cached: any change to it is a cold build. */
export async function codeDigest(root: string): Promise<string> {
  const hash = createHash('sha256');
  const add = async (relative: string): Promise<void> => {
    const full = path.join(root, relative);
    const entries = await readdir(full, { withFileTypes: true }).catch(() => undefined);
    if (!entries) {
      hash.update(`${relative}\0`).update(await readFile(full).catch(() => Buffer.alloc(0)));
      return;
    }
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) await add(path.join(relative, entry.name));
  };
  for (const relative of CODE) await add(relative);
  return hash.digest('hex');
}

/**
 * `value` as text for a key: JSON, where an object met a second time (Contentful's SDK links
 * entries that link each other into cycles) is written as a mark instead of again.
 */
export function keyText(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'object' || item === null) return item;
    if (seen.has(item)) return '[seen]';
    seen.add(item);
    return item;
  });
}

/** Where the index starts, as 16 hexadecimal digits at the very end of a pack. */
const FOOTER_BYTES = 16;
const PACK = 'pack';
/** At most this much of the last pack is held in memory at once while `save` copies from it. */
const COPY_BYTES = 16 * 1024 * 1024;

interface Place {
  offset: number;
  length: number;
}

/** An entry computed in this build: its place in the new pack, and its write there. */
interface Computed extends Place {
  written: Promise<unknown>;
}

interface PreviousPack {
  handle: FileHandle;
  index: Map<string, Place>;
}

/**
 * A cache as one file, `pack`: the JSON of every entry one after another, then an index (key →
 * offset and length) and, last, where the index starts. A cold build of 10,000 articles computes
 * about 31,000 entries (two conversions per article, a twin per document); a file for each cost
 * 0.4 ms of CPU to write, nearly all of it in the kernel, and a rebuild had to list and open
 * them all. A build appends what it computes to a new pack, copies in what it reused from the
 * last one, and renames it into place once complete (`save`), so a build stopped halfway leaves
 * the last complete pack. A pack that cannot be read is a cold build, never an error.
 */
export class BuildCache {
  readonly #dir: string;
  readonly #salt: string;
  #previous: Promise<PreviousPack | undefined> | undefined;
  #next: Promise<FileHandle> | undefined;
  /** Bytes written to the new pack so far: where the next entry goes. */
  #end = 0;
  /** Entries of this build: computed now (in the new pack) or reused (in the last one). */
  readonly #computed = new Map<string, Computed>();
  readonly #reused = new Map<string, Place>();
  /** The new pack until `save`: a file of this cache's own, so two caches never write into one. */
  readonly #partial: string;

  constructor(dir: string, salt: string) {
    this.#dir = dir;
    this.#salt = salt;
    this.#partial = path.join(dir, `${PACK}.${process.pid}.${randomUUID()}.partial`);
  }

  /** The digest of `parts` (the kind of result, then every input it depends on). */
  key(...parts: string[]): string {
    const hash = createHash('sha256').update(this.#salt);
    for (const part of parts) hash.update('\0').update(part);
    return hash.digest('hex');
  }

  /** The result kept under `key`, if any. */
  async get<T>(key: string): Promise<T | undefined> {
    const computed = this.#computed.get(key);
    if (computed) {
      await computed.written;
      return JSON.parse(await readPlace(await this.#nextPack(), computed)) as T;
    }
    const previous = await this.#previousPack();
    const place = previous?.index.get(key);
    if (!previous || !place) return undefined;
    try {
      const value = JSON.parse(await readPlace(previous.handle, place)) as T;
      this.#reused.set(key, place);
      return value;
    } catch {
      return undefined;
    }
  }

  /** Keeps `value` under `key` (in the new pack, which `save` puts in place). */
  async set(key: string, value: unknown): Promise<void> {
    const bytes = Buffer.from(JSON.stringify(value));
    const offset = this.#end;
    this.#end += bytes.length;
    // Kept before it is written, so a get meanwhile waits for the write rather than missing it.
    const written = this.#nextPack().then((next) => next.write(bytes, 0, bytes.length, offset));
    this.#computed.set(key, { offset, length: bytes.length, written });
    this.#reused.delete(key);
    await written;
  }

  /** The result under `key`, computed by `compute` and kept when it was not there. */
  async through<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = await this.get<T>(key);
    if (cached !== undefined) return cached;
    const value = await compute();
    await this.set(key, value);
    return value;
  }

  /**
   * Once the build's gets have settled (its writes are waited for): the new pack, with what this
   * build computed and what it reused and nothing older, takes the last one's place, so the cache
   * holds one build's worth and does not grow. Anything else in the folder (a pack a stopped build left half written, the
   * one-file-per-entry layout of earlier versions) is deleted; a new pack another build is still
   * writing is left to it.
   */
  async save(): Promise<void> {
    const next = await this.#nextPack();
    const previous = await this.#previousPack();
    await Promise.all([...this.#computed.values()].map(({ written }) => written));
    const index: Record<string, [number, number]> = {};
    for (const [key, place] of this.#computed) index[key] = [place.offset, place.length];
    // What was reused is copied over in runs of neighbouring entries, not one entry at a time.
    const reused = [...this.#reused].sort(([, a], [, b]) => a.offset - b.offset);
    for (let first = 0; first < reused.length && previous; ) {
      const from = reused[first]![1].offset;
      let last = first;
      let to = from + reused[first]![1].length;
      while (last + 1 < reused.length && reused[last + 1]![1].offset === to && to - from < COPY_BYTES) to += reused[++last]![1].length;
      const bytes = await readBytes(previous.handle, { offset: from, length: to - from });
      await next.write(bytes, 0, bytes.length, this.#end);
      for (const [key, place] of reused.slice(first, last + 1)) index[key] = [this.#end + place.offset - from, place.length];
      this.#end += bytes.length;
      first = last + 1;
    }
    const indexBytes = Buffer.from(JSON.stringify(index));
    await next.write(indexBytes, 0, indexBytes.length, this.#end);
    const footer = Buffer.from(this.#end.toString(16).padStart(FOOTER_BYTES, '0'));
    await next.write(footer, 0, footer.length, this.#end + indexBytes.length);
    await next.close();
    await previous?.handle.close();
    await rename(this.#partial, path.join(this.#dir, PACK));
    await Promise.all(
      (await readdir(this.#dir)).filter((name) => name !== PACK && !inProgress(name)).map((name) => rm(path.join(this.#dir, name), { recursive: true, force: true })),
    );
  }

  /** When the build failed: the new pack is deleted and the last one stays as it was. */
  async discard(): Promise<void> {
    await Promise.allSettled([...this.#computed.values()].map(({ written }) => written));
    await (await this.#next?.catch(() => undefined))?.close().catch(() => {});
    await (await this.#previous)?.handle.close().catch(() => {});
    await rm(this.#partial, { force: true });
  }

  #previousPack(): Promise<PreviousPack | undefined> {
    this.#previous ??= readPack(path.join(this.#dir, PACK));
    return this.#previous;
  }

  #nextPack(): Promise<FileHandle> {
    this.#next ??= mkdir(this.#dir, { recursive: true }).then(() => open(this.#partial, 'w+'));
    return this.#next;
  }
}

/**
 * A new pack that may still be being written: by another cache of this process (the dev server
 * reloads the content while a load is still under way) or by another process that is still
 * running (`astro dev` and a build in one project). A stopped build's partial file is not.
 */
function inProgress(name: string): boolean {
  const pid = /^pack\.(\d+)\.[^.]+\.partial$/.exec(name)?.[1];
  if (pid === undefined) return false;
  if (Number(pid) === process.pid) return true;
  try {
    process.kill(Number(pid), 0);
    return true;
  } catch (error) {
    // EPERM: the process exists, it is only someone else's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The bytes at `place`, all of them: a pack that ends early is an error, not a shorter entry. */
async function readBytes(handle: FileHandle, { offset, length }: Place): Promise<Buffer> {
  const bytes = Buffer.alloc(length);
  const { bytesRead } = await handle.read(bytes, 0, length, offset);
  if (bytesRead !== length) throw new Error('build cache: the pack ends early');
  return bytes;
}

async function readPlace(handle: FileHandle, place: Place): Promise<string> {
  return (await readBytes(handle, place)).toString('utf8');
}

/** The last build's pack and its index; undefined when there is none or it cannot be read. */
async function readPack(file: string): Promise<PreviousPack | undefined> {
  const handle = await open(file, 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const { size } = await handle.stat();
    if (size < FOOTER_BYTES) throw new Error('build cache: no index');
    const footer = await readPlace(handle, { offset: size - FOOTER_BYTES, length: FOOTER_BYTES });
    const start = Number.parseInt(footer, 16);
    if (!/^[0-9a-f]+$/.test(footer) || start > size - FOOTER_BYTES) throw new Error('build cache: no index');
    const entries = JSON.parse(await readPlace(handle, { offset: start, length: size - FOOTER_BYTES - start })) as Record<string, [number, number]>;
    const index = new Map<string, Place>();
    for (const [key, [offset, length]] of Object.entries(entries)) {
      if (offset + length <= start) index.set(key, { offset, length });
    }
    return { handle, index };
  } catch {
    await handle.close();
    return undefined;
  }
}

/**
 * Runs one phase of a build through a cache in `dir`: saved when `work` succeeds, discarded (the
 * last pack kept) when it fails.
 */
export async function withBuildCache<T>(dir: string, salt: string, work: (cache: BuildCache) => Promise<T>): Promise<T> {
  const cache = new BuildCache(dir, salt);
  try {
    const result = await work(cache);
    await cache.save();
    return result;
  } catch (error) {
    await cache.discard();
    throw error;
  }
}
