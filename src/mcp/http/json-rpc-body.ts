import { parseJSONRPCMessage, specTypeSchemas, type JSONRPCMessage } from '@modelcontextprotocol/server';
import { ApiError } from '../../core/errors/api-error.ts';
import { cutShort } from '../../core/errors/catalogue.ts';

/**
 * The body as one JSON-RPC 2.0 message of the shapes MCP uses, by the SDK's own schema, or 400
 * `invalid_request` saying what is wrong. A request whose params alone do not fit (`"_meta": []`)
 * is still a request: its reply says so. Task metadata (2025-11-25 tasks) is dropped: a server
 * without the capability answers such a request as usual.
 */
export function jsonRpcMessage(body: unknown): JSONRPCMessage {
  const object = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  const params = object?.['params'];
  if (object && typeof params === 'object' && params !== null && !Array.isArray(params)) {
    const { task: _ignored, ...rest } = params as Record<string, unknown>;
    if (parses('id' in object ? { ...object, params: {} } : object)) return { ...object, params: rest } as JSONRPCMessage;
  } else if (parses(body)) return body as JSONRPCMessage;
  const id = object?.['id'];
  const badId = object && 'id' in object && !(typeof id === 'string' || Number.isSafeInteger(id));
  throw new ApiError('invalid_request', {
    value: Array.isArray(body)
      ? 'it is an array (a batch); send one message per request'
      : badId && Number.isInteger(id)
        ? `"id" must be a string or an integer from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, which JSON numbers carry exactly; send a larger one as a string`
        : badId
          ? '"id" must be a string or an integer (not null)'
          : `it is not a request, a notification or a response (${schemaProblem(body)})`,
  });
}

function parses(message: unknown): boolean {
  try {
    parseJSONRPCMessage(message);
    return true;
  } catch {
    return false;
  }
}

/** What the schema found wrong, in the branch (request, notification, response) that came closest (`params._meta: …`), cut short. */
function schemaProblem(body: unknown): string {
  type Issue = { path: PropertyKey[]; message: string };
  const { issues } = specTypeSchemas.JSONRPCMessage['~standard'].validate(body) as { issues?: (Issue & { errors?: Issue[][] })[] };
  const issue = (issues?.[0]?.errors ?? []).sort((a, b) => a.length - b.length)[0]?.[0] ?? issues?.[0];
  return cutShort(issue ? `${issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : ''}${issue.message}` : 'unknown problem');
}
