import { readFileSync } from 'node:fs';
import type { Config } from '@netlify/functions';
// src/mcp/function-bundle.ts bundled by the build with its packages into one module, so the
// function ships as one file (src/integrations/bundle-mcp-handler.ts).
import { handleMcpRequest, indexFromParts, publishedData } from '../../generated/mcp-handler.mjs';

const read = projectFiles(import.meta.url);
const data = publishedData(
  indexFromParts((part) => read(`generated/${part}`)),
  async (file) => read(`dist${file}`),
);

/**
 * Reads a file of the project by its path there: the baked index in parts, the API files and the
 * twins ship beside the function at their place in the project (netlify.toml, `included_files`).
 * The root comes from an argument, not a constant: the packager ships every folder a constant path
 * names, and `dist/` would bring the whole site. Synchronous: the files are small and local, and an
 * instance answers one request at a time.
 */
function projectFiles(moduleUrl: string): (file: string) => string {
  const root = new URL('../../', moduleUrl);
  return (file) => readFileSync(new URL(file, root), 'utf8');
}

/** Glue: the MCP endpoint answers every request itself (Functions v2: Request in, Response out). */
export default (request: Request): Promise<Response> => handleMcpRequest(request, data);

// Everything below the path too: `/api/mcp/` and `/api/mcp//` are the endpoint, any other path
// below it a 404 envelope (the emulator collapses `//` when it matches edge function exclusions).
export const config: Config = { path: ['/api/mcp', '/api/mcp/*'] };
