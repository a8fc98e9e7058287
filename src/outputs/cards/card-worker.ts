/** A card worker of card-files.ts (a tinypool process): draws its share of a build's cards into the card cache. */
import { readdir, readFile } from 'node:fs/promises';
import { constants, setPriority } from 'node:os';
import { keepCard, type Card } from './draw-card.ts';

/**
 * At the lowest priority: the build waits for the bodies' conversion and Astro's rendering, not for
 * the cards, which take what those leave idle. Every thread: on Linux a priority is a thread's own
 * (each listed in /proc), and a thread started later (sharp's) takes that of the one starting it.
 */
for (const thread of await readdir('/proc/self/task').catch(() => ['0'])) {
  try {
    setPriority(Number(thread), constants.priority.PRIORITY_LOW);
  } catch {
    // A system that does not let a process lower its priority runs the cards as they are.
  }
}

/** `list`: a JSON file of the cards to draw. */
export default async function drawShare({ list, cacheDir }: { list: string; cacheDir: string }): Promise<number> {
  const cards = JSON.parse(await readFile(list, 'utf8')) as Card[];
  for (const card of cards) await keepCard(card, cacheDir);
  return cards.length;
}
