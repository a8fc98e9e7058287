import { constants, getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerPool, type Isolation } from '../../../src/sources/worker-pool.ts';

type Task = { double: number; delayMs?: number; timed?: boolean } | { fail: string } | { throwAtOnce: string } | { exit: number } | { priority: true };
type Result = { doubled?: number; alongside?: number; finishedAt?: number; priority?: number };

const SCRIPT = new URL('../../support/pool-test-worker.ts', import.meta.url);
let pool: WorkerPool<Task, Result> | undefined;

afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe.each<Isolation>(['thread', 'process'])('WorkerPool of worker %ss', (isolation) => {
  it('answers every task with its own result, whatever order the workers finish in', async () => {
    pool = new WorkerPool<Task, Result>(SCRIPT, 3, { isolation });
    const tasks = Array.from({ length: 40 }, (_, i) => ({ double: i, delayMs: (i * 7) % 5 }));
    const results = await Promise.all(tasks.map((task) => pool!.run(task)));
    expect(results.map((result) => result.doubled)).toEqual(tasks.map((task) => task.double * 2));
  });

  it('rejects a task its worker reports as failed, and keeps answering the others', async () => {
    pool = new WorkerPool<Task, Result>(SCRIPT, 2, { isolation });
    const failed = pool.run({ fail: 'cannot do that' });
    const fine = pool.run({ double: 4 });
    await expect(failed).rejects.toThrow('cannot do that');
    await expect(fine).resolves.toEqual({ doubled: 8 });
    await expect(pool.run({ double: 5 })).resolves.toEqual({ doubled: 10 });
  });

  it('answers a task that throws before returning a promise as failed, and runs the ones sent after it', async () => {
    pool = new WorkerPool<Task, Result>(SCRIPT, 1, { isolation, ahead: 3 });
    const thrown = pool.run({ throwAtOnce: 'no promise' });
    const after = [pool.run({ double: 6 }), pool.run({ double: 7 })];
    await expect(thrown).rejects.toThrow('no promise');
    await expect(Promise.all(after)).resolves.toEqual([{ doubled: 12 }, { doubled: 14 }]);
  });

  it('rejects the running and the queued tasks when a worker dies, and every later one', async () => {
    pool = new WorkerPool<Task, Result>(SCRIPT, 1, { isolation });
    const dying = pool.run({ exit: 3 });
    const queued = pool.run({ double: 1, delayMs: 50 });
    await expect(dying).rejects.toThrow(/exit code 3/);
    await expect(queued).rejects.toThrow(/exit code 3/);
    await expect(pool.run({ double: 2 })).rejects.toThrow(/exit code 3/);
  });
  it('sends tasks ahead: a worker runs them one at a time, in order, while this thread is busy', async () => {
    pool = new WorkerPool<Task, Result>(SCRIPT, 1, { isolation, ahead: 4 });
    await pool.run({ double: 0 });
    const tasks = Array.from({ length: 4 }, (_, i) => pool!.run({ double: i, delayMs: 20, timed: true }));
    // This thread cannot hand out tasks for 400 ms: the worker already holds all four.
    const busyUntil = Date.now() + 400;
    while (Date.now() < busyUntil) {
      // busy
    }
    const results = await Promise.all(tasks);
    expect(results.map((result) => result.doubled)).toEqual([0, 2, 4, 6]);
    expect(results.map((result) => result.alongside)).toEqual([0, 0, 0, 0]);
    for (const result of results) expect(result.finishedAt).toBeLessThanOrEqual(busyUntil);
    const finished = results.map((result) => result.finishedAt ?? 0);
    expect(finished).toEqual([...finished].sort((a, b) => a - b));
  });

  it('with tasks sent ahead, rejects every one its worker held when it dies', async () => {
    pool = new WorkerPool<Task, Result>(SCRIPT, 1, { isolation, ahead: 3 });
    const held = [pool.run({ double: 1, delayMs: 50 }), pool.run({ exit: 4 }), pool.run({ double: 2 }), pool.run({ double: 3 })];
    await expect(held[0]).resolves.toEqual({ doubled: 2 });
    for (const task of held.slice(1)) await expect(task).rejects.toThrow(/exit code 4/);
  });
});

describe('WorkerPool of background processes', () => {
  it("runs its workers at the system's lowest priority, and others at this process's own", async () => {
    pool = new WorkerPool<Task, Result>(SCRIPT, 1, { isolation: 'process', background: true });
    await expect(pool.run({ priority: true })).resolves.toEqual({ priority: constants.priority.PRIORITY_LOW });
    await pool.close();
    pool = new WorkerPool<Task, Result>(SCRIPT, 1, { isolation: 'process' });
    await expect(pool.run({ priority: true })).resolves.toEqual({ priority: getPriority() });
  });
});
