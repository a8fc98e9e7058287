/**
 * Every document's social card, as a file in the card cache: the cards drawn before are taken
 * as they are, the others are drawn in worker processes, one per core, so a build draws its cards
 * while Astro renders its pages. Drawing is a large part of a cold build's work (about 10 ms of CPU
 * a card); a rebuild draws only the cards whose text changed.
 */
import { readdir, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { cardPath } from '../../core/collections/paths.ts';
import type { Documents } from '../../core/collections/documents.ts';
import { WorkerPool } from '../../sources/worker-pool.ts';
import { everyDocument } from '../document-files.ts';
import { cardOf } from './card-of.ts';
import type { CardTask } from './card-worker.ts';
import { cachedCardPath } from './draw-card.ts';

/** Cards a worker may have been sent and not drawn yet: about half a second of work. */
const CARDS_AHEAD = 64;

export interface CardFiles {
  /** Public path (`/cards/projects/x.png`) → the card's file in the cache. */
  files: Map<string, string>;
  drawn: number;
  reused: number;
}

export async function cardFiles(documents: Documents, site: URL, cacheDir: string): Promise<CardFiles> {
  const cards = everyDocument(documents).map(({ row, document }) => ({
    path: cardPath(row, row.kind === 'list' ? String(document[row.idField]) : undefined),
    card: cardOf(row, document, documents.profile, site),
  }));
  const cached = new Set(await readdir(cacheDir).catch(() => [] as string[]));
  const missing = cards.filter(({ card }) => !cached.has(path.basename(cachedCardPath(card, cacheDir))));
  // Processes, not threads: measured with 600 cards on two workers, 6.7–7.4 ms a card in processes
  // against 9.2–9.3 ms in threads. Cards sent ahead: this thread renders pages for seconds at a
  // time, and a worker waiting for its next card would idle meanwhile.
  const pool = new WorkerPool<CardTask, string>(new URL('./card-worker.ts', import.meta.url), Math.min(availableParallelism(), missing.length), {
    isolation: 'process',
    ahead: CARDS_AHEAD,
  });
  try {
    await Promise.all(missing.map(({ card }) => pool.run({ card, cacheDir })));
  } finally {
    await pool.close();
  }
  const files = new Map(cards.map(({ path: publicPath, card }) => [publicPath, cachedCardPath(card, cacheDir)]));
  // The cache keeps this build's cards, and nothing older.
  const used = new Set([...files.values()].map((file) => path.basename(file)));
  await Promise.all([...cached].filter((name) => !used.has(name)).map((name) => rm(path.join(cacheDir, name), { force: true })));
  return { files, drawn: missing.length, reused: cards.length - missing.length };
}
