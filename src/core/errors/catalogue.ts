/** Every error the service can answer with. Codes are permanent: clients match on them. */
import { LIST_COLLECTIONS, type ListRow } from '../collections/documents.ts';
import type { ListCollection } from '../collections/define.ts';
import { capitalised, joinWords, SEARCH_OPERATION } from '../collections/operations.ts';
import { placesOf } from '../collections/paths.ts';
import {
  MAX_BODY_LABEL,
  MAX_HEADER_FIELDS,
  MAX_HEADER_LABEL,
  MAX_QUERY_LENGTH,
  MCP_PATH,
  MCP_PROTOCOL_VERSIONS,
  REQUEST_TIMEOUT_LABEL,
} from '../contract.ts';

export interface ErrorContext {
  baseUrl: string;
  /** The offending value (slug, parameter, header, method, path…). */
  value?: string;
  allow?: readonly string[];
  /** Where the code covers several (415: `Content-Type` or `Content-Encoding`). */
  header?: string;
}

export interface ErrorDefinition {
  status: number;
  title: string;
  /** When it is answered: the docs page's explanation, in markdown. */
  when: string;
  message: (ctx: ErrorContext) => string;
  hint: (ctx: ErrorContext) => string;
  /** What the docs page shows the message and hint with. */
  example?: Omit<ErrorContext, 'baseUrl'>;
}

/** Cut to 100 code points, so an overlong input cannot bloat an answer. */
export const cutShort = (text: string) => ([...text].length > 100 ? `${[...text].slice(0, 100).join('')}…` : text);

export const quote = (value: string | undefined): string => JSON.stringify(cutShort(value ?? ''));

export const notFoundCode = (row: ListCollection): ErrorCode => row.notFound as ListRow['notFound'];

const NOT_FOUND_ERRORS = Object.fromEntries(
  LIST_COLLECTIONS.map((row): [string, ErrorDefinition] => [
    row.notFound,
    {
      status: 404,
      title: `${capitalised(row.singular)} not found`,
      when: `No ${row.singular} has the slug in ${placesOf(row).api}/{slug}.`,
      message: ({ value }) => `No ${row.singular} has the slug ${quote(value)}.`,
      hint: ({ baseUrl }) => `List the valid ${row.singular} slugs at ${baseUrl}${placesOf(row).api}`,
      example: { value: `no-such-${row.singular}` },
    },
  ]),
) as Record<ListRow['notFound'], ErrorDefinition>;

/** In the order the docs and the OpenAPI `Error` schema list them. */
const ERRORS = {
  invalid_limit: {
    status: 400,
    title: 'Invalid limit',
    when: `\`limit\` is present on ${joinWords(
      LIST_COLLECTIONS.map((row) => placesOf(row).api),
      'or',
    )} but is not a positive whole number in plain digits (\`0\`, \`-1\`, \`1.5\`, \`1e3\`, \`abc\` and an empty value all fail).`,
    message: ({ value }) => `The limit parameter ${quote(value)} is not a positive integer.`,
    hint: () => 'Pass limit as a whole number of at least 1, e.g. ?limit=3, or leave it out to get every item.',
    example: { value: 'ten' },
  },
  missing_query: {
    status: 400,
    title: 'Missing search query',
    when: `\`q\` is missing from ${SEARCH_OPERATION.path}, or empty (\`?q=\`).`,
    message: () => 'The q parameter is missing or empty.',
    hint: ({ baseUrl }) => `Pass the text to search for, e.g. ${baseUrl}/api/v1/search?q=astro`,
  },
  invalid_query: {
    status: 400,
    title: 'Search query too long',
    when: `\`q\` is longer than ${MAX_QUERY_LENGTH} characters (counted as Unicode code points).`,
    message: ({ value }) =>
      `The q parameter is ${[...(value ?? '')].length} characters long; at most ${MAX_QUERY_LENGTH} are allowed.`,
    hint: () => `Search for a shorter phrase (at most ${MAX_QUERY_LENGTH} characters).`,
    example: { value: 'x'.repeat(300) },
  },
  ...NOT_FOUND_ERRORS,
  not_found: {
    status: 404,
    title: 'Not found',
    when: 'The path under /api/ names no resource (a typo, or a version that does not exist).',
    message: ({ value }) => `There is no API resource at ${quote(value)}.`,
    hint: ({ baseUrl }) => `See the available paths in the OpenAPI document at ${baseUrl}/api/openapi.json`,
    example: { value: '/api/v2/profile' },
  },
  method_not_allowed: {
    status: 405,
    title: 'Method not allowed',
    when: 'The method is not served on the path: anything but GET, HEAD or a CORS preflight on the REST paths; anything but POST (or a preflight) on /api/mcp. The `Allow` header lists what is.',
    message: ({ value, allow = [] }) =>
      value === 'OPTIONS' && allow.includes(value)
        ? `An OPTIONS request here must be a CORS preflight (with Access-Control-Request-Method); allowed: ${allow.join(', ')}.`
        : `The method ${quote(value)} is not allowed on this path; allowed: ${allow.join(', ')}.`,
    hint: ({ allow }) =>
      (allow ?? []).includes('POST')
        ? 'Send MCP messages as JSON-RPC 2.0 in the body of a POST request.'
        : 'This API is read-only: use GET (or HEAD).',
    example: { value: 'DELETE', allow: ['GET', 'HEAD', 'OPTIONS'] },
  },
  not_acceptable: {
    status: 406,
    title: 'Not acceptable',
    when: 'The `Accept` header rules out `application/json` (for example `Accept: text/html` alone, or `application/json;q=0`). No `Accept` header is fine. Never sent by /api/openapi.json or /api/mcp.',
    message: ({ value }) => `The Accept header ${quote(value)} excludes application/json, the only format served.`,
    hint: () => 'Send Accept: application/json (or */*), or leave the Accept header out.',
    example: { value: 'text/html' },
  },
  parse_error: {
    status: 400,
    title: 'Malformed JSON',
    when: 'MCP: the body of the POST is not valid JSON.',
    message: ({ value }) => `The request body is not valid JSON${value ? `: ${value}` : ''}.`,
    hint: () => 'Send one JSON-RPC 2.0 message as a JSON object in the request body, as UTF-8.',
    example: { value: 'Unexpected end of JSON input' },
  },
  invalid_request: {
    status: 400,
    title: 'Invalid JSON-RPC request',
    when: 'MCP: the body is JSON but not one JSON-RPC 2.0 message: `jsonrpc` is not "2.0", `method` is missing, `id` is null or an integer beyond ±(2^53 − 1) (send such an id as a string), or it is a batch (an array).',
    message: ({ value }) => `The body is not one valid JSON-RPC 2.0 message: ${value ?? 'unknown problem'}.`,
    hint: () =>
      'Send one object with "jsonrpc": "2.0", a string "method", an optional "id" (a string or an integer, not null) and optional object "params". Batches are not supported.',
    example: { value: 'missing "method"' },
  },
  unsupported_protocol_version: {
    status: 400,
    title: 'Unsupported MCP protocol version',
    when: 'MCP: the `MCP-Protocol-Version` header names a version this server does not speak.',
    message: ({ value }) => `The MCP-Protocol-Version header ${quote(value)} is not supported.`,
    hint: () => {
      const [preferred, ...others] = MCP_PROTOCOL_VERSIONS;
      return `Use ${preferred} (also accepted: ${others.join(', ')}), or leave the header out.`;
    },
    example: { value: '2099-01-01' },
  },
  forbidden_host: {
    status: 403,
    title: 'Forbidden host',
    when: 'MCP on the local server (`npm start`): the `Host` header names a host other than `localhost`, `127.0.0.1` or `[::1]`, as a page reaching the server through DNS rebinding would. A `2026-07-28` request gets a JSON-RPC error body instead. The deployed site answers every host.',
    message: ({ value }) =>
      `The local server answers MCP requests only for localhost, 127.0.0.1 or [::1], not for the Host ${quote(value)}.`,
    hint: ({ baseUrl }) =>
      `Send MCP requests to the local server by a loopback address, e.g. ${baseUrl}${MCP_PATH}. Another name that leads to it is refused, so a web page cannot reach it through DNS rebinding.`,
    example: { value: 'evil.example.com' },
  },
  payload_too_large: {
    status: 413,
    title: 'Payload too large',
    when: `MCP: the body is larger than ${MAX_BODY_LABEL}. The local server (\`npm start\`) refuses a larger body on any path, before reading it.`,
    message: () => `The request body is larger than ${MAX_BODY_LABEL}.`,
    hint: () => `Send one JSON-RPC message of at most ${MAX_BODY_LABEL} to ${MCP_PATH}; the other paths take no body.`,
  },
  unsupported_media_type: {
    status: 415,
    title: 'Unsupported media type',
    when: 'MCP: the `Content-Type` of the POST is not `application/json`, or its `Content-Encoding` is not identity (send the body uncompressed).',
    message: ({ value, header = 'Content-Type' }) =>
      value === undefined ? `The request has no ${header}.` : `The ${header} ${quote(value)} is not supported.`,
    hint: ({ header }) =>
      header === 'Content-Encoding'
        ? 'Send the body uncompressed (no Content-Encoding header, or identity), as JSON with Content-Type: application/json.'
        : 'Send the JSON-RPC message with Content-Type: application/json.',
    example: { value: 'text/plain' },
  },
  bad_request: {
    status: 400,
    title: 'Malformed HTTP request',
    when: 'The request is not valid HTTP/1.1, so no API code could read it: a malformed request line (a space in the path), a header with characters HTTP does not allow, both `Content-Length` and `Transfer-Encoding`, a chunk size that is not hexadecimal. Answered by the local server (`npm start`); on Netlify its CDN refuses such requests itself.',
    // `value` is the server's own description of the fault, never the client's bytes.
    message: ({ value }) => `The request is not valid HTTP/1.1: ${value ?? 'it cannot be parsed'}.`,
    hint: () =>
      'Send one request line (method, a path with spaces, control characters and non-ASCII characters percent-encoded, HTTP/1.1), one Host header, header names and values HTTP allows, and a body framed by Content-Length or chunked Transfer-Encoding, not both.',
    example: { value: 'the request line is not "METHOD path HTTP/1.1"; a space in the path must be percent-encoded' },
  },
  header_fields_too_large: {
    status: 431,
    title: 'Request header fields too large',
    when: `The request line and headers together are larger than ${MAX_HEADER_LABEL} (a very long URL, or large headers), or there are more than ${MAX_HEADER_FIELDS} header fields. Answered by the local server (\`npm start\`); on Netlify its CDN has limits of its own.`,
    message: () =>
      `The request line and headers are larger than ${MAX_HEADER_LABEL}, or there are more than ${MAX_HEADER_FIELDS} header fields.`,
    hint: () =>
      `Send a shorter URL and fewer or shorter headers: a search needs at most ${MAX_QUERY_LENGTH} characters in q.`,
  },
  request_timeout: {
    status: 408,
    title: 'Request timeout',
    when: `The request did not arrive in time: its headers were not all there within ${REQUEST_TIMEOUT_LABEL}, or its body was not all there within ${REQUEST_TIMEOUT_LABEL} of its start (a body shorter than its \`Content-Length\`, a client that stalls). Answered by the local server (\`npm start\`); on Netlify its CDN has limits of its own.`,
    message: () =>
      `The request did not arrive in time: it was not all there within ${REQUEST_TIMEOUT_LABEL} of its start.`,
    hint: () =>
      'Send the whole request at once: a body of exactly the bytes its Content-Length gives, or chunked and ended by its last chunk.',
  },
  internal_error: {
    status: 500,
    title: 'Internal error',
    when: 'The server failed on its own while answering (a fault of the deployment, never of the request). The answer carries no detail of the failure; the server log has it.',
    message: () => 'The server failed to answer this request; the request itself was not at fault.',
    hint: () =>
      'Try the same request again in a moment. If it keeps failing, the site needs its owner to look at the server log.',
  },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorDefinition>> = ERRORS;

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];
