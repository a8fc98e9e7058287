/**
 * Worker process of card-files.ts: draws its share of a build's cards into the card cache. The
 * share comes as a file listing the cards, so the process never waits for the build's thread to
 * hand it work (that thread renders pages for seconds at a time, and a message it sends is only
 * delivered in full when it is free).
 */
import { mkdir, readFile } from 'node:fs/promises';
import { setImmediate as turn } from 'node:timers/promises';
import { answerTasks } from '../../sources/worker-pool.ts';
import { keepCardNow, renderCard, type Card } from './draw-card.ts';

export interface CardTask {
  /** A JSON file holding the cards to draw (`Card[]`). */
  list: string;
  cacheDir: string;
}

answerTasks(async ({ list, cacheDir }: CardTask) => {
  const cards = JSON.parse(await readFile(list, 'utf8')) as Card[];
  await mkdir(cacheDir, { recursive: true });
  for (const card of cards) {
    try {
      // Written at once: the process has nothing else to do meanwhile.
      keepCardNow(card, renderCard(card), cacheDir);
    } catch (error) {
      throw new Error(`the social card of "${card.title}" could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
    }
    // The event loop turns between cards, which is when the canvas frees the pixels a card painted whole let go.
    await turn();
  }
  return cards.length;
});
