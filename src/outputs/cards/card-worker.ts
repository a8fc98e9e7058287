/** Worker thread of card-files.ts: draws the cards it is sent into the card cache, one at a time. */
import { parentPort } from 'node:worker_threads';
import type { WorkerReply } from '../../sources/worker-pool.ts';
import { drawCardFile, type Card } from './draw-card.ts';

export interface CardTask {
  card: Card;
  cacheDir: string;
}

parentPort?.on('message', ({ card, cacheDir }: CardTask) => {
  drawCardFile(card, cacheDir).then(
    (file) => parentPort?.postMessage({ ok: true, value: file } satisfies WorkerReply<string>),
    (error: unknown) => parentPort?.postMessage({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerReply<string>),
  );
});
