/** A tinypool process of card-files.ts. */
import { readdir, readFile } from 'node:fs/promises';
import { constants, setPriority } from 'node:os';
import sharp from 'sharp';
import { keepCard, type Card } from './draw-card.ts';

// One libvips thread a process: the pool runs a process per core already (about 0.5 ms of CPU less a card).
sharp.concurrency(1);

// Lowest priority, every thread: on Linux a priority is a thread's own, and sharp's threads take their starter's.
for (const thread of await readdir('/proc/self/task').catch(() => ['0'])) {
  try {
    setPriority(Number(thread), constants.priority.PRIORITY_LOW);
  } catch {
    // A system that does not let a process lower its priority runs the cards as they are.
  }
}

// A build that stops (on a content error found in a body) takes its drawing with it.
process.once('disconnect', () => process.exit());

export default async function drawShare({ list, cacheDir }: { list: string; cacheDir: string }): Promise<number> {
  const cards = JSON.parse(await readFile(list, 'utf8')) as Card[];
  for (const card of cards) await keepCard(card, cacheDir);
  return cards.length;
}
