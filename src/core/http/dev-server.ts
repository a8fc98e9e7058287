/**
 * `npm run dev`: the dev server serves an index of the content as it is now at DEV_INDEX_PATH and names
 * itself on each request it hands the functions, which answer from that index (docs/architecture.md).
 * Only the local emulator listens: a deployed function ignores the header.
 */
import type { ApiIndex } from '../query/api-index.ts';

export const DEV_SERVER_HEADER = 'X-Portfolio-Dev-Server';
export const DEV_INDEX_PATH = '/_dev/api-index.json';

/** The dev server's index when `request` came through it, else undefined (`npm start` has none); `fetchFile` reads a file from the server in front. */
export async function devServerIndex(request: Request, fetchFile: (request: Request) => Promise<Response>) {
  if (!request.headers.has(DEV_SERVER_HEADER)) return undefined;
  const response = await fetchFile(new Request(new URL(DEV_INDEX_PATH, request.url)));
  if (response.status === 404) return void (await response.body?.cancel());
  if (!response.ok) throw new Error(`The dev server answered ${DEV_INDEX_PATH} with ${response.status}.`);
  return (await response.json()) as ApiIndex;
}
