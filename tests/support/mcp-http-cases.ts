/**
 * The HTTP rules of POST /api/mcp as one table, run twice: against the handler directly
 * (Request objects) and through the Netlify emulator over HTTP.
 */
import { expect } from 'vitest';
import { currentMeta } from './mcp-wire.ts';

export interface McpHttpCase {
  name: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /**
   * Also run through the emulator. Every request there costs a fresh function build (seconds), so
   * that run takes a representative of each rule rather than the whole table (the SDK client and
   * CLI tests through the emulator send supported protocol versions, no Accept or the SDK's one,
   * and arguments that fail the schemas).
   */
  emulator?: boolean;
  expected:
    | { status: 200; jsonRpcError?: number; result?: true }
    | { status: 202 | 204 }
    | { status: 400 | 405 | 413 | 415; code: string }
    /** MCP 2026-07-28: errors at HTTP level are JSON-RPC error responses, not the envelope. */
    | { status: 400 | 404 | 405 | 415; rpcErrorBody: number };
}

export const MAX_BODY_BYTES = 1024 * 1024;

/** A POST of `message` (a value to send as JSON, or the body's text) with Content-Type: application/json. */
export const jsonPost = (message: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof message === 'string' ? message : JSON.stringify(message),
});
/** A request with id 1; without `params`, a request without the member. */
const message = (method: string, params?: object) => ({ jsonrpc: '2.0', id: 1, method, params });
const ping = { jsonrpc: '2.0', id: 1, method: 'ping' };

/** A notification padded with spaces to exactly `size` bytes. */
export function paddedNotification(size: number): string {
  const message = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/padding' });
  return message + ' '.repeat(size - message.length);
}

/** JSON-RPC envelopes the endpoint refuses as invalid_request (the fuzz generators send them too). */
export const INVALID_ENVELOPES: [string, unknown, true?][] = [
  ['a batch array', [ping], true],
  ['an empty batch', []],
  ['null', null],
  ['a string', 'ping'],
  ['a number', 42],
  ['an object without jsonrpc', { id: 1, method: 'ping' }],
  ['jsonrpc "1.0"', { jsonrpc: '1.0', id: 1, method: 'ping' }],
  ['jsonrpc as a number', { jsonrpc: 2, id: 1, method: 'ping' }],
  ['no method and no result', { jsonrpc: '2.0', id: 1 }],
  ['a non-string method', { jsonrpc: '2.0', id: 1, method: 7 }],
  ['id null', { jsonrpc: '2.0', id: null, method: 'ping' }, true],
  ['a fractional id', { jsonrpc: '2.0', id: 1.5, method: 'ping' }],
  ['an integer id past 2^53 − 1, which JSON cannot carry exactly', { jsonrpc: '2.0', id: 2 ** 53, method: 'ping' }],
  ['an object id', { jsonrpc: '2.0', id: {}, method: 'ping' }],
  ['array params', { jsonrpc: '2.0', id: 1, method: 'ping', params: [] }],
  ['string params', { jsonrpc: '2.0', id: 1, method: 'ping', params: 'x' }],
  ['null params', { jsonrpc: '2.0', id: 1, method: 'ping', params: null }],
  ['an unknown member', { jsonrpc: '2.0', id: 1, method: 'ping', extra: true }],
  ['a response without id', { jsonrpc: '2.0', result: {} }],
  ['a response with both result and error', { jsonrpc: '2.0', id: 1, result: {}, error: { code: 1, message: 'x' } }],
  ['a response whose result is not an object', { jsonrpc: '2.0', id: 1, result: 5 }],
  ['a response whose error has no integer code', { jsonrpc: '2.0', id: 1, error: { code: 'x', message: 'x' } }],
];

const CURRENT_META = currentMeta();

type Expected = McpHttpCase['expected'];
const ANSWERED: Expected = { status: 200, result: true };
const ACCEPTED: Expected = { status: 202 };
const rpcError = (code: number): Expected => ({ status: 200, jsonRpcError: code });
const unsupportedMedia: Expected = { status: 415, code: 'unsupported_media_type' };
const tooLarge: Expected = { status: 413, code: 'payload_too_large' };
const invalidRequest: Expected = { status: 400, code: 'invalid_request' };
/** MCP 2026-07-28: an error at HTTP level, a JSON-RPC error response. */
const rpcErrorAt = (code: number, status: 400 | 404 = 400): Expected => ({ status, rpcErrorBody: code });
const THROUGH_EMULATOR = { emulator: true };
type Options = { headers?: Record<string, string>; emulator?: boolean };

/** A POST of `message` (JSON, or a string sent as it is) with `headers`, and what it must get. */
function post(name: string, message: unknown, expected: Expected, { headers = {}, emulator = false }: Options = {}) {
  return { name, emulator, ...jsonPost(message, headers), expected };
}

/** A request of MCP 2026-07-28: the version header, `Mcp-Method`, and (unless `params` say otherwise) the client's details in `_meta`. */
function current(
  name: string,
  method: string,
  expected: Expected,
  { headers = {}, params = { _meta: CURRENT_META }, emulator = false }: Options & { params?: object } = {},
) {
  const versioned = { 'MCP-Protocol-Version': '2026-07-28', 'Mcp-Method': method, ...headers };
  const message = { jsonrpc: '2.0', id: 5, method, params };
  return post(`2026-07-28: ${name}`, message, expected, { headers: versioned, emulator });
}

export const MCP_HTTP_CASES: McpHttpCase[] = [
  // Methods (OPTIONS without a preflight; the next case is one)
  ...['GET', 'DELETE', 'PUT', 'PATCH', 'HEAD', 'OPTIONS'].map((method): McpHttpCase => ({
    name: `${method} is 405`,
    method,
    emulator: method !== 'PUT' && method !== 'PATCH',
    expected: { status: 405, code: 'method_not_allowed' },
  })),
  {
    name: 'a CORS preflight is 204',
    emulator: true,
    method: 'OPTIONS',
    headers: {
      Origin: 'https://elsewhere.example',
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type, mcp-protocol-version',
    },
    expected: { status: 204 },
  },
  // Bytes, not a string: a string body would get text/plain from fetch.
  {
    name: 'no Content-Type is 415',
    emulator: true,
    method: 'POST',
    body: new TextEncoder().encode(JSON.stringify(ping)),
    expected: unsupportedMedia,
  },
  ...['text/plain', 'application/x-www-form-urlencoded', 'application/jsonx', 'application/json-rpc'].map((type) =>
    post(`Content-Type ${type} is 415`, ping, unsupportedMedia, { headers: { 'Content-Type': type } }),
  ),
  // A body in another coding is refused before it is read (RFC 9110 §15.5.16); identity is the body as sent.
  ...['gzip', 'br', 'deflate', 'identity, gzip'].map((coding, i) =>
    post(`Content-Encoding ${coding} is 415`, ping, unsupportedMedia, {
      headers: { 'Content-Encoding': coding },
      emulator: i === 0,
    }),
  ),
  post('Content-Encoding identity is accepted', ping, ANSWERED, { headers: { 'Content-Encoding': 'identity' } }),
  // No tasks capability is declared: a request's task metadata is ignored (MCP 2025-11-25, tasks).
  post('a ping with task metadata is answered as a ping', { ...ping, params: { task: { ttl: 60_000 } } }, ANSWERED, {
    emulator: true,
  }),
  // (Through the emulator only the first: it base64-mangles bodies whose media type it does not
  // recognise, as with 'APPLICATION/JSON ;', before the function sees them.)
  // A charset has no effect on application/json (RFC 8259 §11): an ASCII body reads the same under any.
  ...[
    'application/json; charset=utf-8',
    'Application/JSON',
    'APPLICATION/JSON ; charset=UTF-8',
    'application/json; charset="utf-8"',
    'application/json; charset=us-ascii',
    'application/json; charset=iso-8859-1',
  ].map((type, i) =>
    post(`Content-Type ${type} is accepted`, ping, ANSWERED, { headers: { 'Content-Type': type }, emulator: i === 0 }),
  ),
  post('a body of 1 MiB + 1 byte is 413', paddedNotification(MAX_BODY_BYTES + 1), tooLarge, THROUGH_EMULATOR),
  post('a body of exactly 1 MiB is accepted', paddedNotification(MAX_BODY_BYTES), ACCEPTED),
  post('malformed JSON is parse_error', '{"jsonrpc": "2.0",', { status: 400, code: 'parse_error' }, THROUGH_EMULATOR),
  post('an empty body is parse_error', '', { status: 400, code: 'parse_error' }),
  // A body that is not UTF-8 is http-layer.test.ts's (whatever the charset) and, its bytes passed on as sent, emulator.test.ts's.
  ...INVALID_ENVELOPES.map(([shape, message, emulator]) =>
    post(`${shape} is invalid_request`, JSON.stringify(message), invalidRequest, { emulator }),
  ),
  ...[undefined, '2025-11-25', '2025-06-18', '2025-03-26', '2024-11-05'].map((version) =>
    post(`MCP-Protocol-Version ${version ?? '(none)'} is accepted`, ping, ANSWERED, {
      headers: version === undefined ? {} : { 'MCP-Protocol-Version': version },
    }),
  ),
  ...['2099-01-01', '2024-10-07', 'latest', ''].map((version) =>
    post(
      `MCP-Protocol-Version "${version}" is 400`,
      ping,
      { status: 400, code: 'unsupported_protocol_version' },
      { headers: { 'MCP-Protocol-Version': version }, emulator: version === '2099-01-01' },
    ),
  ),
  ...(
    [
      ['notifications/initialized', { jsonrpc: '2.0', method: 'notifications/initialized' }, true],
      ['an unknown notification', { jsonrpc: '2.0', method: 'notifications/whatever', params: { a: 1 } }],
      ['a result response', { jsonrpc: '2.0', id: 'x', result: {} }, true],
      ['an error response', { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'no' } }],
    ] as [string, unknown, true?][]
  ).map(([what, message, emulator]) => post(`${what} is 202`, message, ACCEPTED, { emulator })),
  // Accept never matters (no Accept: the unversioned ping above): one JSON object, never an event stream, never 406
  ...['application/json', 'text/event-stream', 'text/html', 'application/json, text/event-stream'].map((accept) =>
    post(`Accept ${accept} gets JSON`, ping, ANSWERED, {
      headers: { Accept: accept },
      emulator: accept === 'text/event-stream',
    }),
  ),
  ...(
    [
      ['an unknown method', message('sampling/createMessage'), -32601, true],
      // Each tool's arguments are server.test.ts's, and over HTTP mcp-clients.test.ts's.
      ['tools/call without a name', message('tools/call', {}), -32602],
      ['initialize without params', message('initialize'), -32602],
      // The envelope is sound, only its params are not: the method's reply says so, not a 400.
      ['params._meta that is not an object', { ...ping, params: { _meta: [] } }, -32602, true],
      [
        'a progressToken that is neither string nor number',
        message('tools/list', { _meta: { progressToken: [] } }),
        -32602,
      ],
      ['an unknown method with params._meta 5', message('sampling/createMessage', { _meta: 5 }), -32601],
      // Nothing is paginated, so no cursor was ever handed out (MCP: an invalid cursor SHOULD be -32602).
      // Every list in both eras is current-revision.test.ts's.
      ['tools/list with a cursor', message('tools/list', { cursor: 'abc' }), -32602, true],
    ] as [string, unknown, number, true?][]
  ).map(([what, message, code, emulator]) => post(`${what} is ${code}`, message, rpcError(code), { emulator })),
  // MCP 2026-07-28: no initialize, and errors at HTTP level in JSON-RPC
  current('server/discover answers', 'server/discover', ANSWERED, THROUGH_EMULATOR),
  current('a request without _meta is -32602 at HTTP 400', 'tools/list', rpcErrorAt(-32602), {
    params: {},
    emulator: true,
  }),
  current('an Mcp-Method that names another method is -32020 at HTTP 400', 'tools/list', rpcErrorAt(-32020), {
    headers: { 'Mcp-Method': 'prompts/list' },
  }),
  post('2026-07-28: malformed JSON is -32700 at HTTP 400', '{"jsonrpc":', rpcErrorAt(-32700), {
    headers: { 'MCP-Protocol-Version': '2026-07-28' },
    emulator: true,
  }),
  current('subscriptions/listen is not offered (-32601)', 'subscriptions/listen', rpcErrorAt(-32601, 404), {
    params: { _meta: CURRENT_META, notifications: {} },
  }),
  current('a claim in _meta of an unknown revision is -32022 at HTTP 400', 'tools/list', rpcErrorAt(-32022), {
    headers: { 'MCP-Protocol-Version': '2099-01-01' },
    params: { _meta: { ...CURRENT_META, 'io.modelcontextprotocol/protocolVersion': '2099-01-01' } },
  }),
];

/** The request headers a REST client and an MCP client send, which a preflight must allow. */
const ALLOWED_HEADERS = [
  ...['accept', 'content-type', 'if-none-match', 'last-event-id'],
  ...['mcp-protocol-version', 'mcp-session-id', 'mcp-method', 'mcp-name'],
];

/** A preflight's answer (the REST API's or MCP's): the methods of its path, and every header a client sends, for a day. */
export function expectPreflight(headers: Headers, methods: string): void {
  expect(headers.get('access-control-allow-methods')).toBe(methods);
  const allowed = (headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/\s*,\s*/);
  expect(allowed).toEqual(expect.arrayContaining(ALLOWED_HEADERS));
  expect(headers.get('access-control-max-age')).toBe('86400');
}

/** Asserts the status, the headers every MCP answer carries, and the body the status calls for. */
export async function expectMcpAnswer(testCase: McpHttpCase, response: Response): Promise<void> {
  const { expected } = testCase;
  expect(response.status).toBe(expected.status);
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const text = await response.text();

  const bodyless = expected.status === 202 || expected.status === 204;
  if (bodyless || testCase.method === 'HEAD') expect(text).toBe('');
  else expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  if (bodyless) expect(response.headers.get('content-type')).toBeNull();
  if (expected.status === 204) expectPreflight(response.headers, 'POST, OPTIONS');
  const body = text === '' ? undefined : JSON.parse(text);
  if ('rpcErrorBody' in expected) {
    expect(body.jsonrpc).toBe('2.0');
    expect(body.error?.code).toBe(expected.rpcErrorBody);
    return;
  }
  if ('code' in expected) {
    if (expected.status === 405) expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    if (testCase.method === 'HEAD') return;
    expect(body.status).toBe(expected.status);
    expect(body.error.code).toBe(expected.code);
    expect(body.error.message).not.toBe('');
    expect(body.error.hint).not.toBe('');
    expect(body.error.documentation).toMatch(/\/docs\/api#errors$/);
  }
  if (expected.status === 200) {
    expect(body.jsonrpc).toBe('2.0');
    if ('jsonRpcError' in expected && expected.jsonRpcError !== undefined) {
      expect(body.error?.code).toBe(expected.jsonRpcError);
      expect(body.error?.message).not.toBe('');
      expect(body.result).toBeUndefined();
    } else {
      expect(body.error).toBeUndefined();
      expect(body.result).toBeTypeOf('object');
    }
  }
}
