/**
 * A bounded pool of long-lived instances (workers), each lent to one request at a time; requests
 * beyond the bound wait in order. Runtime-neutral: used by the Node side (functions) and by the
 * Deno side (edge functions) of the warm emulator.
 */

export interface Lease<T> {
  readonly instance: T;
  /** The request is done and the instance is healthy: lend it again. */
  release(): void;
  /** The instance failed (or its request was abandoned): end it. After `release`, ends it if still idle. */
  retire(): void;
}

interface Waiter<T> {
  resolve: (lease: Lease<T>) => void;
  reject: (error: Error) => void;
}

/** A request for an instance of a pool that was closed meanwhile (its function was rebuilt): ask the current pool. */
export class PoolClosedError extends Error {
  constructor() {
    super('The instance pool is closed.');
    this.name = 'PoolClosedError';
  }
}

export class InstancePool<T> {
  readonly #create: () => T;
  readonly #destroy: (instance: T) => void;
  readonly #size: number;
  readonly #idle: T[] = [];
  readonly #waiting: Waiter<T>[] = [];
  #live = 0;
  // Instances lent before a recycle are ended when they come back instead of being lent again.
  #generation = 0;
  #closed = false;
  readonly #emptied: (() => void)[] = [];

  constructor(create: () => T, destroy: (instance: T) => void, size: number) {
    this.#create = create;
    this.#destroy = destroy;
    this.#size = Math.max(1, size);
  }

  acquire(): Promise<Lease<T>> {
    if (this.#closed) return Promise.reject(new PoolClosedError());
    return new Promise((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      this.#dispatch();
    });
  }

  /** Ends the idle instances now and the lent ones when they come back: the next requests get new ones. */
  recycle(): void {
    this.#generation++;
    for (const instance of this.#idle.splice(0)) this.#end(instance);
  }

  close(): void {
    this.#closed = true;
    this.recycle();
    for (const waiter of this.#waiting.splice(0)) waiter.reject(new PoolClosedError());
    this.#notifyIfEmpty();
  }

  /**
   * Resolves once the pool is closed and every instance it lent has come back and ended: until
   * then an instance may still be loading the files it was created from.
   */
  ended(): Promise<void> {
    return new Promise((resolve) => {
      this.#emptied.push(resolve);
      this.#notifyIfEmpty();
    });
  }

  #notifyIfEmpty(): void {
    if (this.#closed && this.#live === 0) for (const resolve of this.#emptied.splice(0)) resolve();
  }

  #dispatch(): void {
    while (this.#waiting.length > 0 && !this.#closed) {
      let instance = this.#idle.pop();
      if (instance === undefined) {
        if (this.#live >= this.#size) return;
        instance = this.#create();
        this.#live++;
      }
      this.#waiting.shift()?.resolve(this.#lease(instance));
    }
  }

  #lease(instance: T): Lease<T> {
    const generation = this.#generation;
    let returned = false;
    const giveBack = (healthy: boolean): void => {
      if (returned) {
        // A failure reported after the request ended (a stray timer in the worker, say).
        const index = healthy ? -1 : this.#idle.indexOf(instance);
        if (index >= 0) this.#end(this.#idle.splice(index, 1)[0] as T);
        return;
      }
      returned = true;
      if (healthy && generation === this.#generation && !this.#closed) this.#idle.push(instance);
      else this.#end(instance);
      this.#dispatch();
    };
    return { instance, release: () => giveBack(true), retire: () => giveBack(false) };
  }

  #end(instance: T): void {
    this.#live--;
    this.#destroy(instance);
    this.#dispatch();
    this.#notifyIfEmpty();
  }
}
