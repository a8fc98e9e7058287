import { specTypeSchemas, type JSONRPCMessage } from '@modelcontextprotocol/server';
import { MAX_BODY_BYTES } from '../../core/contract.ts';
import { ApiError } from '../../core/errors/api-error.ts';
import { cutShort } from '../../core/errors/catalogue.ts';
import { closestIssue, issueText, type Issue } from './contract-answers.ts';

/** Refuses more than MAX_BODY_BYTES (declared, or as it arrives), so a client cannot make the server hold an unbounded body. */
export async function readBody(request: Request): Promise<unknown> {
  // Any coding but identity is 415, whose hint says to send the body uncompressed.
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
    throw new ApiError('parse_error', { value: 'the body is not UTF-8 text' });
  }
  if (text.trim() === '') throw new ApiError('parse_error', { value: 'the body is empty' });
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ApiError('parse_error', { value: (error as Error).message });
  }
}

/**
 * One JSON-RPC message by the SDK's schema, or 400 `invalid_request`; one whose params alone do not
 * fit (`"_meta": []`) is a request, its reply says so. Task metadata is dropped (no tasks capability).
 */
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
  // Its problem in the branch (request, notification, response) that came closest.
  const [first] = issuesOf(body) ?? [];
  const issue = closestIssue(first) ?? first;
  throw new ApiError('invalid_request', {
    value: Array.isArray(body)
      ? 'it is an array (a batch); send one message per request'
      : badId && Number.isInteger(id)
        ? `"id" must be a string or an integer from -${Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}, which JSON numbers carry exactly; send a larger one as a string`
        : badId
          ? '"id" must be a string or an integer (not null)'
          : `it is not a request, a notification or a response (${cutShort(issue ? issueText(issue) : 'unknown problem')})`,
  });
}

const issuesOf = (message: unknown) =>
  (specTypeSchemas.JSONRPCMessage['~standard'].validate(message) as { issues?: Issue[] }).issues;
