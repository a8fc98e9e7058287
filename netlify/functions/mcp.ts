import { readFileSync } from 'node:fs';
import type { Config } from '@netlify/functions';
// src/mcp/function-bundle.ts with its packages, bundled by the build into one module so the
// function ships as one file (see src/integrations/bundle-mcp-handler.ts).
import { handleMcpRequest, indexFromParts, publishedData } from '../../generated/mcp-handler.mjs';

const read = projectFiles(import.meta.url);
// The baked index in parts, each list parsed when a call first reads it (read, not imported: the
// packager turns a JSON import into an object literal, which takes twice as long to load).
const index = indexFromParts((part) => read(`generated/${part}`));
// Documents and twins are read from the published files when a call needs one, once per instance.
const data = publishedData(index, async (file) => read(`dist${file}`));

/**
 * Reads a file of the project by its path there. The baked index's parts, the published API files and
 * the markdown twins ship with the function at their place in the project (netlify.toml,
 * `included_files`), so the project's root is two folders up from this module wherever it runs:
 * in the project, in Netlify's package and in the emulator's copy of its build. The root comes
 * from an argument, not a constant, on purpose: the packager ships every folder a constant path
 * in the function names, so a constant `dist/` would ship the whole site, pages and images
 * (mcp-package.test.ts checks what ships). Synchronous: the files are small and local, and an
 * instance answers one request at a time, so waiting on the thread pool would only add latency.
 */
function projectFiles(moduleUrl: string): (file: string) => string {
  const root = new URL('../../', moduleUrl);
  return (file) => readFileSync(new URL(file, root), 'utf8');
}

/** Glue: the MCP endpoint answers every request itself (Functions v2: Request in, Response out). */
export default (request: Request): Promise<Response> => handleMcpRequest(request, data);

// Everything below the path too: the handler answers `/api/mcp/` and `/api/mcp//` as the endpoint
// and any other path below it with a 404 envelope (the emulator collapses `//` when it matches edge
// function exclusions, so such a path would otherwise reach neither function).
export const config: Config = { path: ['/api/mcp', '/api/mcp/*'] };
