import type { Config, Context } from '@netlify/edge-functions';
import index from '../../generated/api-index.json' with { type: 'json' };
import type { ApiIndex } from '../../src/core/query/api-index.ts';
import { devServerIndex } from '../../src/core/http/dev-server.ts';
import { etagOf } from '../../src/core/http/etag.ts';
import { createApiHandler } from '../../src/core/http/handle-api.ts';
import { successHeaders } from '../../src/core/http/headers.ts';

// The JSON import is typed from the sample data; the build wrote it from the ApiIndex shape.
const baked = index as unknown as ApiIndex;
const handleBaked = createApiHandler(baked);

/** Glue: the core decides; a pre-rendered file is fetched from the CDN and sent with the core's headers. */
export default async (request: Request, context: Context): Promise<Response> => {
  const fetchFile = (file: Request) => context.next(file);
  // `npm run dev`: the index of the content as it is now (src/core/http/dev-server.ts). The global is absent in Node.
  const current = globalThis.Netlify?.env.get('NETLIFY_LOCAL') ? await devServerIndex(request, fetchFile) : undefined;
  const outcome = await (current ? createApiHandler(current) : handleBaked)(request);
  if (outcome.kind === 'response') return outcome.response;
  const file = await fetchFile(new Request(new URL(outcome.file, request.url)));
  if (!current) return new Response(file.body, { status: 200, headers: successHeaders(outcome.etag, baked.baseUrl) });
  // `npm run dev`: an edit may land between the index and the file; the bytes sent name their own tag.
  const body = new Uint8Array(await file.arrayBuffer());
  return new Response(body, { status: 200, headers: successHeaders(await etagOf(body), current.baseUrl) });
};

export const config: Config = {
  path: ['/api', '/api/*', '/openapi.json'],
  // The MCP function answers its path and everything below it.
  excludedPath: ['/api/mcp', '/api/mcp/*'],
};
