import type { Config, Context } from '@netlify/edge-functions';
import head from '../../generated/api-index/index.json' with { type: 'json' };
import { devServerIndex } from '../../src/core/http/dev-server.ts';
import {
  ACCEPT_NAMING_MARKDOWN,
  markdownAnswer,
  markdownRequested,
  PAGES_WITH_TWINS,
  twinOf,
} from '../../src/core/http/markdown-pages.ts';

/** Glue: a page asked for as markdown answers its twin (a static file); otherwise the request goes on to the page. */
export default async (request: Request, context: Context): Promise<Response | undefined> => {
  const page = markdownRequested(request);
  if (!page) return undefined;
  const fetchFile = (file: Request) => context.next(file);
  const twin = await fetchFile(new Request(new URL(twinOf(page), request.url)));
  if (!twin.ok) return void (await twin.body?.cancel());
  // `npm run dev`: the address the dev server links to (src/core/http/dev-server.ts). The global is absent in Node.
  const current = globalThis.Netlify?.env.get('NETLIFY_LOCAL') ? await devServerIndex(request, fetchFile) : undefined;
  return markdownAnswer(twin, page, (current ?? head).baseUrl, request.method);
};

// Pages stay static files: a browser's request, which never names markdown, does not run this.
export const config: Config = { path: PAGES_WITH_TWINS as `/${string}`[], header: { accept: ACCEPT_NAMING_MARKDOWN } };
