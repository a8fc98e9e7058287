// `npm run dev`: the dev server serves the content's current index and names itself on each request it hands the
// functions, which answer from that index (docs/architecture.md); a deployed function ignores the header.
import type { ApiIndex } from '../query/api-index.ts';

export const DEV_SERVER_HEADER = 'X-Portfolio-Dev-Server';
export const DEV_INDEX_PATH = '/_dev/api-index.json';

/** The dev server's index when `request` came through it (`npm start` has none), read with `fetchFile`. */
export async function devServerIndex(request: Request, fetchFile: (request: Request) => Promise<Response>) {
  if (!request.headers.has(DEV_SERVER_HEADER)) return undefined;
  const response = await fetchFile(new Request(new URL(DEV_INDEX_PATH, request.url)));
  if (response.status === 404) return void (await response.body?.cancel());
  if (!response.ok) throw new Error(`The dev server answered ${DEV_INDEX_PATH} with ${response.status}.`);
  return (await response.json()) as ApiIndex;
}

/** The address the dev server names itself by; only a loopback one, as `npm start` passes on what a client sends. */
export function devServerOrigin(request: Request): string | undefined {
  const named = URL.parse(request.headers.get(DEV_SERVER_HEADER) ?? '');
  return named && ['localhost', '127.0.0.1', '[::1]'].includes(named.hostname) ? named.origin : undefined;
}
