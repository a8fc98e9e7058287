// The MCP function's src/ imports, bundled with its packages by the build (src/integrations/bundle-mcp-handler.ts).
export { handleMcpRequest } from './http/handle-mcp-request.ts';
export { publishedData } from './data.ts';
export { indexFromParts } from '../core/query/api-index.ts';
