import { describe, expect, it } from 'vitest';
import { InstancePool, PoolClosedError, type Lease } from '../../../scripts/emulator/pool.ts';

/** A pool of numbered instances that records which were ended. */
function numberedPool(size: number) {
  let created = 0;
  const ended: number[] = [];
  const pool = new InstancePool(() => ++created, (instance: number) => ended.push(instance), size);
  return { pool, ended, created: () => created };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the warm-instance pool', () => {
  it('creates instances on demand up to its size, then queues requests in order', async () => {
    const { pool, created } = numberedPool(2);
    const first = await pool.acquire();
    const second = await pool.acquire();
    const granted: number[] = [];
    const third = pool.acquire().then((lease) => (granted.push(3), lease));
    const fourth = pool.acquire().then((lease) => (granted.push(4), lease));
    await settled();
    expect([first.instance, second.instance, created(), granted]).toEqual([1, 2, 2, []]);
    second.release();
    expect((await third).instance).toBe(2);
    first.release();
    expect((await fourth).instance).toBe(1);
    expect(granted).toEqual([3, 4]);
  });

  it('lends a released instance again and never lends one instance twice at once', async () => {
    const { pool } = numberedPool(1);
    const lease = await pool.acquire();
    let next: Lease<number> | undefined;
    void pool.acquire().then((granted) => (next = granted));
    await settled();
    expect(next).toBeUndefined();
    lease.release();
    lease.release();
    await settled();
    expect(next?.instance).toBe(1);
    let another: Lease<number> | undefined;
    void pool.acquire().then((granted) => (another = granted));
    await settled();
    expect(another).toBeUndefined();
  });

  it('ends a retired instance and creates a new one for the next request', async () => {
    const { pool, ended } = numberedPool(1);
    const lease = await pool.acquire();
    const waiting = pool.acquire();
    lease.retire();
    expect(ended).toEqual([1]);
    expect((await waiting).instance).toBe(2);
  });

  it('ends an instance that fails after its request was released, while it is idle', async () => {
    const { pool, ended } = numberedPool(1);
    const lease = await pool.acquire();
    lease.release();
    lease.retire();
    expect(ended).toEqual([1]);
    expect((await pool.acquire()).instance).toBe(2);
  });

  it('on recycle ends idle instances now and lent ones when they come back', async () => {
    const { pool, ended } = numberedPool(2);
    const lent = await pool.acquire();
    const idle = await pool.acquire();
    idle.release();
    pool.recycle();
    expect(ended).toEqual([2]);
    lent.release();
    expect(ended).toEqual([2, 1]);
    expect((await pool.acquire()).instance).toBe(3);
  });

  it('when closed, ends its instances and refuses requests', async () => {
    const { pool, ended } = numberedPool(1);
    const lease = await pool.acquire();
    const waiting = pool.acquire();
    pool.close();
    await expect(waiting).rejects.toThrow('closed');
    lease.release();
    expect(ended).toEqual([1]);
    await expect(pool.acquire()).rejects.toThrow(PoolClosedError);
  });

  it('says it has ended only once closed and every lent instance has come back and ended', async () => {
    const { pool, ended } = numberedPool(2);
    const [a, b] = [await pool.acquire(), await pool.acquire()];
    a.release();
    let done = false;
    void pool.ended().then(() => (done = true));
    await settled();
    expect(done).toBe(false);
    pool.close();
    await settled();
    // The idle one is ended at once; the lent one may still be loading what it was made from.
    expect([ended, done]).toEqual([[1], false]);
    b.retire();
    await settled();
    expect([ended, done]).toEqual([[1, 2], true]);
    await expect(pool.ended()).resolves.toBeUndefined();
  });
});
