import { readFileSync } from 'node:fs';
import type { Config } from '@netlify/functions';
// src/mcp/function-bundle.ts with its packages, one module (src/integrations/bundle-mcp-handler.ts).
import { handleMcpRequest, indexFromParts, publishedData } from '../../generated/mcp-handler.mjs';
import { devServerIndex, devServerOrigin } from '../../src/core/http/dev-server.ts';

// The index parts, API files and twins ship beside the function (`included_files`), each read when a call first
// needs it. The root is an argument: the packager ships every folder a constant path names (docs/platform-notes.md).
const projectFiles = (moduleUrl: string) => (file: string) =>
  readFileSync(new URL(file, new URL('../../', moduleUrl)), 'utf8');

const read = projectFiles(import.meta.url);
const index = indexFromParts((part) => read(`generated/${part}`));
const data = publishedData(index, async (file) => read(`dist${file}`));

/** Glue: the MCP endpoint answers every request itself (Functions v2: Request in, Response out). */
export default async (request: Request): Promise<Response> => {
  // `npm run dev`: the index of the content as it is now (src/core/http/dev-server.ts), and each file as the dev
  // server serves it, at its own address: an API file at its API path (the edge function sends its bytes), a twin too.
  const origin = process.env['NETLIFY_LOCAL'] ? devServerOrigin(request) : undefined;
  const current = origin ? await devServerIndex(new Request(origin, { headers: request.headers }), fetch) : undefined;
  if (!current) return handleMcpRequest(request, data);
  const served = async (file: string) => {
    const response = await fetch(new URL(file.replace(/\.json$/, ''), origin));
    if (!response.ok) throw new Error(`The dev server answered ${file} with ${response.status}.`);
    return response.text();
  };
  return handleMcpRequest(request, publishedData(current, served));
};

// Below the path too: `/api/mcp/` is the endpoint, `/api/mcp/x` a 404 envelope.
export const config: Config = { path: ['/api/mcp', '/api/mcp/*'] };
