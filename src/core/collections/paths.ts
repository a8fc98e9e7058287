/** Where each collection lives: its public API paths, the pre-rendered files behind them, its pages. */
import { API_PREFIX } from '../contract.ts';
import type { Collection, ListCollection } from './define.ts';

/** `/api/v1/profile`, `/api/v1/projects`: the singleton, or the list. */
export function apiPath(collection: Collection): string {
  return `${API_PREFIX}/${collection.name}`;
}

/** `/api/v1/projects/{id}`: one item of a list. */
export function apiItemPath(collection: ListCollection, id: string): string {
  return `${apiPath(collection)}/${id}`;
}

/** The pre-rendered file that answers a public API path: `/api/v1/projects` → `/api/v1/projects.json`. */
export function fileOf(publicPath: string): string {
  return publicPath.endsWith('.json') ? publicPath : `${publicPath}.json`;
}

/** `/projects/{id}`: an item's HTML page. */
export function pagePath(collection: ListCollection, id: string): string {
  return `${collection.page}/${id}`;
}

/** The markdown twin of a singleton (`/` → `/index.md`) or of a list's item (`/projects/{id}.md`). */
export function twinPath(collection: Collection, id?: string): string {
  if (collection.kind === 'list') return `${pagePath(collection, id ?? '')}.md`;
  return collection.page === '/' ? '/index.md' : `${collection.page}.md`;
}

/** A document's social card: `/cards/index.png` for the singleton (and every page without a card of its own), `/cards/projects/{id}.png`. */
export function cardPath(collection: Collection, id?: string): string {
  return collection.kind === 'list' && id !== undefined ? `/cards/${collection.name}/${id}.png` : '/cards/index.png';
}
