import type { Config } from '@netlify/functions';
import index from '../../generated/api-index.json' with { type: 'json' };
import documents from '../../generated/documents.json' with { type: 'json' };
import twins from '../../generated/twins.json' with { type: 'json' };
// src/mcp/http/handle-mcp-request.ts with its packages, bundled by the build into one module so
// the function ships as one file (see src/integrations/bundle-mcp-handler.ts).
import { handleMcpRequest } from '../../generated/mcp-handler.mjs';
import type { Documents } from '../../src/core/collections/documents.ts';
import type { ApiIndex } from '../../src/core/query/api-index.ts';
import type { McpData } from '../../src/mcp/data.ts';

// The JSON imports are typed from the sample data; the build wrote them from these shapes.
const data: McpData = { index: index as unknown as ApiIndex, documents: documents as unknown as Documents, twins };

/** Glue: the MCP endpoint answers every request itself (Functions v2: Request in, Response out). */
export default (request: Request): Promise<Response> => handleMcpRequest(request, data);

// Everything below the path too: the handler answers `/api/mcp/` and `/api/mcp//` as the endpoint
// and any other path below it with a 404 envelope (the emulator collapses `//` when it matches edge
// function exclusions, so such a path would otherwise reach neither function).
export const config: Config = { path: ['/api/mcp', '/api/mcp/*'] };
