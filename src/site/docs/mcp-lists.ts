/** Asked of the endpoint itself, in process, so the docs page cannot drift from what it answers. */
import type { Prompt, Resource, ResourceTemplateType as ResourceTemplate, Tool } from '@modelcontextprotocol/server';
import type { Documents } from '../../core/collections/documents.ts';
import { ask } from '../well-known.ts';
import { inMemoryData } from './in-memory-mcp-data.ts';

export type McpLists = Awaited<ReturnType<typeof mcpLists>>;

export async function mcpLists(documents: Documents, baseUrl: string) {
  const data = inMemoryData(documents, baseUrl);
  const methods = ['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list'];
  const [{ tools }, { resources }, { resourceTemplates }, { prompts }] = (await Promise.all(
    methods.map((method) => ask(data, method)),
  )) as [
    { tools: Tool[] },
    { resources: Resource[] },
    { resourceTemplates: ResourceTemplate[] },
    { prompts: Prompt[] },
  ];
  return { tools, resources, resourceTemplates, prompts };
}
