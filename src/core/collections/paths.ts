/** Where each document lives: the one map from a document to its URLs and files, which every output asks. */
import { API_PREFIX } from '../contract.ts';
import type { Collection } from './define.ts';

export interface Places {
  /** Its HTML page: `/`, `/projects/{id}`. */
  page: string;
  /** Its public API path: `/api/v1/profile`, `/api/v1/projects/{id}`; a list's own (`/api/v1/projects`) without an id. */
  api: string;
  /** Its markdown twin: `/index.md`, `/projects/{id}.md`. */
  twin: string;
  /** Its social card: `/cards/index.png` for a singleton (and every page without a card of its own), `/cards/projects/{id}.png`. */
  card: string;
}

/** A singleton's places, a list's (without `id`), or one item's. */
export function placesOf(row: Collection, id?: string): Places {
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
export function idOf(row: Collection, document: Record<string, unknown>): string | undefined {
  return row.kind === 'list' ? String(document[row.idField]) : undefined;
}

/** The pre-rendered file that answers a public API path: `/api/v1/projects` → `/api/v1/projects.json`. */
export function fileOf(publicPath: string): string {
  return publicPath.endsWith('.json') ? publicPath : `${publicPath}.json`;
}
