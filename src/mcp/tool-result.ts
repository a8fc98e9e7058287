import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { McpData } from './data.ts';
import type { McpTool } from './tools/define-tool.ts';
import { ToolError } from './tools/tool-error.ts';

/**
 * A tool's answer to checked arguments: its object as structured content and as JSON text, then,
 * for a client that takes them (`links`), a link to the markdown twin of each document it is
 * about; or a tool error.
 */
export async function toolResult(tool: McpTool, args: unknown, data: McpData, { links }: { links: boolean }): Promise<CallToolResult> {
  try {
    const value = await tool.run(args, data);
    return { content: [{ type: 'text', text: JSON.stringify(value) }, ...((links && tool.links?.(value, data)) || [])], structuredContent: value };
  } catch (error) {
    if (error instanceof ToolError) return { content: [{ type: 'text', text: error.message }], isError: true };
    throw error;
  }
}
