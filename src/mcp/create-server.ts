import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  answerInitializeWithContractVersion,
  nameTheMethodsOnUnknownMethod,
  reportToolInputErrorsAsProtocolErrors,
  reportPromptArgumentErrorsClearly,
  reportUnknownCompletionsAsInvalidParams,
  reportUnknownResourcesAsNotFound,
  type ToolRegistration,
} from './contract-overrides.ts';
import type { McpData } from './data.ts';
import { registerPrompts } from './prompts.ts';
import { takesResourceLinks } from './protocol-version.ts';
import { registerResources } from './resources.ts';
import { noElicitationValidator } from './schema-validator.ts';
import { serverInfo, serverInstructions } from './server-info.ts';
import { readSingletons } from './singletons.ts';
import { toolResult } from './tool-result.ts';
import { READ_ONLY_ANNOTATIONS } from './tools/define-tool.ts';
import { TOOLS } from './tools/all-tools.ts';

/** Stateless and without notifications: nothing the server offers changes while connected. */
const CAPABILITIES = {
  tools: { listChanged: false },
  resources: { subscribe: false, listChanged: false },
  prompts: { listChanged: false },
  completions: {},
};

/**
 * A fresh MCP server over the portfolio data, for one request. Tools, resources (the markdown
 * twins, with templates that complete slugs) and prompts are registered with the SDK, which lists
 * them and runs their callbacks; contract-overrides.ts holds the few places where the contract
 * differs from the SDK's defaults. `protocolVersion` is the revision the request says the client
 * speaks: an older one gets no `resource_link` items (protocol-version.ts).
 */
export async function createMcpServer(data: McpData, { protocolVersion }: { protocolVersion?: string } = {}): Promise<McpServer> {
  const links = takesResourceLinks(protocolVersion);
  const singletons = await readSingletons(data);
  const server = new McpServer(serverInfo(singletons), {
    capabilities: CAPABILITIES,
    instructions: serverInstructions(singletons),
    jsonSchemaValidator: noElicitationValidator,
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
      (args: unknown) => toolResult(tool, args, data, { links }),
    );
    tools.set(tool.name, { registered, inputSchema: tool.inputSchema });
  }
  const resources = registerResources(server, data, singletons);
  const prompts = registerPrompts(server, data, singletons, { links });
  answerInitializeWithContractVersion(server, { capabilities: CAPABILITIES, serverInfo: serverInfo(singletons), instructions: serverInstructions(singletons) });
  reportToolInputErrorsAsProtocolErrors(server, tools);
  reportUnknownResourcesAsNotFound(server, resources);
  reportUnknownCompletionsAsInvalidParams(server, resources, prompts);
  reportPromptArgumentErrorsClearly(server, prompts);
  nameTheMethodsOnUnknownMethod(server);
  return server;
}
