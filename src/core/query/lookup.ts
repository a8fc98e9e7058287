import { LIST_COLLECTIONS } from '../collections/documents.ts';
import { placesOf } from '../collections/paths.ts';
import type { ApiIndex, StaticFile } from './api-index.ts';
import { itemKeys } from './folded-keys.ts';

/** Prepared once on load: Maps (so `__proto__` finds nothing inherited) and case-folded keys. */
export interface ApiLookup {
  index: ApiIndex;
  files: ReadonlyMap<string, StaticFile>;
  items: ReadonlyMap<string, ReadonlyMap<string, StaticFile>>;
}

export function createLookup(index: ApiIndex): ApiLookup {
  const files = new Map(Object.entries(index.files));
  const items = new Map<string, ReadonlyMap<string, StaticFile>>();
  for (const row of LIST_COLLECTIONS) {
    const list = index.lists[row.name];
    if (!list) continue;
    itemKeys(row, list);
    const bySlug = new Map<string, StaticFile>();
    for (const summary of list.summaries) {
      const id = String(summary[row.idField]);
      const file = files.get(placesOf(row, id).api);
      if (file) bySlug.set(id, file);
    }
    items.set(row.name, bySlug);
  }
  return { index, files, items };
}
