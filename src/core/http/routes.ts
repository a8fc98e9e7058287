/** The REST paths, derived from the collection registry and matched on the canonical path (no trailing slash). */
import type { ListCollection } from '../collections/define.ts';
import { LIST_COLLECTIONS, SINGLETON_COLLECTIONS } from '../collections/documents.ts';
import { SEARCH_OPERATION } from '../collections/operations.ts';
import { placesOf } from '../collections/paths.ts';
import { API_PREFIX, API_ROOT, OPENAPI_PATHS } from '../contract.ts';

/** Every route but the OpenAPI document's negotiates on `Accept`. */
export type Route =
  | { kind: 'file'; path: string; negotiable: boolean }
  | { kind: 'list'; collection: ListCollection }
  | { kind: 'search' }
  | { kind: 'item'; collection: ListCollection; slug: string };

const file = (path: string, negotiable: boolean): [string, Route] => [path, { kind: 'file', path, negotiable }];
const FIXED = new Map<string, Route>([
  ...SINGLETON_COLLECTIONS.map((row) => file(placesOf(row).api, true)),
  ...LIST_COLLECTIONS.map((row): [string, Route] => [placesOf(row).api, { kind: 'list', collection: row }]),
  [SEARCH_OPERATION.path, { kind: 'search' }],
  // The OpenAPI document is served whatever the Accept header says (never 406).
  ...OPENAPI_PATHS.map((path) => file(path, false)),
]);

/** The path as the API compares it: unreserved characters decoded, trailing slashes dropped (`/` stays). */
export const canonicalPath = (pathname: string): string => decodeUnreserved(pathname).replace(/(?<=.)\/+$/, '');

/** Percent-encoded unreserved characters (`%6A`) as themselves, the same path (RFC 3986 §6.2.2.2); others kept. */
export const decodeUnreserved = (path: string): string =>
  path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /^[A-Za-z0-9\-._~]$/.test(char) ? char : escape;
  });

/** Whether the API (edge or MCP function) answers this path: everything below `/api`, and the OpenAPI mirror. */
export function isApiPath(pathname: string): boolean {
  const path = canonicalPath(pathname);
  return path === API_ROOT || path.startsWith(`${API_ROOT}/`) || (OPENAPI_PATHS as readonly string[]).includes(path);
}

export function matchRoute(pathname: string): Route | undefined {
  const path = canonicalPath(pathname);
  // A fixed path, else `/api/v1/{list}/{slug}`: exactly one segment after a list's path.
  if (FIXED.has(path) || !path.startsWith(`${API_PREFIX}/`)) return FIXED.get(path);
  const [name = '', segment, ...rest] = path.slice(API_PREFIX.length + 1).split('/');
  const collection = LIST_COLLECTIONS.find((row) => row.name === name);
  if (!collection || segment === undefined || segment === '' || rest.length > 0) return undefined;
  // The slug as the client meant it (`caf%C3%A9` is `café`); a malformed escape is kept as written.
  return { kind: 'item', collection, slug: percentDecoded(segment) ?? segment };
}

/** `text` percent-decoded by `decode`, or undefined where an escape is malformed (not UTF-8). */
export function percentDecoded(text: string, decode = decodeURIComponent): string | undefined {
  try {
    return decode(text);
  } catch {
    return undefined;
  }
}
