/** Typed by the catalogue, so a new code cannot go undocumented. */
import type { ListCollection } from '../../core/collections/define.ts';
import { LIST_COLLECTIONS } from '../../core/collections/documents.ts';
import { joinWords, SEARCH_OPERATION } from '../../core/collections/operations.ts';
import { placesOf } from '../../core/collections/paths.ts';
import {
  MAX_BODY_LABEL,
  MAX_HEADER_FIELDS,
  MAX_HEADER_LABEL,
  MAX_QUERY_LENGTH,
  REQUEST_TIMEOUT_LABEL,
} from '../../core/contract.ts';
import type { ErrorCode, NotFoundCode } from '../../core/errors/catalogue.ts';

export interface ErrorDoc {
  when: string;
  example: { value?: string; allow?: readonly string[] };
}

function notFoundDoc(row: ListCollection): ErrorDoc {
  return {
    when: `No ${row.singular} has the slug in ${placesOf(row).api}/{slug}.`,
    example: { value: `no-such-${row.singular}` },
  };
}

const NOT_FOUND_DOCS = Object.fromEntries(LIST_COLLECTIONS.map((row) => [row.notFound, notFoundDoc(row)])) as Record<
  NotFoundCode,
  ErrorDoc
>;

export const ERROR_DOCS: Record<ErrorCode, ErrorDoc> = {
  ...NOT_FOUND_DOCS,
  invalid_limit: {
    when: `\`limit\` is present on ${joinWords(
      LIST_COLLECTIONS.map((row) => placesOf(row).api),
      'or',
    )} but is not a positive whole number in plain digits (\`0\`, \`-1\`, \`1.5\`, \`1e3\`, \`abc\` and an empty value all fail).`,
    example: { value: 'ten' },
  },
  missing_query: {
    when: `\`q\` is missing from ${SEARCH_OPERATION.path}, or empty (\`?q=\`).`,
    example: {},
  },
  invalid_query: {
    when: `\`q\` is longer than ${MAX_QUERY_LENGTH} characters (counted as Unicode code points).`,
    example: { value: 'x'.repeat(300) },
  },
  not_found: {
    when: 'The path under /api/ names no resource (a typo, or a version that does not exist).',
    example: { value: '/api/v2/profile' },
  },
  method_not_allowed: {
    when: 'The method is not served on the path: anything but GET, HEAD or a CORS preflight on the REST paths; anything but POST (or a preflight) on /api/mcp. The `Allow` header lists what is.',
    example: { value: 'DELETE', allow: ['GET', 'HEAD', 'OPTIONS'] },
  },
  not_acceptable: {
    when: 'The `Accept` header rules out `application/json` (for example `Accept: text/html` alone, or `application/json;q=0`). No `Accept` header is fine. Never sent by /api/openapi.json or /api/mcp.',
    example: { value: 'text/html' },
  },
  parse_error: {
    when: 'MCP: the body of the POST is not valid JSON.',
    example: { value: 'Unexpected end of JSON input' },
  },
  invalid_request: {
    when: 'MCP: the body is JSON but not one JSON-RPC 2.0 message: `jsonrpc` is not "2.0", `method` is missing, `id` is null or an integer beyond ±(2^53 − 1) (send such an id as a string), or it is a batch (an array).',
    example: { value: 'missing "method"' },
  },
  unsupported_protocol_version: {
    when: 'MCP: the `MCP-Protocol-Version` header names a version this server does not speak.',
    example: { value: '2099-01-01' },
  },
  forbidden_host: {
    when: 'MCP on the local server (`npm start`): the `Host` header names a host other than `localhost`, `127.0.0.1` or `[::1]`, as a page reaching the server through DNS rebinding would. A `2026-07-28` request gets a JSON-RPC error body instead. The deployed site answers every host.',
    example: { value: 'evil.example.com' },
  },
  payload_too_large: {
    when: `MCP: the body is larger than ${MAX_BODY_LABEL}. The local server (\`npm start\`) refuses a larger body on any path, before reading it.`,
    example: {},
  },
  unsupported_media_type: {
    when: 'MCP: the `Content-Type` of the POST is not `application/json`, or its `Content-Encoding` is not identity (send the body uncompressed).',
    example: { value: 'text/plain' },
  },
  bad_request: {
    when: 'The request is not valid HTTP/1.1, so no API code could read it: a malformed request line (a space in the path), a header with characters HTTP does not allow, no `Host` header or two, both `Content-Length` and `Transfer-Encoding`, a chunk size that is not hexadecimal. Answered by the local server (`npm start`); on Netlify its CDN refuses such requests itself.',
    example: { value: 'the request target has a character that must be percent-encoded' },
  },
  header_fields_too_large: {
    when: `The request line and headers together are larger than ${MAX_HEADER_LABEL} (a very long URL, or large headers), or there are more than ${MAX_HEADER_FIELDS} header fields. Answered by the local server (\`npm start\`); on Netlify its CDN has limits of its own.`,
    example: {},
  },
  request_timeout: {
    when: `The request did not arrive in time: its headers were not all there within ${REQUEST_TIMEOUT_LABEL}, or its body was not all there within ${REQUEST_TIMEOUT_LABEL} of its start (a body shorter than its \`Content-Length\`, a client that stalls). Answered by the local server (\`npm start\`); on Netlify its CDN has limits of its own.`,
    example: {},
  },
  internal_error: {
    when: 'The server failed on its own while answering (a fault of the deployment, never of the request). The answer carries no detail of the failure; the server log has it.',
    example: {},
  },
};
