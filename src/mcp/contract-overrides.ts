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
 *    handed to the server, with the SDK's own request schemas. So is a `cursor` on a list method:
 *    this server lists everything at once and hands out no cursor, so any cursor is one it never
 *    gave, which MCP's pagination says SHOULD be -32602 (the SDK ignores it and lists from the
 *    start). An unknown method is -32601 here already when its params would not pass the SDK's
 *    message schema (`"_meta": []`), which would keep it from the handler of 3.
 * 5. An unknown resource is -32002, naming the URI and saying to call resources/list (the SDK
 *    answers -32602). The resources/read handler finds the registered resource or template as the
 *    SDK does and runs its registered read callback.
 * 6. Completion of an unknown reference or an unknown argument is -32602 (the SDK answers an
 *    unknown argument with no values). The completion/complete handler then runs the completer
 *    registered with the template (`complete`) or the prompt argument (`completable`).
 * 7. An unknown prompt or arguments that fail its schema are -32602 with a message that names the
 *    argument and says what to call (the SDK's says "MCP error -32602: …" twice over); then the
 *    callback registered with `registerPrompt` answers.
 * 8. A request's task metadata (`params.task`, MCP 2025-11-25 tasks) is ignored and the request
 *    answered as usual: this server declares no `tasks` capability, and a receiver that does not
 *    MUST process such a request normally (Tasks, "Behavior Requirements"). The SDK throws on it
 *    instead, which the client saw as -32603 on every method, `ping` included.
 */
import { getCompleter, isCompletable } from '@modelcontextprotocol/sdk/server/completable.js';
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import {
  CallToolRequestSchema,
  CompleteRequestSchema,
  ErrorCode,
  GetPromptRequestSchema,
  InitializeRequestSchema,
  ListPromptsRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  JSONRPCRequestSchema,
  ReadResourceRequestSchema,
  type CallToolResult,
  type CompleteResult,
  type GetPromptResult,
  type InitializeResult,
  type JSONRPCErrorResponse,
  type JSONRPCRequest,
  type ReadResourceResult,
} from '@modelcontextprotocol/sdk/types.js';
import * as z from 'zod';
import { joinWords } from '../core/collections/operations.ts';
// Client values in messages are quoted and cut short, as in the REST errors.
import { quote } from '../core/errors/catalogue.ts';
import { decodeUnreserved } from '../core/http/routes.ts';
import type { PromptRegistration } from './prompts.ts';
import { ProtocolError } from './protocol-error.ts';
import { negotiateProtocolVersion } from './protocol-version.ts';
import { RESOURCE_NOT_FOUND, resourceNotFound, type ResourceRegistrations } from './resources.ts';

/** The methods this server answers, each with the SDK's schema of its request. */
const REQUEST_SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
  'resources/list': ListResourcesRequestSchema,
  'resources/read': ReadResourceRequestSchema,
  'resources/templates/list': ListResourceTemplatesRequestSchema,
  'prompts/list': ListPromptsRequestSchema,
  'prompts/get': GetPromptRequestSchema,
  'completion/complete': CompleteRequestSchema,
} as const;

/** The methods whose params take a `cursor` (MCP's paginated lists), by their schemas: this server answers each in one page. */
const PAGINATED_METHODS: ReadonlySet<string> = new Set(Object.entries(REQUEST_SCHEMAS).filter(([, schema]) => 'cursor' in paramsShape(schema)).map(([method]) => method));

function paramsShape(schema: z.ZodObject): Readonly<Record<string, unknown>> {
  const params = schema.shape['params'];
  const object = params instanceof z.ZodOptional ? params.unwrap() : params;
  return object instanceof z.ZodObject ? object.shape : {};
}

/** Completion answers at most this many values (the MCP limit), with the total and whether there are more. */
const MAX_COMPLETION_VALUES = 100;

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
        `Unknown tool ${quote(name)}. Available tools: ${[...tools.keys()].join(', ')}; call tools/list for their inputs.`,
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
    throw new ProtocolError(ErrorCode.MethodNotFound, unknownMethodMessage(request.method));
  };
}

function unknownMethodMessage(method: string): string {
  return `Method ${quote(method)} not found. This server answers ${joinWords(Object.keys(REQUEST_SCHEMAS))}.`;
}

/**
 * 4. -32602 for params that do not fit a known method, or a cursor on a list method; -32601 for an
 * unknown method whose params the SDK would not take; `undefined` for a request the server answers.
 */
export function refusedParamsError(request: JSONRPCRequest): JSONRPCErrorResponse | undefined {
  const refuse = (code: number, message: string): JSONRPCErrorResponse => ({ jsonrpc: '2.0', id: request.id, error: { code, message } });
  if (!Object.hasOwn(REQUEST_SCHEMAS, request.method)) {
    return JSONRPCRequestSchema.safeParse(request).success ? undefined : refuse(ErrorCode.MethodNotFound, unknownMethodMessage(request.method));
  }
  const parsed = REQUEST_SCHEMAS[request.method as keyof typeof REQUEST_SCHEMAS].safeParse(request);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; ');
    return refuse(ErrorCode.InvalidParams, `Invalid params for ${request.method}: ${problems}`);
  }
  const cursor = request.params?.['cursor'];
  if (PAGINATED_METHODS.has(request.method) && cursor !== undefined) {
    return refuse(ErrorCode.InvalidParams, `Invalid cursor ${quote(String(cursor))}: this server answers ${request.method} in one page and hands out no cursor; call it without one.`);
  }
  return undefined;
}

/** 8. The request without its task metadata, which this server ignores; the same object when it has none. */
export function withoutTaskMetadata(request: JSONRPCRequest): JSONRPCRequest {
  const params = request.params;
  if (params === undefined || !Object.hasOwn(params, 'task')) return request;
  const { task: _ignored, ...rest } = params;
  return { ...request, params: rest };
}

/** 5. -32002 for an unknown resource; the registered read callbacks answer the rest. */
export function reportUnknownResourcesAsNotFound(server: McpServer, resources: ResourceRegistrations): void {
  server.server.setRequestHandler(ReadResourceRequestSchema, async (request, extra): Promise<ReadResourceResult> => {
    const { uri } = request.params;
    // A URI holds no space or control character; the URL parser would drop them at its ends unseen.
    if (/[\u0000-\u0020\u007f]/.test(uri)) throw resourceNotFound(uri);
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      throw resourceNotFound(uri);
    }
    // The same resource by RFC 3986's syntax-based normalisation: the parser puts the scheme and
    // host in lower case and resolves dot segments; percent-encoded unreserved characters are decoded.
    url.pathname = decodeUnreserved(url.pathname);
    try {
      const fixed = resources.fixed.get(url.href);
      if (fixed) return await fixed.readCallback(url, extra);
      for (const template of resources.templates) {
        const variables = template.resourceTemplate.uriTemplate.match(url.href);
        if (variables) return await template.readCallback(url, variables, extra);
      }
    } catch (error) {
      // Not found is said of the URI as the client sent it, not as the parser rewrote it (`%7Bslug%7D`).
      if (error instanceof ProtocolError && error.code === RESOURCE_NOT_FOUND) throw resourceNotFound(uri);
      throw error;
    }
    throw resourceNotFound(uri);
  });
}

/** 7. Clear -32602 errors for an unknown prompt or bad arguments; then the registered callback answers. */
export function reportPromptArgumentErrorsClearly(server: McpServer, prompts: ReadonlyMap<string, PromptRegistration>): void {
  server.server.setRequestHandler(GetPromptRequestSchema, async (request, extra): Promise<GetPromptResult> => {
    const { name } = request.params;
    const prompt = prompts.get(name);
    if (!prompt) {
      throw new ProtocolError(ErrorCode.InvalidParams, `Unknown prompt ${quote(name)}. Available prompts: ${[...prompts.keys()].join(', ')}; call prompts/list for their arguments.`);
    }
    const parsed = z.object(prompt.argsShape).safeParse(request.params.arguments ?? {});
    if (!parsed.success) throw new ProtocolError(ErrorCode.InvalidParams, `Invalid arguments for prompt ${name}: ${describeIssues(parsed.error)}`);
    // Registered prompt callbacks take (arguments, extra) when the prompt has arguments, as all of these do.
    const callback = prompt.registered.callback as (args: unknown, context: typeof extra) => GetPromptResult | Promise<GetPromptResult>;
    return await callback(parsed.data, extra);
  });
}

/** 6. -32602 for an unknown reference or argument; the registered completers answer the rest. */
export function reportUnknownCompletionsAsInvalidParams(
  server: McpServer,
  resources: ResourceRegistrations,
  prompts: ReadonlyMap<string, PromptRegistration>,
): void {
  server.server.setRequestHandler(CompleteRequestSchema, async (request): Promise<CompleteResult> => {
    const { ref, argument, context } = request.params;
    let complete: ((value: string, context?: { arguments?: Record<string, string> }) => string[] | Promise<string[]>) | undefined;
    if (ref.type === 'ref/resource') {
      const template = resources.templates.find((candidate) => candidate.resourceTemplate.uriTemplate.toString() === ref.uri);
      if (!template) {
        throw new ProtocolError(ErrorCode.InvalidParams, `Unknown resource template ${quote(ref.uri)}; resources/templates/list gives the templates.`);
      }
      complete = template.resourceTemplate.completeCallback(argument.name);
      if (!complete) throw new ProtocolError(ErrorCode.InvalidParams, `The template ${quote(ref.uri)} has no argument ${quote(argument.name)} to complete.`);
    } else {
      const prompt = prompts.get(ref.name);
      if (!prompt) throw new ProtocolError(ErrorCode.InvalidParams, `Unknown prompt ${quote(ref.name)}; prompts/list gives the prompts.`);
      const field = Object.hasOwn(prompt.argsShape, argument.name) ? prompt.argsShape[argument.name] : undefined;
      if (!field) {
        throw new ProtocolError(
          ErrorCode.InvalidParams,
          `The prompt ${quote(ref.name)} has no argument ${quote(argument.name)}; its arguments: ${Object.keys(prompt.argsShape).join(', ')}.`,
        );
      }
      // An argument without a completer (free text) is valid and has nothing to offer.
      complete = isCompletable(field) ? (getCompleter(field) as typeof complete) : () => [];
    }
    const values = await complete!(argument.value, context);
    return { completion: { values: values.slice(0, MAX_COMPLETION_VALUES), total: values.length, hasMore: values.length > MAX_COMPLETION_VALUES } };
  });
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}
