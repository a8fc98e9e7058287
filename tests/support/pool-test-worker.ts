/** A worker for the WorkerPool tests, thread or process: doubles numbers, fails on request, or dies. */
import { setTimeout as sleep } from 'node:timers/promises';
import { answerTasks } from '../../src/sources/worker-pool.ts';

type Task = { double: number; delayMs?: number } | { fail: string } | { exit: number };

answerTasks(async (task: Task) => {
  if ('exit' in task) process.exit(task.exit);
  if ('fail' in task) throw new Error(task.fail);
  await sleep(task.delayMs ?? 0);
  return { doubled: task.double * 2 };
});
