import { McpServer, ProtocolError, ProtocolErrorCode, type CacheHint, type CallToolResult, type jsonSchemaValidator } from '@modelcontextprotocol/server';
import { MAX_AGE_SECONDS, MCP_PROTOCOL_VERSIONS } from '../core/contract.ts';
import { asApiError } from '../core/errors/api-error.ts';
import { ERROR_CATALOGUE, quote } from '../core/errors/catalogue.ts';
import type { McpData } from './data.ts';
import { registerPrompts } from './prompts.ts';
import { registerResources, resourceLink, type Completer } from './resources.ts';
import { serverInfo, serverInstructions } from './server-info.ts';
import { readSingletons } from './singletons.ts';
import { TOOLS, type McpTool } from './tools/collection-tools.ts';

/** Stateless and without notifications: nothing the server offers changes while connected. */
const CAPABILITIES = { tools: { listChanged: false }, resources: { subscribe: false, listChanged: false }, prompts: { listChanged: false }, completions: {} };

/** Read-only, repeatable, closed-world: every tool only reads the portfolio. */
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** What 2026-07-28 clients may cache, for as long as the REST answers (the data changes only on deploy). */
const CACHE: CacheHint = { ttlMs: MAX_AGE_SECONDS * 1000, cacheScope: 'public' };
const CACHEABLE = ['server/discover', 'tools/list', 'prompts/list', 'resources/list', 'resources/templates/list', 'resources/read'] as const;

/**
 * The SDK checks elicitation answers with a JSON Schema validator (an Ajv instance, built for every
 * server unless one is given); this server never elicits, so it is given one that refuses, and the
 * function's bundle leaves Ajv out (src/integrations/bundle-mcp-handler.ts).
 */
const NEVER_ELICITS: jsonSchemaValidator = {
  getValidator: () => {
    throw new Error('This MCP server never asks the client for input (elicitation), so it has no answers to validate.');
  },
};

/** Completion answers at most this many values (the MCP limit), with the total and whether there are more. */
const MAX_COMPLETIONS = 100;

/** The first revision whose content items include `resource_link`: an older client gets none, so a strict one can parse every result. */
const RESOURCE_LINKS_SINCE = '2025-06-18';

/**
 * A fresh MCP server over the portfolio data, for one request of any revision the SDK serves.
 * `protocolVersion` is the revision the request names (its header); none means the contract's.
 */
export async function createMcpServer(data: McpData, { protocolVersion }: { protocolVersion?: string } = {}): Promise<McpServer> {
  // Revisions are dates, so they compare as text.
  const links = protocolVersion === undefined || protocolVersion >= RESOURCE_LINKS_SINCE;
  const singletons = await readSingletons(data);
  const server = new McpServer(serverInfo(singletons), {
    capabilities: CAPABILITIES,
    instructions: serverInstructions(singletons),
    supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS],
    jsonSchemaValidator: NEVER_ELICITS,
    cacheHints: Object.fromEntries(CACHEABLE.map((method) => [method, CACHE])),
  });
  for (const tool of TOOLS) {
    const { name, title, description, inputSchema, outputSchema } = tool;
    server.registerTool(name, { title, description, inputSchema, outputSchema, annotations: { title, ...READ_ONLY } }, (args) => toolResult(tool, args, data, links));
  }
  const templates = registerResources(server, data, singletons);
  const prompts = registerPrompts(server, data, singletons, { links });
  answerCompletions(server, { 'resource template': templates, prompt: prompts });
  return server;
}

/** A tool's answer as structured content and as JSON text, then links to the twins it is about; or a tool error. */
async function toolResult(tool: McpTool, args: Record<string, unknown>, data: McpData, links: boolean): Promise<CallToolResult> {
  let value: Record<string, unknown> | string;
  try {
    value = await tool.run(args, data);
  } catch (error) {
    // The SDK reports whatever a tool throws as its result: the client gets the catalogue's words, the log the detail.
    value = ERROR_CATALOGUE[asApiError(error).code].message({ baseUrl: data.index.baseUrl });
  }
  if (typeof value === 'string') return { content: [{ type: 'text', text: value }], isError: true };
  return { content: [{ type: 'text', text: JSON.stringify(value) }, ...(links ? (tool.links?.(value, data) ?? []).map(resourceLink) : [])], structuredContent: value };
}

/** Completion of an unknown reference or argument is -32602 (docs/mcp.md, "Resources"); the SDK answers it with no values. */
function answerCompletions(server: McpServer, refs: Record<'resource template' | 'prompt', ReadonlyMap<string, Record<string, Completer | undefined>>>): void {
  server.server.setRequestHandler('completion/complete', async ({ params: { ref, argument } }) => {
    const [kind, key] = ref.type === 'ref/resource' ? (['resource template', ref.uri] as const) : (['prompt', ref.name] as const);
    const args = refs[kind].get(key);
    const invalid = (message: string) => new ProtocolError(ProtocolErrorCode.InvalidParams, message);
    if (!args) throw invalid(`Unknown ${kind} ${quote(key)}; ${kind === 'prompt' ? 'prompts/list' : 'resources/templates/list'} gives them.`);
    if (!Object.hasOwn(args, argument.name)) throw invalid(`The ${kind} ${quote(key)} has no argument ${quote(argument.name)}; its arguments: ${Object.keys(args).join(', ')}.`);
    // An argument without a completer (free text) is valid and has nothing to offer.
    const values = args[argument.name]?.(argument.value) ?? [];
    return { completion: { values: values.slice(0, MAX_COMPLETIONS), total: values.length, hasMore: values.length > MAX_COMPLETIONS } };
  });
}
