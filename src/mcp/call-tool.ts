import { ErrorCode, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type * as z from 'zod';
import type { McpData } from './data.ts';
import { ProtocolError } from './protocol-error.ts';
import type { McpTool } from './tools/define-tool.ts';
import { ToolError } from './tools/tool-error.ts';

/** Runs a tool on validated arguments: its object as structured content and as JSON text, or a tool error. */
export function runTool(tool: McpTool, args: unknown, data: McpData): CallToolResult {
  try {
    const value = tool.run(args, data);
    return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
  } catch (error) {
    if (error instanceof ToolError) return { content: [{ type: 'text', text: error.message }], isError: true };
    throw error;
  }
}

/**
 * tools/call as the 2025-06-18 spec splits it: an unknown tool or arguments that fail the input
 * schema are protocol errors (-32602), while a question without an answer is a tool result with
 * `isError`. (The SDK's default handler reports all of them as `isError` results.)
 */
export function callTool(
  tools: ReadonlyMap<string, McpTool>,
  params: { name: string; arguments?: Record<string, unknown> | undefined },
  data: McpData,
): CallToolResult {
  const tool = tools.get(params.name);
  if (!tool) {
    throw new ProtocolError(
      ErrorCode.InvalidParams,
      `Unknown tool ${JSON.stringify(params.name)}. Available tools: ${[...tools.keys()].join(', ')}; call tools/list for their inputs.`,
    );
  }
  const parsed = tool.inputSchema.safeParse(params.arguments ?? {});
  if (!parsed.success) {
    throw new ProtocolError(ErrorCode.InvalidParams, `Invalid arguments for ${tool.name}: ${describeIssues(parsed.error)}`);
  }
  return runTool(tool, parsed.data, data);
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
