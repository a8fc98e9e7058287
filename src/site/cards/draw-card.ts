/** Social cards: painted in worker threads (paint-card.ts), cached by what they show and their typeface. */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Tinypool from 'tinypool';
import type { Card } from './layout-card.ts';
import { siteSettings } from '../settings.ts';

/** Bumped when the drawing or its encoding changes, so cached cards of the old design are not reused. */
const DESIGN = 9;

// Node loads the painter from `srcDir` (the route's bundle has none); idle threads go, so no build is held open. A
// thread takes several cards: it paints one while sharp encodes another, never waiting on the build's busy thread.
let pool: Tinypool | undefined;

export async function renderCard(card: Card, srcDir: URL): Promise<Buffer> {
  pool ??= new Tinypool({
    filename: new URL('site/cards/paint-card.ts', srcDir).href,
    maxThreads: Math.max(1, os.availableParallelism() - 1),
    concurrentTasksPerWorker: 4,
  });
  // Structured cloning hands the PNG back as a plain Uint8Array.
  const png: Uint8Array = await pool.run(card);
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}

export function cachedCardPath(card: Card, cacheDir: string, font = siteSettings().font): string {
  const hash = createHash('sha256').update(JSON.stringify({ DESIGN, font, card })).digest('hex');
  return path.join(cacheDir, `${hash.slice(0, 32)}.png`);
}

/** Whole or not at all: a build stopped halfway leaves no broken card. */
export async function keepCard(card: Card, cacheDir: string, srcDir: URL): Promise<Buffer> {
  const file = cachedCardPath(card, cacheDir);
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    await mkdir(cacheDir, { recursive: true });
    const png = await renderCard(card, srcDir);
    await writeFile(partial, png);
    await rename(partial, file);
    return png;
  } catch (error) {
    throw new Error(
      `the social card of "${card.title}" could not be drawn into ${cacheDir}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** From the cache when drawn before (`astro dev`). */
export const drawCard = async (card: Card, cacheDir: string, srcDir: URL): Promise<Buffer> =>
  readFile(cachedCardPath(card, cacheDir)).catch(() => keepCard(card, cacheDir, srcDir));
