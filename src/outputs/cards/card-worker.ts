/** Worker process of card-files.ts: draws the cards it is sent into the card cache, one at a time. */
import sharp from 'sharp';
import { answerTasks } from '../../sources/worker-pool.ts';
import { drawCardFile, type Card } from './draw-card.ts';

export interface CardTask {
  card: Card;
  cacheDir: string;
}

// The pool runs one process a core, each encoding one card at a time: libvips' own threads would
// only contend with the other processes (about 1 ms of 10 a card), and no image is encoded twice.
sharp.concurrency(1);
sharp.cache(false);

answerTasks(({ card, cacheDir }: CardTask) => drawCardFile(card, cacheDir));
