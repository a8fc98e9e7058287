/** Where the SDK's answers differ from the contract's (docs/mcp.md), each rule in one place. */
import {
  ProtocolErrorCode,
  specTypeSchemas,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type JSONRPCRequest,
} from '@modelcontextprotocol/server';
import type { core } from 'zod';
import { MCP_STATELESS_VERSION } from '../../core/contract.ts';
import { ERROR_CATALOGUE, quote } from '../../core/errors/catalogue.ts';
import { LIST_METHODS } from '../create-server.ts';
import { TOOLS } from '../tools.ts';

/** Longest text an error answer carries as the SDK wrote it: a longer one quotes what the client sent, and is cut. */
const MAX_ERROR_TEXT = 300;
/** The SDK's URI template matcher throws on a longer URI (its own guard), which no resource here has. */
const MAX_URI_LENGTH = 1_000_000;

/** A schema's issue: the protocol's schemas and the tools' are zod's. */
export type Issue = core.$ZodIssue;
/** `member.path: message`. */
export const issueText = (issue: Issue, message = issue.message) =>
  issue.path.length > 0 ? `${issue.path.join('.')}: ${message}` : message;
/** Of a union (a message, a reference of one kind or another), the alternative that came closest: its first issue. */
export const closestIssue = (issue: Issue | undefined) =>
  issue?.code === 'invalid_union' ? issue.errors.toSorted((a, b) => a.length - b.length)[0]?.[0] : undefined;

const KINDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  record: 'an object',
  array: 'an array',
};
/** A schema issue of the protocol's own types in words, naming the member (zod's words only where these have none). */
function inWords(issue: Issue, request: unknown): string {
  const closest = closestIssue(issue);
  if (closest?.code === 'invalid_value' && issue.code === 'invalid_union') {
    // Alternatives told apart by one member's value (`ref.type`): any of their values will do.
    const at = closest.path.join('.');
    const values = issue.errors
      .flat()
      .flatMap((other) => (other.code === 'invalid_value' && other.path.join('.') === at ? other.values : []));
    return inWords({ ...closest, values, path: [...issue.path, ...closest.path] }, request);
  }
  if (closest) return inWords({ ...closest, path: [...issue.path, ...closest.path] }, request);
  const value = issue.path.reduce<unknown>(
    (at, key) =>
      typeof at === 'object' && at !== null && Object.hasOwn(at, key)
        ? (at as Record<PropertyKey, unknown>)[key]
        : undefined,
    request,
  );
  return issueText(
    issue,
    issue.code === 'invalid_type'
      ? value === undefined
        ? 'is required'
        : `must be ${KINDS[issue.expected ?? ''] ?? issue.expected}`
      : issue.code === 'invalid_value' && issue.values
        ? `must be ${issue.values.map((allowed) => JSON.stringify(allowed)).join(' or ')}`
        : issue.message,
  );
}

export const refuse = ({ id }: JSONRPCRequest, code: number, message: string): JSONRPCErrorResponse => ({
  jsonrpc: '2.0',
  id,
  error: { code, message },
});
const invalidParams = (request: JSONRPCRequest, message: string) =>
  refuse(request, ProtocolErrorCode.InvalidParams, message);
const notFoundWords = (request: JSONRPCRequest) =>
  `Resource ${quote(String(request.params?.['uri']))} not found. Call resources/list for every resource (or resources/templates/list for their URI templates).`;
// -32002 is MCP's code for a resource that does not exist, which 2025-era clients are told.
const notFound = (request: JSONRPCRequest) => refuse(request, -32002, notFoundWords(request));

/** The contract's answer where the SDK would give another: before the SDK at the 2025 revisions, in place of its answer at 2026-07-28. */
export function contractRefusal(request: JSONRPCRequest, version: string | undefined) {
  const { method, params } = request;
  // Every list comes whole, so no cursor was handed out: MCP's pagination says an invalid one SHOULD be -32602 (the SDK ignores it).
  const cursor = params?.['cursor'];
  if (LIST_METHODS.includes(method) && cursor !== undefined)
    return invalidParams(
      request,
      `${typeof cursor === 'string' ? `Invalid cursor ${quote(cursor)}` : 'Invalid cursor (a cursor is a string)'}: this server answers ${method} in one page and hands out no cursor; call it without one.`,
    );
  if (version === MCP_STATELESS_VERSION) return undefined;
  // A URI holds no space or control character (docs/mcp.md, "Resources"); the SDK's URL parser would drop them at its ends unseen.
  const uri = params?.['uri'];
  if (
    method === 'resources/read' &&
    typeof uri === 'string' &&
    (/[\u0000-\u0020\u007f]/.test(uri) || uri.length > MAX_URI_LENGTH)
  )
    return notFound(request);
  // Before 2025-11-25 (SEP-1303), arguments that fail a tool's input schema are -32602 (docs/mcp.md, "Errors").
  const args = params?.['arguments'] ?? {};
  const tool = method === 'tools/call' ? TOOLS.find((candidate) => candidate.name === params?.['name']) : undefined;
  if (tool && typeof args === 'object' && !Array.isArray(args) && (version === undefined || version < '2025-11-25')) {
    const parsed = tool.inputSchema.safeParse(args);
    if (!parsed.success)
      return invalidParams(
        request,
        `Invalid arguments for ${tool.name}: ${parsed.error.issues.map((issue) => issueText(issue)).join('; ')}`,
      );
  }
  return undefined;
}

/** The SDK's error answer as the contract words it (its successes stand). */
export function contractAnswer(request: JSONRPCRequest, reply: JSONRPCMessage, version: string | undefined) {
  if (!('error' in reply)) return reply;
  const { method, params } = request;
  const { code } = reply.error;
  // A method this server does not serve is -32601 whatever its params (`logging/setLevel {}` too).
  if (code === ProtocolErrorCode.MethodNotFound) return refuse(request, code, `Method ${quote(method)} not found.`);
  // An unknown tool or prompt in the same words at every revision (the SDK calls `__proto__` disabled).
  const name = params?.['name'];
  if (code === ProtocolErrorCode.InvalidParams && typeof name === 'string') {
    if (method === 'tools/call' && !TOOLS.some((tool) => tool.name === name))
      return invalidParams(
        request,
        `Unknown tool ${quote(name)}. Available tools: ${TOOLS.map((t) => t.name).join(', ')}; call tools/list for their inputs.`,
      );
    if (method === 'prompts/get' && /^Prompt .* (not found|disabled)$/.test(reply.error.message))
      return invalidParams(request, `Unknown prompt ${quote(name)}; prompts/list gives them.`);
  }
  // Params that do not fit the method's schema are -32602 naming the member (the SDK refuses the body, or answers -32603 with its schema's report).
  const { issues } = specTypeSchemas.ClientRequest['~standard'].validate({ method, params });
  // The schema is a union of every request: the branch of this method is the one that takes its name.
  const branch = (issues?.[0] as { errors?: Issue[][] } | undefined)?.errors?.find((candidate) =>
    candidate.every((issue) => issue.path[0] !== 'method'),
  );
  if (branch)
    return invalidParams(
      request,
      `Invalid params for ${method}: ${branch.map((issue) => inWords(issue, { method, params })).join('; ')}.`,
    );
  if (issues && version !== MCP_STATELESS_VERSION)
    return refuse(request, ProtocolErrorCode.MethodNotFound, `Method ${quote(method)} not found.`);
  // An unknown resource is -32002 naming the URI as sent (docs/mcp.md, "Resources"); the SDK answers -32602 on every revision, as 2026-07-28 has it, in the same words.
  if (method === 'resources/read' && code === ProtocolErrorCode.InvalidParams)
    return version === MCP_STATELESS_VERSION
      ? { ...reply, error: { ...reply.error, message: notFoundWords(request) } }
      : notFound(request);
  // A failure of the server's own is told without its detail (the log has it).
  if (code === ProtocolErrorCode.InternalError)
    return refuse(request, code, ERROR_CATALOGUE.internal_error.message({ baseUrl: '' }));
  return shortError(reply);
}

/** An error answer with every text of its error cut short, so that none echoes megabytes of input (docs/mcp.md, "HTTP rules"); the id comes back as sent. */
export function shortError(answer: JSONRPCErrorResponse): JSONRPCErrorResponse {
  const cut = (_key: string, value: unknown) =>
    typeof value === 'string' && value.length > MAX_ERROR_TEXT
      ? `${[...value].slice(0, MAX_ERROR_TEXT).join('')}…`
      : value;
  return { ...answer, error: JSON.parse(JSON.stringify(answer.error, cut)) as JSONRPCErrorResponse['error'] };
}
