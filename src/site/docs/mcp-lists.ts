/** Asked of the endpoint itself, in process, so the docs page cannot drift from what it answers. */
import type { Prompt, Resource, ResourceTemplateType as ResourceTemplate } from '@modelcontextprotocol/server';
import type { Documents } from '../../core/collections/documents.ts';
import { MCP_PATH } from '../../core/contract.ts';
import { handleMcpRequest } from '../../mcp/http/handle-mcp-request.ts';
import { inMemoryData } from './in-memory-mcp-data.ts';

export interface McpLists {
  resourceCount: number;
  firstResources: string[];
  resourceTemplates: ResourceTemplate[];
  prompts: Prompt[];
}

export async function mcpLists(documents: Documents, baseUrl: string): Promise<McpLists> {
  const data = inMemoryData(documents, baseUrl);
  const list = async <T>(method: string): Promise<T> => {
    const request = new Request(`${baseUrl}${MCP_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method }),
    });
    return ((await (await handleMcpRequest(request, data)).json()) as { result: T }).result;
  };
  const [{ resources }, { resourceTemplates }, { prompts }] = await Promise.all([
    list<{ resources: Resource[] }>('resources/list'),
    list<{ resourceTemplates: ResourceTemplate[] }>('resources/templates/list'),
    list<{ prompts: Prompt[] }>('prompts/list'),
  ]);
  return {
    resourceCount: resources.length,
    firstResources: resources.slice(0, 2).map((r) => r.uri),
    resourceTemplates,
    prompts,
  };
}
