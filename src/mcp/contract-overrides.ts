/**
 * Where the SDK's defaults differ from this server's contract (decisions.md, "MCP endpoint"), each
 * overridden here and only here, with the SDK's public API:
 *
 * 1. `initialize` answers the client's version when it is one this server speaks, else 2025-06-18
 *    (the SDK answers with its newest, 2025-11-25): `setRequestHandler(InitializeRequestSchema)`.
 * 2. An unknown tool, or arguments that fail the tool's input schema, are JSON-RPC error -32602
 *    (2025-06-18 "protocol errors"; the SDK reports both as an `isError` result). The tools/call
 *    handler checks both, then runs the very callback registered with `registerTool` (its
 *    `RegisteredTool.handler`), so registration stays the one source of what a tool does.
 * 3. An unknown method is -32601 with a message that lists the methods this server answers (the
 *    SDK says only "Method not found"): `fallbackRequestHandler`.
 * 4. Params that do not fit a known method's request schema are -32602 (the SDK's handler wrapper
 *    reports a failed params parse as -32603 Internal error): checked once, before the message is
 *    handed to the server, with the SDK's own request schemas.
 */
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type CallToolResult,
  type InitializeResult,
  type JSONRPCErrorResponse,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';
import type * as z from 'zod';
import { joinWords } from '../core/collections/operations.ts';
import { ProtocolError } from './protocol-error.ts';
import { negotiateProtocolVersion } from './protocol-version.ts';

/** The methods this server answers, each with the SDK's schema of its request. */
const REQUEST_SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
} as const;

/** 1. The contract's version negotiation; the rest of the answer is what the SDK would say. */
export function answerInitializeWithContractVersion(server: McpServer, answer: Pick<InitializeResult, 'capabilities' | 'serverInfo' | 'instructions'>): void {
  server.server.setRequestHandler(
    InitializeRequestSchema,
    (request): InitializeResult => ({ protocolVersion: negotiateProtocolVersion(request.params.protocolVersion), ...answer }),
  );
}

/** A tool as registered with the SDK, with the input schema its arguments are checked against. */
export interface ToolRegistration {
  registered: RegisteredTool;
  inputSchema: z.ZodObject;
}

/** 2. Protocol errors for an unknown tool or bad arguments; then the registered callback answers. */
export function reportToolInputErrorsAsProtocolErrors(server: McpServer, tools: ReadonlyMap<string, ToolRegistration>): void {
  server.server.setRequestHandler(CallToolRequestSchema, async (request, extra): Promise<CallToolResult> => {
    const { name } = request.params;
    const tool = tools.get(name);
    if (!tool) {
      throw new ProtocolError(
        ErrorCode.InvalidParams,
        `Unknown tool ${JSON.stringify(name)}. Available tools: ${[...tools.keys()].join(', ')}; call tools/list for their inputs.`,
      );
    }
    const parsed = tool.inputSchema.safeParse(request.params.arguments ?? {});
    if (!parsed.success) throw new ProtocolError(ErrorCode.InvalidParams, `Invalid arguments for ${name}: ${describeIssues(parsed.error)}`);
    // Registered callbacks take (arguments, extra); the SDK's union type covers task handlers too.
    const callback = tool.registered.handler as (args: unknown, context: typeof extra) => CallToolResult | Promise<CallToolResult>;
    return await callback(parsed.data, extra);
  });
}

/** 3. The unknown-method message names what this server answers. */
export function nameTheMethodsOnUnknownMethod(server: McpServer): void {
  server.server.fallbackRequestHandler = async (request) => {
    throw new ProtocolError(
      ErrorCode.MethodNotFound,
      `Method ${JSON.stringify(request.method)} not found. This server answers ${joinWords(Object.keys(REQUEST_SCHEMAS))}.`,
    );
  };
}

/** 4. -32602 for params that do not fit a known method; `undefined` when they do (or the method is unknown). */
export function invalidParamsError(request: JSONRPCRequest): JSONRPCErrorResponse | undefined {
  if (!Object.hasOwn(REQUEST_SCHEMAS, request.method)) return undefined;
  const parsed = REQUEST_SCHEMAS[request.method as keyof typeof REQUEST_SCHEMAS].safeParse(request);
  if (parsed.success) return undefined;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; ');
  return { jsonrpc: '2.0', id: request.id, error: { code: ErrorCode.InvalidParams, message: `Invalid params for ${request.method}: ${problems}` } };
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}
