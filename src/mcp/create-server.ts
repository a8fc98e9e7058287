import { McpServer, ProtocolError, ProtocolErrorCode, type CacheHint } from '@modelcontextprotocol/server';
import { LIST_COLLECTIONS, SINGLETON_COLLECTIONS, type Documents } from '../core/collections/documents.ts';
import { joinWords, SEARCH_OPERATION } from '../core/collections/operations.ts';
import { API_VERSION, MAX_AGE_SECONDS, MCP_PROTOCOL_VERSIONS } from '../core/contract.ts';
import { asApiError } from '../core/errors/api-error.ts';
import { ERROR_CATALOGUE, quote } from '../core/errors/catalogue.ts';
import { UI_EXTENSION, viewUri } from './apps.ts';
import type { McpData } from './data.ts';
import { registerPrompts } from './prompts.ts';
import { registerResources, resourceLink } from './resources.ts';
import { TOOLS, toolsOf } from './tools.ts';

/** Stateless and without notifications: nothing the server offers changes while connected. */
const CAPABILITIES = {
  tools: { listChanged: false },
  resources: { subscribe: false, listChanged: false },
  prompts: { listChanged: false },
  completions: {},
};

/** Each answered whole, in one page. */
export const LIST_METHODS = ['tools/list', 'prompts/list', 'resources/list', 'resources/templates/list'];

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** What a 2026-07-28 client may cache, and for as long as a REST answer (the data changes only on deploy). */
const CACHE: CacheHint = { ttlMs: MAX_AGE_SECONDS * 1000, cacheScope: 'public' };
const CACHEABLE = ['server/discover', ...LIST_METHODS, 'resources/read'];

// The SDK builds Ajv for every server not given a validator, to check elicitation answers; this one never elicits.
const NEVER_ELICITS = {
  getValidator: () => {
    throw new Error('This MCP server never elicits, so it has no answers to validate.');
  },
};

const MAX_COMPLETIONS = 100; // the MCP limit on completion values

/** Per request, any revision; before 2025-06-18 no `resource_link` items, which a strict client could not parse. */
export async function createMcpServer(
  data: McpData,
  { protocolVersion, apps }: { protocolVersion?: string | undefined; apps: boolean },
): Promise<McpServer> {
  const links = protocolVersion === undefined || protocolVersion >= '2025-06-18'; // revisions are dates: they compare as text
  // The profile names the server, its instructions and prompts; its file was emitted from the row's detail schema.
  const { name, jobTitle } = (await data.document(SINGLETON_COLLECTIONS[0]!)) as Documents['profile'];
  const tools = (kind: 'get' | 'list', of: 'singleton' | 'list') => joinWords(toolsOf(kind, of));
  const instructions = [
    `Read-only portfolio of ${name} (${jobTitle}): profile, projects with full case studies, and articles.`,
    `Use ${tools('get', 'singleton')} for who they are; ${tools('list', 'list')} for overviews and the slugs that ${tools('get', 'list')} take; ${SEARCH_OPERATION.tool} to find ${joinWords(LIST_COLLECTIONS.map((row) => row.name))} by keyword.`,
    'Every profile, project and article is also a markdown resource (resources/list; templates complete slugs), and tool results link them.',
    'Prompts: introduce_person, match_role (map a job description to evidence) and explain_project.',
    'The data changes only when the site is rebuilt.',
  ].join(' ');
  const server = new McpServer(
    { name: 'portfolio-content-api', title: `Portfolio of ${name}`, version: API_VERSION },
    {
      capabilities: apps ? { ...CAPABILITIES, extensions: { [UI_EXTENSION]: {} } } : CAPABILITIES,
      instructions,
      supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS],
      jsonSchemaValidator: NEVER_ELICITS,
      cacheHints: Object.fromEntries(CACHEABLE.map((method) => [method, CACHE])),
    },
  );
  for (const tool of TOOLS) {
    const { title, description, inputSchema, outputSchema } = tool;
    // The legacy key too: hosts of the extension's first drafts read only that one.
    const resourceUri = apps && tool.view ? viewUri(tool.view) : undefined;
    const view = resourceUri ? { _meta: { ui: { resourceUri }, 'ui/resourceUri': resourceUri } } : {};
    const config = { title, description, inputSchema, outputSchema, annotations: { title, ...READ_ONLY }, ...view };
    server.registerTool(tool.name, config, async (args) => {
      // The SDK reports what a tool throws as its result: the client gets the catalogue's words, the log the detail.
      const value = await Promise.resolve()
        .then(() => tool.run(args, data))
        .catch((error: unknown) => ERROR_CATALOGUE[asApiError(error).code].message({ baseUrl: data.index.baseUrl }));
      if (typeof value === 'string') return { content: [{ type: 'text', text: value }], isError: true };
      return {
        content: [
          { type: 'text', text: JSON.stringify(value) },
          ...(links ? (tool.links?.(value, data) ?? []).map(resourceLink) : []),
        ],
        structuredContent: value,
      };
    });
  }
  const refs = {
    'resource template': await registerResources(server, data, apps),
    prompt: registerPrompts(server, data, name, links),
  };
  // Completing an unknown reference or argument is -32602 (docs/mcp.md); the SDK answers it with no values.
  server.server.setRequestHandler('completion/complete', async ({ params: { ref, argument } }) => {
    const [kind, key] =
      ref.type === 'ref/resource' ? (['resource template', ref.uri] as const) : (['prompt', ref.name] as const);
    const args = refs[kind].get(key);
    const invalid = !args
      ? `Unknown ${kind} ${quote(key)}; ${kind === 'prompt' ? 'prompts/list' : 'resources/templates/list'} gives them.`
      : !Object.hasOwn(args, argument.name)
        ? `The ${kind} ${quote(key)} has no argument ${quote(argument.name)}; its arguments: ${Object.keys(args).join(', ')}.`
        : undefined;
    if (invalid) throw new ProtocolError(ProtocolErrorCode.InvalidParams, invalid);
    // An argument without a completer (free text) is valid and has nothing to offer.
    const values = args?.[argument.name]?.(argument.value) ?? [];
    return {
      completion: {
        values: values.slice(0, MAX_COMPLETIONS),
        total: values.length,
        hasMore: values.length > MAX_COMPLETIONS,
      },
    };
  });
  return server;
}
