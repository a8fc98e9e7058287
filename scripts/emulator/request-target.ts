/**
 * The request target as the emulator gets it: the same resource written one way, before the
 * emulator matches its routes on it (it matches on the path as sent). Only what a production
 * front does too; the query is left as sent.
 */
import { decodeUnreserved } from '../../src/core/http/routes.ts';

/**
 * `target` (origin-form, or anything else, which is left alone) with its path normalised:
 * - percent-encoded unreserved characters decoded (`/ap%69/v1/profile` is `/api/v1/profile`,
 *   RFC 3986 §6.2.2.2), or an encoded `/api` never reached the edge function;
 * - the slashes it starts with merged (below).
 */
export function normalisedTarget(target: string): string {
  if (!target.startsWith('/')) return target;
  const queryAt = target.indexOf('?');
  const path = queryAt < 0 ? target : target.slice(0, queryAt);
  return `${leadingSlashesMerged(decodeUnreserved(path))}${queryAt < 0 ? '' : target.slice(queryAt)}`;
}

/**
 * `//x/y` as `/x/y`: a path, never a host. Netlify's CDN serves a path that starts with several
 * slashes as the path with one, and so does the local server (the emulator's static handler
 * served `//api/v1/profile.json`, the API's raw file, to any method, past the edge function). A
 * backslash counts as a slash there, as URL parsers read it (`/\api` is `//api`).
 */
export function leadingSlashesMerged(path: string): string {
  return path.replace(/^[/\\]{2,}/, '/');
}
