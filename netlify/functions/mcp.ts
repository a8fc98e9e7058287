import { readFileSync } from 'node:fs';
import type { Config } from '@netlify/functions';
// src/mcp/function-bundle.ts with its packages, one module (src/integrations/bundle-mcp-handler.ts).
import { handleMcpRequest, indexFromParts, publishedData } from '../../generated/mcp-handler.mjs';

/**
 * The baked index in parts, the API files and the twins ship beside the function at their place in
 * the project (netlify.toml, `included_files`), each read when a call first needs it. The root is
 * an argument, not a constant: the packager ships every folder a constant path names (all of dist/).
 */
function projectFiles(moduleUrl: string): (file: string) => string {
  return (file) => readFileSync(new URL(file, new URL('../../', moduleUrl)), 'utf8');
}

const read = projectFiles(import.meta.url);
const data = publishedData(
  indexFromParts((part) => read(`generated/${part}`)),
  async (file) => read(`dist${file}`),
);

/** Glue: the MCP endpoint answers every request itself (Functions v2: Request in, Response out). */
export default (request: Request): Promise<Response> => handleMcpRequest(request, data);

// Below the path too: `/api/mcp/` is the endpoint, `/api/mcp/x` a 404 envelope.
export const config: Config = { path: ['/api/mcp', '/api/mcp/*'] };
