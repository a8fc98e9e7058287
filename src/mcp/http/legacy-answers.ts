/** Where the SDK's 2025-era answers differ from the contract's (docs/mcp.md), each rule in one place. */
import {
  ProtocolErrorCode,
  specTypeSchemas,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type JSONRPCRequest,
} from '@modelcontextprotocol/server';
import { ERROR_CATALOGUE, quote } from '../../core/errors/catalogue.ts';
import { TOOLS } from '../tools.ts';

/** Longest text an error answer carries as the SDK wrote it: a longer one quotes what the client sent, and is cut. */
const MAX_ERROR_TEXT = 300;
/** The SDK's URI template matcher throws on a longer URI (its own guard), which no resource here has. */
const MAX_URI_LENGTH = 1_000_000;

type Issue = { path: readonly PropertyKey[]; message: string };
const describe = (issues: readonly Issue[]) =>
  issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
const refuse = ({ id }: JSONRPCRequest, code: number, message: string): JSONRPCErrorResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});
// -32002 is MCP's code for a resource that does not exist, which 2025-era clients are told.
const notFound = (request: JSONRPCRequest) =>
  refuse(
    request,
    -32002,
    `Resource ${quote(String(request.params?.['uri']))} not found. Call resources/list for every resource (or resources/templates/list for their URI templates).`,
  );

export function contractRefusal(
  request: JSONRPCRequest,
  version: string | undefined,
): JSONRPCErrorResponse | undefined {
  const { method, params } = request;
  // Every list comes whole, so no cursor was handed out: MCP's pagination says an invalid one SHOULD be -32602 (the SDK ignores it).
  if (method.endsWith('/list') && params?.['cursor'] !== undefined) {
    return refuse(
      request,
      ProtocolErrorCode.InvalidParams,
      `Invalid cursor ${quote(String(params['cursor']))}: this server answers ${method} in one page and hands out no cursor; call it without one.`,
    );
  }
  // A URI holds no space or control character (docs/mcp.md, "Resources"); the SDK's URL parser would drop them at its ends unseen.
  const uri = params?.['uri'];
  if (
    method === 'resources/read' &&
    typeof uri === 'string' &&
    (/[\u0000-\u0020\u007f]/.test(uri) || uri.length > MAX_URI_LENGTH)
  )
    return notFound(request);
  // Before 2025-11-25 (SEP-1303), an unknown tool and arguments that fail its input schema are -32602 (docs/mcp.md, "Errors").
  if (
    method === 'tools/call' &&
    typeof params?.['name'] === 'string' &&
    (version === undefined || version < '2025-11-25')
  ) {
    const tool = TOOLS.find((candidate) => candidate.name === params['name']);
    if (!tool)
      return refuse(
        request,
        ProtocolErrorCode.InvalidParams,
        `Unknown tool ${quote(params['name'])}. Available tools: ${TOOLS.map((t) => t.name).join(', ')}; call tools/list for their inputs.`,
      );
    const parsed = tool.inputSchema.safeParse(params['arguments'] ?? {});
    if (!parsed.success)
      return refuse(
        request,
        ProtocolErrorCode.InvalidParams,
        `Invalid arguments for ${tool.name}: ${describe(parsed.error.issues)}`,
      );
  }
  return undefined;
}

export function contractAnswer(request: JSONRPCRequest, reply: JSONRPCMessage): JSONRPCMessage {
  if (!('error' in reply)) return reply;
  const { method, params } = request;
  // Params that do not fit the method's schema are -32602 naming the member (the SDK refuses the body, or answers -32603).
  const { issues } = specTypeSchemas.ClientRequest['~standard'].validate({ method, params });
  if (issues) {
    // The schema is a union of every request: the branch of this method is the one that takes its name.
    const branch = (issues[0] as { errors?: Issue[][] } | undefined)?.errors?.find((candidate) =>
      candidate.every((issue) => issue.path[0] !== 'method'),
    );
    return branch
      ? refuse(request, ProtocolErrorCode.InvalidParams, `Invalid params for ${method}: ${describe(branch)}`)
      : refuse(request, ProtocolErrorCode.MethodNotFound, `Method ${quote(method)} not found.`);
  }
  const { code } = reply.error;
  // An unknown resource is -32002 naming the URI as sent (docs/mcp.md, "Resources"); the SDK answers -32602 on every revision.
  if (method === 'resources/read' && code === ProtocolErrorCode.InvalidParams) return notFound(request);
  // A failure of the server's own is told without its detail (the log has it).
  if (code === ProtocolErrorCode.InternalError)
    return {
      ...reply,
      id: request.id,
      error: { code, message: ERROR_CATALOGUE.internal_error.message({ baseUrl: '' }) },
    };
  return shortError(reply);
}

/** An error answer with every text in it cut short, so that none echoes megabytes of input (docs/mcp.md, "HTTP rules"). */
export function shortError<T>(answer: T): T {
  const cut = (_key: string, value: unknown) =>
    typeof value === 'string' && value.length > MAX_ERROR_TEXT
      ? `${[...value].slice(0, MAX_ERROR_TEXT).join('')}…`
      : value;
  return typeof answer === 'object' && answer !== null && 'error' in answer
    ? (JSON.parse(JSON.stringify(answer, cut)) as T)
    : answer;
}
