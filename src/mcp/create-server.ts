import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  answerInitializeWithContractVersion,
  nameTheMethodsOnUnknownMethod,
  reportToolInputErrorsAsProtocolErrors,
  type ToolRegistration,
} from './contract-overrides.ts';
import type { McpData } from './data.ts';
import { sharedSchemaValidator } from './schema-validator.ts';
import { serverInfo, serverInstructions } from './server-info.ts';
import { toolResult } from './tool-result.ts';
import { READ_ONLY_ANNOTATIONS } from './tools/define-tool.ts';
import { TOOLS } from './tools/all-tools.ts';

/** Stateless and without notifications: the tool list never changes while connected. */
const CAPABILITIES = { tools: { listChanged: false } };

/**
 * A fresh MCP server over the portfolio data, for one request. Tools are registered with the SDK,
 * which lists them with JSON Schemas derived from the core zod schemas and runs their callbacks;
 * contract-overrides.ts holds the few places where the contract differs from the SDK's defaults.
 */
export function createMcpServer(data: McpData): McpServer {
  const server = new McpServer(serverInfo(data), {
    capabilities: CAPABILITIES,
    instructions: serverInstructions(data),
    jsonSchemaValidator: sharedSchemaValidator,
  });
  const tools = new Map<string, ToolRegistration>();
  for (const tool of TOOLS) {
    const registered = server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: { title: tool.title, ...READ_ONLY_ANNOTATIONS },
      },
      (args: unknown) => toolResult(tool, args, data),
    );
    tools.set(tool.name, { registered, inputSchema: tool.inputSchema });
  }
  answerInitializeWithContractVersion(server, { capabilities: CAPABILITIES, serverInfo: serverInfo(data), instructions: serverInstructions(data) });
  reportToolInputErrorsAsProtocolErrors(server, tools);
  nameTheMethodsOnUnknownMethod(server);
  return server;
}
