/** A worker for the WorkerPool tests, thread or process: doubles numbers, fails on request, or dies. */
import { setTimeout as sleep } from 'node:timers/promises';
import { answerTasks } from '../../src/sources/worker-pool.ts';

type Task = { double: number; delayMs?: number; timed?: boolean } | { fail: string } | { exit: number };

/** Tasks of this worker started and not finished. */
let running = 0;

answerTasks(async (task: Task) => {
  if ('exit' in task) process.exit(task.exit);
  if ('fail' in task) throw new Error(task.fail);
  const alongside = running;
  running++;
  try {
    await sleep(task.delayMs ?? 0);
  } finally {
    running--;
  }
  // A timed task also says how many others ran beside it and when it finished.
  return task.timed ? { doubled: task.double * 2, alongside, finishedAt: Date.now() } : { doubled: task.double * 2 };
});
