import {
  JSONRPCMessageSchema,
  JSONRPCNotificationSchema,
  JSONRPCRequestSchema,
  type JSONRPCMessage,
  type JSONRPCNotification,
  type JSONRPCRequest,
} from '@modelcontextprotocol/sdk/types.js';
import { ApiError } from '../../core/errors/api-error.ts';
import { quote } from '../../core/errors/catalogue.ts';

export type ClassifiedMessage =
  | { kind: 'request'; message: JSONRPCRequest }
  | { kind: 'notification'; message: JSONRPCNotification }
  | { kind: 'response'; message: JSONRPCMessage };

type JsonObject = Record<string, unknown>;

const REQUEST_MEMBERS = new Set(['jsonrpc', 'id', 'method', 'params']);
const RESPONSE_MEMBERS = new Set(['jsonrpc', 'id', 'result', 'error']);

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * MCP ids are strings or integers; JSON-RPC's `null` id is not allowed. An integer beyond 2^53 − 1
 * would not come back as sent (a JSON number past it loses digits), so it is refused too.
 */
const isRequestId = (value: unknown) => typeof value === 'string' || Number.isSafeInteger(value);

function invalid(problem: string): never {
  throw new ApiError('invalid_request', { value: problem });
}

/**
 * Tells a request, a notification and a response apart, refusing (400 `invalid_request`) anything
 * that is not exactly one JSON-RPC 2.0 message of the shapes MCP uses. Whatever passes also passes
 * the SDK's own message schema, so the transport never answers with an error of its own, except a
 * request whose params alone are wrong: dispatch answers that one before the transport sees it.
 */
export function classifyMessage(value: unknown): ClassifiedMessage {
  if (Array.isArray(value)) invalid('it is an array (a batch); send one message per request');
  if (!isObject(value)) invalid(`it is ${value === null ? 'null' : `a ${typeof value}`}, not an object`);
  if (value.jsonrpc !== '2.0') invalid('"jsonrpc" must be the string "2.0"');
  if ('id' in value && !isRequestId(value.id)) invalid(
      Number.isInteger(value.id)
        ? `"id" must be a string or an integer from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, which JSON numbers carry exactly; send a larger one as a string`
        : '"id" must be a string or an integer (not null)',
    );

  if ('method' in value) {
    if (typeof value.method !== 'string') invalid('"method" must be a string');
    if ('params' in value && !isObject(value.params)) invalid('"params" must be an object');
    rejectUnexpectedMembers(value, REQUEST_MEMBERS);
    if (!('id' in value)) return { kind: 'notification', message: conformingMessage(value, JSONRPCNotificationSchema) as JSONRPCNotification };
    // A request whose envelope is sound but whose params are not (`"_meta": []`) is still a
    // request: its method's own schema reports the params as -32602 in the reply
    // (contract-overrides.ts, 4), as it does any other bad params.
    const request = JSONRPCRequestSchema.safeParse(value);
    if (request.success || request.error.issues.every((issue) => issue.path[0] === 'params')) return { kind: 'request', message: value as JSONRPCRequest };
    return invalid(schemaProblem(request.error.issues));
  }

  if ('result' in value || 'error' in value) {
    if (!('id' in value)) invalid('a response needs the "id" of the request it answers');
    if ('result' in value && 'error' in value) invalid('a response has either "result" or "error", not both');
    if ('result' in value && !isObject(value.result)) invalid('"result" must be an object');
    if ('error' in value && !(isObject(value.error) && Number.isSafeInteger(value.error.code) && typeof value.error.message === 'string')) {
      invalid('"error" must be an object with an integer "code" and a string "message"');
    }
    rejectUnexpectedMembers(value, RESPONSE_MEMBERS);
    return { kind: 'response', message: conformingMessage(value, JSONRPCMessageSchema) };
  }

  return invalid('"method" is missing');
}

function rejectUnexpectedMembers(value: JsonObject, allowed: ReadonlySet<string>): void {
  const extra = Object.keys(value).find((key) => !allowed.has(key));
  if (extra !== undefined) invalid(`unexpected member ${quote(extra)}`);
}

/** The SDK's schema as the last word, for details such as the shape of `params._meta`. */
function conformingMessage(value: JsonObject, schema: typeof JSONRPCMessageSchema | typeof JSONRPCNotificationSchema): JSONRPCMessage {
  const parsed = schema.safeParse(value);
  if (!parsed.success) invalid(schemaProblem(parsed.error.issues));
  return parsed.data;
}

/** The first thing the schema found, with the member it is about (`params._meta: …`). */
function schemaProblem(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  const issue = issues[0];
  const member = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return `it does not match the JSON-RPC message schema (${member}${issue?.message ?? 'unknown issue'})`;
}
