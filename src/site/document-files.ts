/** Every document with its collection's row, the API's JSON files by public path, and where each twin lives. */
import type { Collection } from '../core/collections/define.ts';
import { itemsOf, summariesOf, type Documents } from '../core/collections/documents.ts';
import { apiItemPath, apiPath, twinPath } from '../core/collections/paths.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { renderTwin } from '../core/twins/render.ts';

// A type alias, not an interface: Astro's route props must be an indexable object.
export type DocumentOf = {
  row: Collection;
  document: Record<string, unknown>;
};

export function everyDocument(documents: Documents): DocumentOf[] {
  return (COLLECTIONS as readonly Collection[]).flatMap((row): DocumentOf[] =>
    row.kind === 'list'
      ? itemsOf(documents, row).map((document) => ({ row, document }))
      : [{ row, document: (documents as unknown as Record<string, Record<string, unknown>>)[row.name]! }],
  );
}

/** Compact as served. */
export function apiFiles(documents: Documents): Map<string, string> {
  const files = new Map<string, string>();
  for (const row of COLLECTIONS as readonly Collection[]) {
    if (row.kind === 'singleton') {
      files.set(apiPath(row), JSON.stringify((documents as unknown as Record<string, unknown>)[row.name]));
      continue;
    }
    const items = itemsOf(documents, row);
    files.set(apiPath(row), JSON.stringify(summariesOf(row, items)));
    for (const item of items) files.set(apiItemPath(row, String(item[row.idField])), JSON.stringify(item));
  }
  return files;
}

export function twinFiles(documents: Documents, baseUrl: string): Map<string, string> {
  return new Map(
    everyDocument(documents).map(({ row, document }) => [
      twinOfDocument(row, document),
      renderTwin(row, document, baseUrl),
    ]),
  );
}

export function twinOfDocument(row: Collection, document: Record<string, unknown>): string {
  return twinPath(row, row.kind === 'list' ? String(document[row.idField]) : undefined);
}
