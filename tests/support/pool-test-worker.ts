/** A worker for the WorkerPool tests, thread or process: doubles numbers, fails on request, dies, or tells its priority. */
import { getPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { answerTasks } from '../../src/sources/worker-pool.ts';

type Task = { double: number; delayMs?: number; timed?: boolean } | { fail: string } | { throwAtOnce: string } | { exit: number } | { priority: true };

/** Tasks of this worker started and not finished. */
let running = 0;

answerTasks((task: Task) => {
  // Thrown before any promise exists, as a synchronous task function would.
  if ('throwAtOnce' in task) throw new Error(task.throwAtOnce);
  return answer(task);
});

async function answer(task: Exclude<Task, { throwAtOnce: string }>) {
  if ('exit' in task) process.exit(task.exit);
  if ('priority' in task) return { priority: getPriority() };
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
}
