/** Where each document lives: the one map from a document to its URLs and files, which every output asks. */
import { API_PREFIX } from '../contract.ts';
import type { Collection } from './define.ts';

/** A singleton's places, a list's (without `id`), or one item's. */
export function placesOf(row: Collection, id?: string) {
  const item = row.kind === 'list' && id !== undefined;
  const page = item ? `${row.page}/${id}` : row.page;
  return {
    page,
    api: item ? `${API_PREFIX}/${row.name}/${id}` : `${API_PREFIX}/${row.name}`,
    twin: page === '/' ? '/index.md' : `${page}.md`,
    card: item ? `/cards/${row.name}/${id}.png` : '/cards/index.png',
  };
}

/** The id a list's item is known by (its slug); none for a singleton. */
export const idOf = (row: Collection, document: Record<string, unknown>): string | undefined =>
  row.kind === 'list' ? String(document[row.idField]) : undefined;

/** The pre-rendered file that answers a public API path: `/api/v1/projects` → `/api/v1/projects.json`. */
export const fileOf = (publicPath: string) => (publicPath.endsWith('.json') ? publicPath : `${publicPath}.json`);
