import type { Config, Context } from '@netlify/edge-functions';
import index from '../../generated/api-index.json' with { type: 'json' };
import type { ApiIndex } from '../../src/core/api-index.ts';
import { handleApiRequest } from '../../src/core/http/handle-api.ts';

// The JSON import is typed from the sample data; the build wrote it from the ApiIndex shape.
const apiIndex = index as unknown as ApiIndex;

/** Glue: the core decides; pre-rendered files are fetched from the CDN with the core's headers. */
export default async (request: Request, context: Context): Promise<Response> => {
  const outcome = handleApiRequest(request, apiIndex);
  if (outcome.kind === 'response') return outcome.response;
  const upstream = await context.next(new Request(new URL(outcome.file.file, request.url), { method: request.method, headers: request.headers }));
  return new Response(request.method === 'HEAD' ? null : upstream.body, { status: 200, headers: outcome.headers });
};

export const config: Config = {
  path: ['/api/*', '/openapi.json'],
  excludedPath: ['/api/mcp'],
};
