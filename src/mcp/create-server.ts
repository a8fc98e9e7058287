import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  type InitializeResult,
} from '@modelcontextprotocol/sdk/types.js';
import { callTool, runTool } from './call-tool.ts';
import type { McpData } from './data.ts';
import { ProtocolError } from './protocol-error.ts';
import { negotiateProtocolVersion } from './protocol-version.ts';
import { sharedSchemaValidator } from './schema-validator.ts';
import { serverInfo, serverInstructions } from './server-info.ts';
import { READ_ONLY_ANNOTATIONS } from './tools/define-tool.ts';
import { TOOLS } from './tools/all-tools.ts';

/** Stateless and without notifications: the tool list never changes while connected. */
const CAPABILITIES = { tools: { listChanged: false } };

/**
 * A fresh MCP server over the portfolio data, for one request. Tools are registered with the SDK
 * (which lists them with JSON Schemas derived from the core zod schemas); three SDK defaults are
 * replaced where this API's contract differs: protocol version negotiation, tools/call error
 * reporting, and the message for an unknown method.
 */
export function createMcpServer(data: McpData): McpServer {
  const server = new McpServer(serverInfo(data), {
    capabilities: CAPABILITIES,
    instructions: serverInstructions(data),
    jsonSchemaValidator: sharedSchemaValidator,
  });
  for (const tool of TOOLS) {
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: { title: tool.title, ...READ_ONLY_ANNOTATIONS },
      },
      (args: unknown) => runTool(tool, args, data),
    );
  }

  // The SDK answers with its newest version (2025-11-25) when it knows the requested one.
  server.server.setRequestHandler(
    InitializeRequestSchema,
    (request): InitializeResult => ({
      protocolVersion: negotiateProtocolVersion(request.params.protocolVersion),
      capabilities: CAPABILITIES,
      serverInfo: serverInfo(data),
      instructions: serverInstructions(data),
    }),
  );

  const tools = new Map(TOOLS.map((tool) => [tool.name, tool]));
  server.server.setRequestHandler(CallToolRequestSchema, (request) => callTool(tools, request.params, data));

  server.server.fallbackRequestHandler = async (request) => {
    throw new ProtocolError(
      ErrorCode.MethodNotFound,
      `Method ${JSON.stringify(request.method)} not found. This server answers initialize, ping, tools/list and tools/call.`,
    );
  };
  return server;
}
