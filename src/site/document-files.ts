/** Every document with its collection's row and its places, and the API's JSON files by public path. */
import type { Collection } from '../core/collections/define.ts';
import { itemsOf, LIST_COLLECTIONS, summariesOf, type Documents } from '../core/collections/documents.ts';
import { idOf, placesOf } from '../core/collections/paths.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { renderTwin } from '../core/twins/render.ts';

export type DocumentOf = ReturnType<typeof everyDocument>[number];

export const everyDocument = (documents: Documents) =>
  COLLECTIONS.flatMap((row) => {
    const rowDocuments = row.kind === 'list' ? itemsOf(documents, row) : [documents[row.name]];
    return rowDocuments.map((document) => ({ row, document, places: placesOf(row, idOf(row, document)) }));
  });

/** Each twin written once, for its own file and llms-full.txt: by its document (assembled once a build) and origin. */
const twins = new WeakMap<object, { origin: string; text: string }>();

export function twinOf(row: Collection, document: Record<string, unknown>, origin: string): string {
  const known = twins.get(document);
  if (known?.origin === origin) return known.text;
  const text = renderTwin(row, document, origin);
  twins.set(document, { origin, text });
  return text;
}

/** Compact as served. */
export function apiFiles(documents: Documents): Map<string, string> {
  const files = new Map<string, string>();
  for (const row of LIST_COLLECTIONS)
    files.set(placesOf(row).api, JSON.stringify(summariesOf(row, itemsOf(documents, row))));
  for (const { document, places } of everyDocument(documents)) files.set(places.api, JSON.stringify(document));
  return files;
}
