/** A worker for the WorkerPool tests: doubles numbers, fails on request, or dies. */
import { parentPort } from 'node:worker_threads';

type Task = { double: number; delayMs?: number } | { fail: string } | { exit: number };

parentPort?.on('message', (task: Task) => {
  if ('exit' in task) process.exit(task.exit);
  if ('fail' in task) {
    parentPort?.postMessage({ ok: false, error: task.fail });
    return;
  }
  setTimeout(() => parentPort?.postMessage({ ok: true, value: { doubled: task.double * 2 } }), task.delayMs ?? 0);
});
