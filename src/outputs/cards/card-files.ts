/** Drawn by workers while Astro renders the pages, or drawn before. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import Tinypool from 'tinypool';
import { cardPath } from '../../core/collections/paths.ts';
import type { Collection } from '../../core/collections/define.ts';
import type { ContentRecords } from '../../core/collections/documents.ts';
import { COLLECTIONS } from '../../core/collections/registry.ts';
import { cardOf, type ProfileOnCard } from './card-of.ts';
import { cachedCardPath, type Card } from './draw-card.ts';

export interface CardFiles {
  files: Map<string, string>;
  drawn: number;
  reused: number;
}

/** Every record's card, from its fields alone (a build starts them before the bodies are made); every singleton shows the profile's. */
export async function cardFiles(records: ContentRecords, site: URL, cacheDir: string): Promise<CardFiles> {
  const rows = COLLECTIONS as readonly Collection[];
  const [profile] = records[rows.find((row) => row.kind === 'singleton')?.name ?? ''] ?? [];
  const cards = rows.flatMap((row) =>
    (records[row.name] ?? []).map((record) => ({
      path: cardPath(row, row.kind === 'list' ? String(record[row.idField]) : undefined),
      card: cardOf(row, record, profile as ProfileOnCard, site),
    })),
  );
  const cached = new Set(await readdir(cacheDir).catch(() => [] as string[]));
  const files = new Map(cards.map(({ path: publicPath, card }) => [publicPath, cachedCardPath(card, cacheDir)]));
  // One drawing for cards that show the same (two pages with the same title and subtitle).
  const missing = new Map(
    cards
      .map(({ card }) => [cachedCardPath(card, cacheDir), card] as const)
      .filter(([file]) => !cached.has(path.basename(file))),
  );
  await drawInWorkers([...missing.values()], cacheDir);
  // The cache keeps this build's cards, and nothing older.
  const used = new Set([...files.values()].map((file) => path.basename(file)));
  await Promise.all(
    [...cached].filter((name) => !used.has(name)).map((name) => rm(path.join(cacheDir, name), { force: true })),
  );
  return { files, drawn: missing.size, reused: cards.length - missing.size };
}

/** A worker process costs ~0.3 s of CPU to start: for 111 cards, one took a tenth less CPU than two. */
const CARDS_PER_WORKER = 500;

/**
 * In worker processes, one per core, or per 500 cards when fewer (processes: 600 cards took 3.9–4.8 s
 * of CPU against 4.9–5.4 s in threads). Each share goes as a file, by turns: the build's thread
 * renders pages for seconds at a time, and a share sent down the pipe would arrive only as it turns.
 */
async function drawInWorkers(cards: Card[], cacheDir: string): Promise<void> {
  if (cards.length === 0) return;
  const workers = Math.min(availableParallelism(), Math.ceil(cards.length / CARDS_PER_WORKER));
  const lists = await mkdtemp(path.join(tmpdir(), 'portfolio-cards-'));
  const pool = new Tinypool({
    filename: new URL('./card-worker.ts', import.meta.url).href,
    runtime: 'child_process',
    minThreads: workers,
    maxThreads: workers,
  });
  try {
    const share = async (worker: number) => {
      const list = path.join(lists, `${worker}.json`);
      await writeFile(list, JSON.stringify(cards.filter((_, i) => i % workers === worker)));
      // A worker process's error arrives as a plain object (tinypool serialises it): made an Error again.
      await pool
        .run({ list, cacheDir })
        .catch((error: { message?: string }) => Promise.reject(new Error(error.message ?? String(error))));
    };
    await Promise.all(Array.from({ length: workers }, (_, worker) => share(worker)));
  } finally {
    await pool.destroy();
    await rm(lists, { recursive: true, force: true });
  }
}
