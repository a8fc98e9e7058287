import { LIST_COLLECTIONS } from '../collections/documents.ts';
import type { ApiIndex, StaticFile } from './api-index.ts';
import { itemKeys } from './folded-keys.ts';

/**
 * Prepared once on load: the files in a Map (`__proto__` finds nothing inherited), each list's
 * folded keys. An item's file is there only if its list names it (the build reads it from the list).
 */
export interface ApiLookup {
  index: ApiIndex;
  files: ReadonlyMap<string, StaticFile>;
}

export function createLookup(index: ApiIndex): ApiLookup {
  for (const row of LIST_COLLECTIONS) {
    const list = index.lists[row.name];
    if (list) itemKeys(row, list);
  }
  return { index, files: new Map(Object.entries(index.files)) };
}
