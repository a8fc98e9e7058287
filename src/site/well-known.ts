/** The API catalog, MCP server card and `server.json`: what an agent finds from the site alone (docs/discovery.md). */
import type { JSONRPCResponse } from '@modelcontextprotocol/server';
import {
  AI_CATALOG_CONTENT_TYPE,
  API_PREFIX,
  API_VERSION,
  DISCOVERY_PATHS,
  JSON_CONTENT_TYPE,
  LINKSET_CONTENT_TYPE,
  MCP_PATH,
  MCP_PROTOCOL_VERSIONS,
  MCP_STATELESS_VERSION,
  OPENAPI_MEDIA_TYPE,
  OPENAPI_PATHS,
  SERVER_CARD_CONTENT_TYPE,
} from '../core/contract.ts';
import { APP_MIME_TYPE, UI_EXTENSION } from '../mcp/apps.ts';
import { handleMcpRequest } from '../mcp/http/handle-mcp-request.ts';
import type { McpData } from '../mcp/data.ts';
import { inMemoryData } from './docs/in-memory-mcp-data.ts';
import { getDocuments, textFile } from './site-data.ts';
import { originOf } from './site-paths.ts';

const SERVER_CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
const SERVER_JSON_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

export function apiCatalogFile({ site }: { site: URL | undefined }): Response {
  const baseUrl = originOf(site);
  const item = (anchor: string, desc: string, type: string, doc: string) => ({
    anchor: baseUrl + anchor,
    'service-desc': [{ href: baseUrl + desc, type }],
    'service-doc': [{ href: baseUrl + doc, type: 'text/html' }],
  });
  const linkset = [
    item(`${API_PREFIX}/`, OPENAPI_PATHS[0], OPENAPI_MEDIA_TYPE, DISCOVERY_PATHS.docs),
    item(MCP_PATH, DISCOVERY_PATHS.serverCards[0], JSON_CONTENT_TYPE.split(';')[0]!, `${DISCOVERY_PATHS.docs}#mcp`),
  ];
  return textFile(JSON.stringify({ linkset }), LINKSET_CONTENT_TYPE);
}

/** A client offering MCP Apps: the cards show what such a client is told (the extension, each tool's view). */
const OFFERS_APPS = { extensions: { [UI_EXTENSION]: { mimeTypes: [APP_MIME_TYPE] } } };

export function aiCatalogFile({ site }: { site: URL | undefined }): Response {
  const baseUrl = originOf(site);
  const entry = {
    identifier: `urn:air:${new URL(baseUrl).hostname}:mcp:portfolio`,
    type: SERVER_CARD_CONTENT_TYPE,
    url: baseUrl + DISCOVERY_PATHS.serverCard,
  };
  return textFile(JSON.stringify({ specVersion: '1.0', entries: [entry] }), AI_CATALOG_CONTENT_TYPE);
}

/** Asks the MCP server, as a client of the current revision would, for one listing. */
export async function ask(data: McpData, method: string, capabilities: object = {}): Promise<Record<string, unknown>> {
  const _meta = {
    'io.modelcontextprotocol/protocolVersion': MCP_STATELESS_VERSION,
    'io.modelcontextprotocol/clientCapabilities': capabilities,
    'io.modelcontextprotocol/clientInfo': { name: 'build', version: API_VERSION },
  };
  const request = new Request(data.index.baseUrl + MCP_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'MCP-Protocol-Version': MCP_STATELESS_VERSION,
      'Mcp-Method': method,
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { _meta } }),
  });
  const reply = (await (await handleMcpRequest(request, data)).json()) as JSONRPCResponse;
  if (!('result' in reply)) throw new Error(`The MCP server did not answer ${method}: ${reply.error.message}`);
  return reply.result;
}

/** The MCP server card, or the MCP Registry's `server.json` made from it. */
async function mcpDocument(site: URL | undefined, which: 'card' | 'serverJson'): Promise<Response> {
  const data = inMemoryData(await getDocuments(), originOf(site));
  type Listing = Record<string, unknown>;
  const [discover, tools, prompts, templates] = (await Promise.all(
    ['server/discover', 'tools/list', 'prompts/list', 'resources/templates/list'].map((method) =>
      ask(data, method, OFFERS_APPS),
    ),
  )) as [Listing, Listing, Listing, Listing];
  const { capabilities, _meta } = discover as { capabilities: object; _meta: Record<string, { title: string }> };
  const serverInfo = _meta['io.modelcontextprotocol/serverInfo']!;
  const { baseUrl } = data.index;
  const about = {
    name: `${new URL(baseUrl).hostname.split('.').reverse().join('.')}/portfolio`,
    version: API_VERSION,
    title: serverInfo.title.slice(0, 100),
    description: `${serverInfo.title}: profile, projects and articles, read-only.`.slice(0, 100),
    websiteUrl: `${baseUrl}/`,
  };
  const remote = { type: 'streamable-http', url: baseUrl + MCP_PATH };
  const card = {
    $schema: SERVER_CARD_SCHEMA,
    ...about,
    remotes: [{ ...remote, supportedProtocolVersions: [...MCP_PROTOCOL_VERSIONS] }],
    capabilities,
    tools: tools.tools,
    prompts: prompts.prompts,
    resourceTemplates: templates.resourceTemplates,
  };
  if (which === 'card') return textFile(JSON.stringify(card), JSON_CONTENT_TYPE);
  const serverJson = { $schema: SERVER_JSON_SCHEMA, ...about, remotes: [remote] };
  return textFile(`${JSON.stringify(serverJson, null, 2)}\n`, JSON_CONTENT_TYPE);
}

export const serverCardFile = ({ site }: { site: URL | undefined }) => mcpDocument(site, 'card');
export const serverJsonFile = ({ site }: { site: URL | undefined }) => mcpDocument(site, 'serverJson');
