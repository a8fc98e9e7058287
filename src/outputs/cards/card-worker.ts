/**
 * Worker process of card-files.ts: draws its share of a build's cards into the card cache. The
 * share comes as a file listing the cards, so the process never waits for the build's thread to
 * hand it work (that thread renders pages for seconds at a time, and a message it sends is only
 * delivered in full when it is free).
 */
import { mkdir, readFile } from 'node:fs/promises';
import { answerTasks } from '../../sources/worker-pool.ts';
import { keepCard, renderCard, type Card } from './draw-card.ts';

export interface CardTask {
  /** A JSON file holding the cards to draw (`Card[]`). */
  list: string;
  cacheDir: string;
}

answerTasks(async ({ list, cacheDir }: CardTask) => {
  const cards = JSON.parse(await readFile(list, 'utf8')) as Card[];
  await mkdir(cacheDir, { recursive: true });
  // Each card is written while the next is drawn. Awaiting the write every card also lets the
  // event loop turn, which is when the canvas's finished pixel buffers are freed.
  let writing: Promise<unknown> = Promise.resolve();
  try {
    for (const card of cards) {
      const png = drawn(card);
      await writing;
      writing = keepCard(card, png, cacheDir);
    }
    await writing;
  } catch (error) {
    // A card that could not be drawn ends the share, once the write before it has settled.
    await writing.catch(() => {});
    throw error;
  }
  return cards.length;
});

function drawn(card: Card): Buffer {
  try {
    return renderCard(card);
  } catch (error) {
    throw new Error(`the social card of "${card.title}" could not be drawn: ${error instanceof Error ? error.message : String(error)}`);
  }
}
