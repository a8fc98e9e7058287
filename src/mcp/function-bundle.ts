/**
 * What the MCP function takes from the core, bundled by the build with its packages into one
 * module (`generated/mcp-handler.mjs`, src/integrations/bundle-mcp-handler.ts): the endpoint, and
 * the data it answers from over the function's own way of reading the published files, and the
 * baked index read in parts.
 */
export { handleMcpRequest } from './http/handle-mcp-request.ts';
export { publishedData } from './data.ts';
export { indexFromParts } from '../core/query/index-parts.ts';
