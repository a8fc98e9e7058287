/** The REST paths, matched on the canonical path (no trailing slash). */
export type Route =
  | { kind: 'file'; path: string; negotiable: boolean }
  | { kind: 'projects' | 'articles' | 'search'; negotiable: true }
  | { kind: 'project' | 'article'; slug: string; negotiable: true };

const FIXED = new Map<string, Route>([
  ['/api/v1/profile', { kind: 'file', path: '/api/v1/profile', negotiable: true }],
  ['/api/v1/projects', { kind: 'projects', negotiable: true }],
  ['/api/v1/articles', { kind: 'articles', negotiable: true }],
  ['/api/v1/search', { kind: 'search', negotiable: true }],
  // The OpenAPI document is served whatever the Accept header says (never 406).
  ['/api/openapi.json', { kind: 'file', path: '/api/openapi.json', negotiable: false }],
  ['/openapi.json', { kind: 'file', path: '/openapi.json', negotiable: false }],
]);

const DETAIL = /^\/api\/v1\/(projects|articles)\/([^/]+)$/;

/** A trailing slash names the same resource: `/api/v1/projects/` is `/api/v1/projects`. */
export function canonicalPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function matchRoute(pathname: string): Route | undefined {
  const path = canonicalPath(pathname);
  const fixed = FIXED.get(path);
  if (fixed) return fixed;
  const detail = DETAIL.exec(path);
  if (!detail) return undefined;
  const slug = decodeSegment(detail[2]!);
  return detail[1] === 'projects' ? { kind: 'project', slug, negotiable: true } : { kind: 'article', slug, negotiable: true };
}

/** The slug as the client meant it (`caf%C3%A9` is `café`); a malformed escape is kept as written. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
