/** Markdown for agents on the page URLs (docs/discovery.md). */
import { LIST_COLLECTIONS, SINGLETON_COLLECTIONS } from '../collections/documents.ts';
import { documentAt, placesOf } from '../collections/paths.ts';
import { headBody, TWIN_HEADERS } from './headers.ts';
import { documentLinks } from './links.ts';
import { prefersMarkdown } from './negotiate.ts';
import { canonicalPath } from './routes.ts';

/** The pages that have a twin, as the edge function is declared for them: `/`, `/projects/*`, `/articles/*`. */
export const PAGES_WITH_TWINS = [
  ...SINGLETON_COLLECTIONS.map((row) => row.page),
  ...LIST_COLLECTIONS.map((row) => `${row.page}/*`),
];

/** The edge function's header match: only a request whose `Accept` names markdown (in any case) runs it. */
export const ACCEPT_NAMING_MARKDOWN = '[tT][eE][xX][tT]/[mM][aA][rR][kK][dD][oO][wW][nN]';

type PageDocument = NonNullable<ReturnType<typeof markdownRequested>>;

/** The document whose twin answers this request, or undefined when the page is served as it is. */
export function markdownRequested(request: Request) {
  if ((request.method !== 'GET' && request.method !== 'HEAD') || !prefersMarkdown(request.headers.get('Accept')))
    return undefined;
  // A run of slashes is one, as the static server serves the page itself (`/projects//a` is `/projects/a`).
  return documentAt(canonicalPath(new URL(request.url).pathname.replace(/\/{2,}/g, '/')));
}

export const twinOf = ({ row, id }: PageDocument): string => placesOf(row, id).twin;

/** The twin's bytes with the twin's headers, its links, `Vary: Accept` and where it lives; HEAD without a body. */
export function markdownAnswer(twin: Response, page: PageDocument, baseUrl: string, method: string): Response {
  const headers = new Headers(twin.headers);
  for (const [name, value] of Object.entries({
    ...TWIN_HEADERS,
    Link: documentLinks(baseUrl, placesOf(page.row, page.id)),
    Vary: 'Accept',
    'Content-Location': baseUrl + twinOf(page),
  }))
    headers.set(name, value);
  return new Response(method === 'HEAD' ? headBody() : twin.body, { status: 200, headers });
}
