import type { Collection } from '../collections/define.ts';
import { listCollectionNamed } from '../collections/documents.ts';
import { placesOf } from '../collections/paths.ts';
import type { TwinContext } from './context.ts';
import { genericTwin } from './generic-twin.ts';
import { TWIN_RENDERERS } from './renderers.ts';

export function twinContext(row: Collection, document: Record<string, unknown>, baseUrl: string): TwinContext {
  const id = row.kind === 'list' ? String(document[row.idField]) : undefined;
  return {
    page: `${baseUrl}${row.kind === 'list' ? placesOf(row, id ?? '').page : row.page}`,
    json: `${baseUrl}${row.kind === 'list' ? placesOf(row, id ?? '').api : placesOf(row).api}`,
    twinOf: (collection: string, item: string) => `${baseUrl}${placesOf(listCollectionNamed(collection), item).twin}`,
  };
}

export function renderTwin(row: Collection, document: Record<string, unknown>, baseUrl: string): string {
  const context = twinContext(row, document, baseUrl);
  const renderer = (TWIN_RENDERERS as Readonly<Record<string, unknown>>)[row.name];
  // Each renderer is written for its own collection's documents, which is what `document` is.
  if (renderer)
    return (renderer as (document: Record<string, unknown>, context: TwinContext) => string)(document, context);
  if (row.kind === 'list') return genericTwin(row, document, context);
  throw new Error(`The ${row.name} collection has no markdown twin renderer: add one to src/core/twins/renderers.ts.`);
}
