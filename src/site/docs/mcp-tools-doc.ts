/** Read from the server's own tool list, so the docs cannot drift from `tools/list`. */
import * as z from 'zod';
import { TOOLS } from '../../mcp/tools.ts';

export interface McpToolDoc {
  name: string;
  title: string;
  description: string;
  arguments: { name: string; required: boolean; description: string }[];
  /** Its anchor on the docs page. */
  mirrors: string;
}

interface ArgumentsSchema {
  properties?: Record<string, { description?: string }>;
  required?: string[];
}

/** `list_projects` → `listProjects`: each tool mirrors the REST operation of the matching name. */
function operationId(toolName: string): string {
  return toolName.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

export const MCP_TOOLS: McpToolDoc[] = TOOLS.map((tool) => {
  const schema = z.toJSONSchema(tool.inputSchema, { io: 'input' }) as ArgumentsSchema;
  const required = new Set(schema.required ?? []);
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    arguments: Object.entries(schema.properties ?? {}).map(([name, property]) => ({
      name,
      required: required.has(name),
      description: property.description ?? '',
    })),
    mirrors: operationId(tool.name),
  };
});
