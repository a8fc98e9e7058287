/** Where the SDK's answers differ from the contract's (docs/mcp.md), each rule in one place. */
import {
  ProtocolErrorCode,
  specTypeSchemas,
  type JSONRPCErrorResponse,
  type JSONRPCMessage,
  type JSONRPCRequest,
} from '@modelcontextprotocol/server';
import type { core } from 'zod';
import { MAX_BODY_BYTES, MCP_STATELESS_VERSION } from '../../core/contract.ts';
import { ApiError } from '../../core/errors/api-error.ts';
import { cutShort, ERROR_CATALOGUE, quote } from '../../core/errors/catalogue.ts';
import { LIST_METHODS } from '../create-server.ts';
import { shown, TOOLS } from '../tools.ts';

/** Longest text an error answer carries as the SDK wrote it: a longer one quotes what the client sent, and is cut. */
const MAX_ERROR_TEXT = 300;
/** The SDK's URI template matcher throws on a longer URI (its own guard), which no resource here has. */
const MAX_URI_LENGTH = 1_000_000;

type Issue = core.$ZodIssue;
const issueText = (issue: Issue, message = issue.message) =>
  issue.path.length > 0 ? `${issue.path.join('.')}: ${message}` : message;
/** Of a union (a message, a reference of one kind or another), the alternative that came closest: its first issue. */
const closestIssue = (issue: Issue | undefined) =>
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
    (at, key) => (typeof at === 'object' && at !== null && Object.hasOwn(at, key) ? Reflect.get(at, key) : undefined),
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

/** The contract's answer where the SDK's differs: before the SDK at the 2025 revisions, instead of it at 2026-07-28. */
export function contractRefusal(request: JSONRPCRequest, version: string | undefined) {
  const { method, params } = request;
  // Lists come whole, so no cursor was handed out; MCP says an invalid one SHOULD be -32602 (the SDK ignores it).
  const cursor = params?.['cursor'];
  if (LIST_METHODS.includes(method) && cursor !== undefined)
    return invalidParams(
      request,
      `${typeof cursor === 'string' ? `Invalid cursor ${quote(cursor)}` : 'Invalid cursor (a cursor is a string)'}: this server answers ${method} in one page and hands out no cursor; call it without one.`,
    );
  if (version === MCP_STATELESS_VERSION) return undefined;
  // A URI holds no space or control character (docs/mcp.md); the SDK's URL parser would drop them at its ends unseen.
  const uri = method === 'resources/read' ? params?.['uri'] : undefined;
  if (typeof uri === 'string' && (/[\u0000-\u0020\u007f]/.test(uri) || uri.length > MAX_URI_LENGTH))
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
  // Params that misfit the method's schema are -32602 naming the member (the SDK refuses the body or answers -32603).
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
  // An unknown resource is -32002 naming the URI as sent (docs/mcp.md); at 2026-07-28, the SDK's -32602 in those words.
  if (method === 'resources/read' && code === ProtocolErrorCode.InvalidParams)
    return version === MCP_STATELESS_VERSION
      ? { ...reply, error: { ...reply.error, message: notFoundWords(request) } }
      : notFound(request);
  // A failure of the server's own is told without its detail (the log has it).
  if (code === ProtocolErrorCode.InternalError)
    return refuse(request, code, ERROR_CATALOGUE.internal_error.message({ baseUrl: '' }));
  return shortError(reply);
}

/** Every text of an error answer cut short, so none echoes megabytes of input (docs/mcp.md); the id as sent. */
export function shortError(answer: JSONRPCErrorResponse): JSONRPCErrorResponse {
  const cut = (_key: string, value: unknown) =>
    typeof value === 'string' && value.length > MAX_ERROR_TEXT
      ? `${[...value].slice(0, MAX_ERROR_TEXT).join('')}…`
      : value;
  return { ...answer, error: JSON.parse(JSON.stringify(answer.error, cut)) as JSONRPCErrorResponse['error'] };
}

/** Refuses more than MAX_BODY_BYTES, declared or as it arrives, so no client makes the server hold a huge body. */
export async function readBody(request: Request): Promise<unknown> {
  const encoding = request.headers.get('content-encoding');
  if (encoding?.split(',').some((coding) => !['', 'identity'].includes(coding.trim().toLowerCase())))
    throw new ApiError('unsupported_media_type', { value: encoding, header: 'Content-Encoding' });
  if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES) throw new ApiError('payload_too_large');
  // Chunk by chunk, not piped through a stream: a pipe slows a cold start (docs/benchmarks.md).
  const reader = request.body?.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  for (;;) {
    const chunk = await reader?.read().catch(() => {
      throw new ApiError('parse_error', { value: 'the body could not be read to its end' });
    });
    if (!chunk || chunk.done) break;
    received += chunk.value.byteLength;
    if (received > MAX_BODY_BYTES) {
      await reader?.cancel().catch(() => {});
      throw new ApiError('payload_too_large');
    }
    chunks.push(chunk.value as Uint8Array<ArrayBuffer>);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await new Blob(chunks).arrayBuffer());
  } catch {
    // JSON is UTF-8 whatever charset a Content-Type names (RFC 8259 §8.1): a client that named another is told so.
    const charset = /;\s*charset="?([^";\s]+)/i.exec(request.headers.get('content-type') ?? '')?.[1];
    const named =
      charset && !/^utf-?8$/i.test(charset) ? `, which JSON always is (its Content-Type names ${charset})` : '';
    throw new ApiError('parse_error', { value: `the body is not UTF-8 text${named}` });
  }
  if (text.trim() === '') throw new ApiError('parse_error', { value: 'the body is empty' });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError('parse_error', { value: (error as Error).message });
  }
}

/** One JSON-RPC message by the SDK's schema, or 400; a request whose params alone misfit is for its reply to refuse. */
export function jsonRpcMessage(body: unknown): JSONRPCMessage {
  const object =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  const params = object?.['params'];
  const { task: _ignored, ...rest } = (params ?? {}) as Record<string, unknown>;
  const withParams = object && typeof params === 'object' && params !== null && !Array.isArray(params);
  if (!issuesOf(withParams && 'id' in object ? { ...object, params: {} } : body))
    return (withParams ? { ...object, params: rest } : body) as JSONRPCMessage;
  const id = object?.['id'];
  const badId = object && 'id' in object && !(typeof id === 'string' || Number.isSafeInteger(id));
  const [first] = issuesOf(body) ?? [];
  const issue = closestIssue(first) ?? first;
  throw new ApiError('invalid_request', {
    value: Array.isArray(body)
      ? 'it is an array (a batch); send one message per request'
      : badId && Number.isInteger(id)
        ? `"id" must be a string or an integer from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, which JSON numbers carry exactly; send a larger one as a string`
        : badId
          ? `"id" must be a string or an integer, not ${shown(id)}`
          : `it is not a request, a notification or a response (${cutShort(issue ? issueText(issue) : 'unknown problem')})`,
  });
}

const issuesOf = (message: unknown) =>
  (specTypeSchemas.JSONRPCMessage['~standard'].validate(message) as { issues?: Issue[] }).issues;
