/**
 * `npm run dev` runs the functions in Netlify's emulator inside the dev server, where no build has
 * baked an index of the content as it is now. The dev server makes that index at DEV_INDEX_PATH,
 * as a build would bake it, and names itself on every request it hands the functions
 * (src/integrations/dev-server.ts); the glue then answers from that index instead of the baked one.
 * Only the local emulator listens: a deployed function ignores the header.
 */
import type { ApiIndex } from '../query/api-index.ts';

export const DEV_SERVER_HEADER = 'X-Portfolio-Dev-Server';
export const DEV_INDEX_PATH = '/_dev/api-index.json';

/** The dev server's index when `request` came through it, else undefined (`npm start` has none); `fetchFile` reads a file from the server in front. */
export async function devServerIndex(
  request: Request,
  fetchFile: (request: Request) => Promise<Response>,
): Promise<ApiIndex | undefined> {
  if (!request.headers.has(DEV_SERVER_HEADER)) return undefined;
  const response = await fetchFile(new Request(new URL(DEV_INDEX_PATH, request.url)));
  if (response.status === 404) return void (await response.body?.cancel());
  if (!response.ok) throw new Error(`The dev server answered ${DEV_INDEX_PATH} with ${response.status}.`);
  return (await response.json()) as ApiIndex;
}
