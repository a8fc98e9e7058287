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
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeWhole } from './file-writes.ts';

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

export class BuildCache {
  readonly #dir: string;
  readonly #salt: string;
  readonly #used = new Set<string>();
  /** Shard folders this build made or found already: each is made once, not once per entry. */
  readonly #folders = new Set<string>();

  constructor(dir: string, salt: string) {
    this.#dir = dir;
    this.#salt = salt;
  }

  /** The digest of `parts` (the kind of result, then every input it depends on). */
  key(...parts: string[]): string {
    const hash = createHash('sha256').update(this.#salt);
    for (const part of parts) hash.update('\0').update(part);
    return hash.digest('hex');
  }

  /** The result kept under `key`, if any. */
  async get<T>(key: string): Promise<T | undefined> {
    this.#used.add(key);
    try {
      return JSON.parse(await readFile(this.#file(key), 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  /** Keeps `value` under `key`: written whole or not at all, so a build stopped halfway leaves nothing half written. */
  async set(key: string, value: unknown): Promise<void> {
    this.#used.add(key);
    const file = this.#file(key);
    const folder = path.dirname(file);
    if (!this.#folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      this.#folders.add(folder);
    }
    await writeWhole(file, JSON.stringify(value));
  }

  /** The result under `key`, computed by `compute` and kept when it was not there. */
  async through<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const cached = await this.get<T>(key);
    if (cached !== undefined) return cached;
    const value = await compute();
    await this.set(key, value);
    return value;
  }

  /** Deletes what this build did not use, so the cache holds one build's worth and does not grow. */
  async prune(): Promise<void> {
    for (const shard of await readdir(this.#dir).catch(() => [])) {
      const folder = path.join(this.#dir, shard);
      for (const name of await readdir(folder).catch(() => [])) {
        if (!this.#used.has(name.replace(/\.json$/, ''))) await rm(path.join(folder, name), { force: true });
      }
    }
  }

  #file(key: string): string {
    return path.join(this.#dir, key.slice(0, 2), `${key}.json`);
  }
}
