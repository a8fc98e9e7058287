/**
 * The files every document is published as besides its page, by public path: the API's JSON
 * (each singleton, each list, each item) and the markdown twins. The build writes them itself
 * (src/integrations/publish-documents.ts: through Astro's routes they cost about a millisecond a
 * file, a third of a large build), and `astro dev` serves them from the same functions
 * (src/pages), so both give the same bytes.
 */
import type { Collection } from '../core/collections/define.ts';
import { itemsOf, summariesOf, type Documents } from '../core/collections/documents.ts';
import { apiItemPath, apiPath, twinPath } from '../core/collections/paths.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { renderTwin } from '../core/twins/render.ts';

/** One document of a collection: the singleton's, or one item of a list. */
export interface DocumentOf {
  row: Collection;
  document: Record<string, unknown>;
}

/** Every document of every collection, in registry then list order. */
export function everyDocument(documents: Documents): DocumentOf[] {
  return (COLLECTIONS as readonly Collection[]).flatMap((row): DocumentOf[] =>
    row.kind === 'list'
      ? itemsOf(documents, row).map((document) => ({ row, document }))
      : [{ row, document: (documents as unknown as Record<string, Record<string, unknown>>)[row.name]! }],
  );
}

/** Public API path (`/api/v1/projects`) → its JSON, compact as served: every document and list of the static API. */
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

/** Twin path (`/projects/x.md`) → the markdown twin of every document. */
export function twinFiles(documents: Documents, baseUrl: string): Map<string, string> {
  return new Map(everyDocument(documents).map(({ row, document }) => [twinOfDocument(row, document), renderTwin(row, document, baseUrl)]));
}

export function twinOfDocument(row: Collection, document: Record<string, unknown>): string {
  return twinPath(row, row.kind === 'list' ? String(document[row.idField]) : undefined);
}
