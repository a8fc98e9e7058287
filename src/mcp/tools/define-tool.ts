import type { ResourceLink } from '@modelcontextprotocol/sdk/types.js';
import type * as z from 'zod';
import type { McpData } from '../data.ts';

/** Read-only, repeatable, closed-world: every tool only reads the portfolio. */
export const READ_ONLY_ANNOTATIONS = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
} as const;

/**
 * One MCP tool over the portfolio. The result is always an object with a single key naming what
 * it holds (`{ profile }`, `{ project }`, `{ projects: [...] }`, …): it becomes the tool result's
 * `structuredContent`, and its JSON the text content.
 */
export interface ToolDefinition<Input extends z.ZodObject, Output extends z.ZodObject> {
  name: string;
  title: string;
  description: string;
  inputSchema: Input;
  outputSchema: Output;
  /** Throws `ToolError` when the question has no answer (an unknown slug). Async where it reads a document. */
  run: (args: z.output<Input>, data: McpData) => z.output<Output> | Promise<z.output<Output>>;
  /** The resources the answer is about (their markdown twins), linked after the text. */
  links?: (value: z.output<Output>, data: McpData) => ResourceLink[];
}

/** A tool with its argument types erased, so tools of different shapes share one list. */
export interface McpTool {
  name: string;
  title: string;
  description: string;
  inputSchema: z.ZodObject;
  outputSchema: z.ZodObject;
  run: (args: unknown, data: McpData) => Record<string, unknown> | Promise<Record<string, unknown>>;
  links?: (value: Record<string, unknown>, data: McpData) => ResourceLink[];
}

export function defineTool<Input extends z.ZodObject, Output extends z.ZodObject>(
  tool: ToolDefinition<Input, Output>,
): McpTool {
  // Arguments reach `run` only after `inputSchema` has parsed them.
  const { links, ...rest } = tool;
  return {
    ...rest,
    run: (args, data) => tool.run(args as z.output<Input>, data),
    // The value is what `run` returned.
    ...(links ? { links: (value: Record<string, unknown>, data: McpData) => links(value as z.output<Output>, data) } : {}),
  };
}
