/** Worker process of card-files.ts: draws the cards it is sent into the card cache, one at a time. */
import { answerTasks } from '../../sources/worker-pool.ts';
import { drawCardFile, type Card } from './draw-card.ts';

export interface CardTask {
  card: Card;
  cacheDir: string;
}

answerTasks(({ card, cacheDir }: CardTask) => drawCardFile(card, cacheDir));
