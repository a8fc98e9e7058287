/** Enough to keep the disk busy, few enough not to run out of file handles. */
export const WRITES_AT_ONCE = 32;

export async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += WRITES_AT_ONCE)
    await Promise.all(items.slice(i, i + WRITES_AT_ONCE).map(work));
}
