import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
  type JSONRPCErrorResponse,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';

/** The methods this server answers, each with the SDK's schema of its request. */
const REQUEST_SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
} as const;

const hasSchema = (method: string): method is keyof typeof REQUEST_SCHEMAS => Object.hasOwn(REQUEST_SCHEMAS, method);

/**
 * Params that do not fit a known method are -32602 Invalid params. Checked before the SDK sees the
 * request: it would report a failed params parse as -32603 Internal error.
 */
export function paramsError(request: JSONRPCRequest): JSONRPCErrorResponse | undefined {
  if (!hasSchema(request.method)) return undefined;
  const parsed = REQUEST_SCHEMAS[request.method].safeParse(request);
  if (parsed.success) return undefined;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'params'}: ${issue.message}`).join('; ');
  return {
    jsonrpc: '2.0',
    id: request.id,
    error: { code: ErrorCode.InvalidParams, message: `Invalid params for ${request.method}: ${problems}` },
  };
}
