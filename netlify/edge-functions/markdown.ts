import type { Config, Context } from '@netlify/edge-functions';
import head from '../../generated/api-index/index.json' with { type: 'json' };
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
  const twin = await context.next(new Request(new URL(twinOf(page), request.url)));
  if (twin.ok) return markdownAnswer(twin, page, head.baseUrl, request.method);
  await twin.body?.cancel();
  return undefined;
};

// Pages stay static files: a browser's request, which never names markdown, does not run this.
export const config: Config = { path: PAGES_WITH_TWINS as `/${string}`[], header: { accept: ACCEPT_NAMING_MARKDOWN } };
