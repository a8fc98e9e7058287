/**
 * The build cache keeps one build's entries in one pack file: what the next build reads back, what
 * it keeps, and what a stopped build or a damaged pack leaves (never an error: a cold build).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildCache, withBuildCache } from '../../../src/sources/build-cache.ts';

const root = mkdtempSync(path.join(tmpdir(), 'build-cache-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const freshDir = () => path.join(root, String(folders++));

/** One build: reads (and computes what is missing) through a new cache, then saves it. */
async function build(dir: string, values: Record<string, unknown>, salt = 'code-1') {
  const cache = new BuildCache(dir, salt);
  const computed: string[] = [];
  const out: Record<string, unknown> = {};
  await Promise.all(
    Object.entries(values).map(async ([name, value]) => {
      out[name] = await cache.through(cache.key('kind', name), async () => {
        computed.push(name);
        return value;
      });
    }),
  );
  await cache.save();
  return { out, computed: computed.sort() };
}

describe('the build cache', () => {
  it('gives the next build what this one computed, and computes only what is new', async () => {
    const dir = freshDir();
    const values = { a: { markdown: 'Ünïcode — 🚀', problems: [] }, b: 'plain text', c: [1, 2, 3] };
    expect((await build(dir, values)).computed).toEqual(['a', 'b', 'c']);
    const again = await build(dir, { ...values, d: 'new' });
    expect(again.computed).toEqual(['d']);
    expect(again.out).toEqual({ ...values, d: 'new' });
    expect(readdirSync(dir)).toEqual(['pack']);
  });

  it('keeps what the last build used and nothing older, across many entries copied over', async () => {
    const dir = freshDir();
    const all = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`item-${i}`, { i, text: `${'x'.repeat(i)}é` }]));
    await build(dir, all);
    const even = Object.fromEntries(Object.entries(all).filter(([, value]) => value.i % 2 === 0));
    expect((await build(dir, even)).computed).toEqual([]);
    // The odd ones were not used by the last build: gone. The even ones come back intact.
    const third = await build(dir, all);
    expect(third.computed).toHaveLength(150);
    expect(third.computed.every((name) => Number(name.slice(5)) % 2 === 1)).toBe(true);
    expect(third.out).toEqual(all);
  });

  it('reads back, in the same build, what it has just kept', async () => {
    const cache = new BuildCache(freshDir(), 'code-1');
    await cache.set(cache.key('kind', 'a'), { html: '<p>é</p>' });
    expect(await cache.get(cache.key('kind', 'a'))).toEqual({ html: '<p>é</p>' });
    await cache.save();
  });

  it('waits for the write of an entry read while it is being written', async () => {
    const cache = new BuildCache(freshDir(), 'code-1');
    for (let i = 0; i < 100; i++) {
      const value = { i, text: 'x'.repeat(200_000 + i) };
      const key = cache.key('kind', String(i));
      const writing = cache.set(key, value);
      expect(await cache.get(key)).toEqual(value);
      await writing;
    }
    await cache.save();
  });

  it('keeps the last pack, and leaves no file behind, when the phase it served fails', async () => {
    const dir = freshDir();
    await build(dir, { a: 'first' });
    const failing = withBuildCache(dir, 'code-1', async (cache) => {
      await cache.through(cache.key('kind', 'a'), async () => 'unused');
      await cache.set(cache.key('kind', 'b'), 'computed before the failure');
      throw new Error('a content file is broken');
    });
    await expect(failing).rejects.toThrow('a content file is broken');
    expect(readdirSync(dir)).toEqual(['pack']);
    const next = await build(dir, { a: 'first', b: 'second' });
    expect(next.computed).toEqual(['b']);
    expect(next.out).toEqual({ a: 'first', b: 'second' });
  });

  it('starts cold when the code changed (another salt)', async () => {
    const dir = freshDir();
    await build(dir, { a: 1 });
    expect((await build(dir, { a: 1 }, 'code-2')).computed).toEqual(['a']);
  });

  it('leaves the last complete pack when a build stops before saving', async () => {
    const dir = freshDir();
    await build(dir, { a: 'first' });
    const stopped = new BuildCache(dir, 'code-1');
    await stopped.set(stopped.key('kind', 'b'), 'never saved');
    // A build of another process stopped too, leaving its half-written pack.
    writeFileSync(path.join(dir, 'pack.4194305.0b7e.partial'), '{"half');
    const next = await build(dir, { a: 'first', b: 'second' });
    expect(next.computed).toEqual(['b']);
    expect(next.out).toEqual({ a: 'first', b: 'second' });
    // The other process's leftover is gone with the save; this process's stays while it may still be written.
    expect(readdirSync(dir).filter((name) => !name.startsWith(`pack.${process.pid}.`))).toEqual(['pack']);
  });

  it('leaves alone the new pack of another build that is still running', async () => {
    const dir = freshDir();
    await build(dir, { a: 1 });
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      const theirs = `pack.${other.pid}.5f3a.partial`;
      writeFileSync(path.join(dir, theirs), '{"being written');
      await build(dir, { a: 1, b: 2 });
      expect(readdirSync(dir).sort()).toEqual(['pack', theirs]);
    } finally {
      other.kill();
    }
  });

  it('lets two caches of one process load and save at once, each pack whole', async () => {
    const dir = freshDir();
    await build(dir, { a: 1, b: 2 });
    const [one, two] = await Promise.all([build(dir, { a: 1, b: 2, c: 3 }), build(dir, { a: 1, b: 2, d: 4 })]);
    expect([one.computed, two.computed]).toEqual([['c'], ['d']]);
    const after = await build(dir, { a: 1, b: 2, c: 3, d: 4 });
    expect(after.out).toEqual({ a: 1, b: 2, c: 3, d: 4 });
    // Whichever saved last is the pack: it has a and b, and its own new entry.
    expect(after.computed).toHaveLength(1);
  });

  it('treats a damaged or cut pack as no cache, and replaces it', async () => {
    for (const damage of [
      (file: string) => truncateSync(file, statSync(file).size - 5),
      (file: string) => truncateSync(file, 3),
      (file: string) => writeFileSync(file, 'not a pack at all'),
      (file: string) => writeFileSync(file, `${'{"x":[0,999999]}'}${'0'.repeat(16)}`),
    ]) {
      const dir = freshDir();
      await build(dir, { a: 'value', b: 'other' });
      damage(path.join(dir, 'pack'));
      const rebuilt = await build(dir, { a: 'value', b: 'other' });
      expect(rebuilt.out).toEqual({ a: 'value', b: 'other' });
      expect((await build(dir, { a: 'value', b: 'other' })).computed).toEqual([]);
    }
  });

  it('clears the one-file-per-entry layout of earlier versions on its first save', async () => {
    const dir = freshDir();
    mkdirSync(path.join(dir, 'ab'), { recursive: true });
    writeFileSync(path.join(dir, 'ab', 'abcdef.json'), '"old"');
    await build(dir, { a: 1 });
    expect(existsSync(path.join(dir, 'ab'))).toBe(false);
    expect(readdirSync(dir)).toEqual(['pack']);
  });
});
