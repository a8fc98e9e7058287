/** Where each document lives: the one map from a document to its URLs and files, which every output asks. */
import { API_PREFIX } from '../contract.ts';
import { SLUG_PATTERN } from '../schemas/common.ts';
import type { Collection } from './define.ts';
import { LIST_COLLECTIONS, SINGLETON_COLLECTIONS } from './documents.ts';

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

/** The document whose page is `path` (`/`, `/projects/x`), as `placesOf` names it; none for any other path. */
export function documentAt(path: string): { row: Collection; id?: string } | undefined {
  const row = SINGLETON_COLLECTIONS.find((singleton) => singleton.page === path);
  if (row) return { row };
  const list = LIST_COLLECTIONS.find((candidate) => path.startsWith(`${candidate.page}/`));
  const id = list && path.slice(list.page.length + 1);
  return list && id && SLUG_PATTERN.test(id) ? { row: list, id } : undefined;
}

/** The id a list's item is known by (its slug); none for a singleton. */
export const idOf = (row: Collection, document: Record<string, unknown>): string | undefined =>
  row.kind === 'list' ? String(document[row.idField]) : undefined;

/** The pre-rendered file that answers a public API path: `/api/v1/projects` → `/api/v1/projects.json`. */
export const fileOf = (publicPath: string) => (publicPath.endsWith('.json') ? publicPath : `${publicPath}.json`);
