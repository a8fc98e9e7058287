/**
 * What the MCP server offers besides tools — its resource templates, its prompts, and how many
 * resources it lists — read from the server itself through an in-process SDK client, so the docs
 * page cannot drift from what `resources/templates/list` and `prompts/list` answer.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { Prompt, ResourceTemplate } from '@modelcontextprotocol/sdk/types.js';
import type { Documents } from '../../core/collections/documents.ts';
import { createMcpServer } from '../../mcp/create-server.ts';
import { inMemoryData } from '../../mcp/in-memory-data.ts';

export interface McpLists {
  resourceCount: number;
  firstResources: string[];
  resourceTemplates: ResourceTemplate[];
  prompts: Prompt[];
}

export async function mcpLists(documents: Documents, baseUrl: string): Promise<McpLists> {
  const server = await createMcpServer(inMemoryData(documents, baseUrl));
  const client = new Client({ name: 'docs', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  try {
    const [{ resources }, { resourceTemplates }, { prompts }] = await Promise.all([client.listResources(), client.listResourceTemplates(), client.listPrompts()]);
    return { resourceCount: resources.length, firstResources: resources.slice(0, 2).map((r) => r.uri), resourceTemplates, prompts };
  } finally {
    await Promise.all([client.close(), server.close()]);
  }
}
