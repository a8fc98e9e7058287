/**
 * fast-check generators of hostile HTTP requests for the REST API, the MCP endpoint and the pages, and
 * the replay line of one (`describeRequest`).
 */
import { METHODS } from 'node:http';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { MCP_PROTOCOL_VERSIONS as SUPPORTED_PROTOCOL_VERSIONS } from '../../src/core/contract.ts';
import { INVALID_ENVELOPES } from '../support/mcp-http-cases.ts';
import { currentMeta, currentRequest as wireRequest, initializeRequest, MCP_PATH } from '../support/mcp-wire.ts';

export interface FuzzRequest {
  method: string;
  /** Raw request target, sent byte for byte (already percent-encoded where needed). */
  path: string;
  /** Repeated names are sent as repeated header lines. */
  headers: [string, string][];
  /** Bytes for what is not text (compressed, not UTF-8). Framed by its length, or chunked when a `transfer-encoding: chunked` header is among `headers`. */
  body?: string | Uint8Array;
}

/** GET and HEAD, or any method Node's HTTP parser accepts but CONNECT (a tunnel, not a request for a resource). */
const method = fc.oneof(
  { weight: 6, arbitrary: fc.constant('GET') },
  { weight: 1, arbitrary: fc.constant('HEAD') },
  { weight: 3, arbitrary: fc.constantFrom(...METHODS.filter((m) => m !== 'CONNECT')) },
);

/** Printable ASCII: what may appear raw in a request line or a header value. */
const printableAscii = fc.string({
  unit: fc.integer({ min: 0x21, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});
const anyText = fc.string({ unit: 'binary', maxLength: 40 });

/** Numbers as text, written every way a parser might take or refuse. */
const NUMBER_LIKE = ['0', '1', '-1', '1.5', '1e3', ' 1', '01', '+1', '0x10', 'NaN', 'Infinity', 'null', '[]'];
/** NUL, combining and dotted letters, astral characters and a lone surrogate. */
const UNICODE_EDGES = ['\u0000', 'é', 'e\u0301', 'İ', 'ß', '😀', '\u{10FFFF}', '\uD800'];
const FILTER_LIKE = ['Live', 'live', 'IN PROGRESS', 'astro', ' '];
const hostileValue = fc.oneof(
  fc.constantFrom('', ...NUMBER_LIKE, '9'.repeat(400), ...UNICODE_EDGES, ...FILTER_LIKE),
  anyText,
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.integer({ min: 200, max: 2000 }).map((n) => 'q'.repeat(n)),
  fc.integer().map(String),
);

/** Percent signs not followed by two hex digits, overlong and cut-short UTF-8, escaped dots and NUL. */
const BAD_ESCAPES = ['%', '%Z', '%ZZ', '%C0%AE', '%ff%fe', '%00', '%2e%2e', '%25', '%E0%A4%A', '%F0%9F%98'];
const DELIMITERS = ['+', '%2B', '&', '='];

/** A value as it lands in the URL: properly encoded, or raw garbage that is not valid percent-encoding. */
const encodedValue = fc.oneof(
  { weight: 4, arbitrary: hostileValue.map((v) => encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, '\uFFFD'))) },
  { weight: 1, arbitrary: fc.constantFrom(...BAD_ESCAPES, ...DELIMITERS) },
  { weight: 1, arbitrary: printableAscii.map((v) => v.replace(/[#]/g, '')) },
);

const QUERY_NAMES = ['limit', 'status', 'tag', 'q'];
const paramName = fc.constantFrom(...QUERY_NAMES, 'LIMIT', 'Q', 'limit[]', '__proto__', 'constructor', '', 'x');

const query = fc
  .array(fc.tuple(paramName, encodedValue, fc.boolean()), { maxLength: 5 })
  .map((params) =>
    params.length === 0
      ? ''
      : `?${params.map(([name, value, bare]) => (bare && value === '' ? name : `${name}=${value}`)).join('&')}`,
  );

/** Names an object inherits: looked up on a plain object, they find something that was never registered. */
const PROTOTYPE_NAMES = ['__proto__', 'hasOwnProperty', 'valueOf', 'constructor', 'toString', 'prototype'];

const SAMPLE_SLUGS = ['edge-search', 'notes-on-writing-runbooks', 'nope'];
const MISSPELT_SLUGS = ['Edge-Search', 'edge_search', 'edge-search.json'];
/** Slugs that climb out of their folder, or into another, or name nothing. */
const ESCAPING_SLUGS = ['', '..', '%2e%2e', '%00', '%2Fprofile', '%C0%AE%C0%AE'];
const slug = fc.oneof(
  fc.constantFrom(...SAMPLE_SLUGS, ...MISSPELT_SLUGS, ...ESCAPING_SLUGS, '__proto__', 'constructor', 'toString'),
  encodedValue,
  fc.integer({ min: 1000, max: 3000 }).map((n) => 'a'.repeat(n)),
);

const FIXED_PATHS = [
  ...['/api/v1/profile', '/api/v1/projects', '/api/v1/articles', '/api/v1/search'],
  ...['/api/openapi.json', '/openapi.json'],
];

/**
 * Known REST paths with some of their unreserved characters percent-encoded, in either case of hex
 * (`/api/v1/pro%6Aects`): the same resource as the plain path (RFC 3986 §6.2.2.2).
 */
export const encodedFixedSegments = fc
  .constantFrom(...FIXED_PATHS, '/api/v1/projects/edge-search', '/api/v1/articles/notes-on-writing-runbooks')
  .chain((path) =>
    fc
      .tuple(fc.array(fc.boolean(), { minLength: path.length, maxLength: path.length }), fc.boolean())
      .map(([pick, upper]) =>
        path.replace(/[A-Za-z0-9\-._~]/g, (char, at: number) => {
          const hex = `%${char.charCodeAt(0).toString(16)}`;
          return pick[at] ? (upper ? hex.toUpperCase() : hex) : char;
        }),
      ),
  )
  .filter((p) => p.includes('%'));

const knownPath = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FIXED_PATHS) },
  { weight: 1, arbitrary: encodedFixedSegments },
  { weight: 2, arbitrary: slug.map((s) => `/api/v1/projects/${s}`) },
  { weight: 2, arbitrary: slug.map((s) => `/api/v1/articles/${s}`) },
);

/** Dot segments raw and escaped, the API's own segments in any case, and separators a path should not hold. */
const DOT_SEGMENTS = ['..', '.', '%2e%2e', '%2E%2E', '.%2e', '%00'];
const API_SEGMENTS = ['v1', 'V1', 'projects', 'articles', 'profile', 'profile.json', 'mcp', ''];
const ODD_SEPARATORS = ['%2f', '%5c', '\\', ';', '%ZZ', '~'];
const segment = fc.oneof(
  fc.constantFrom(...DOT_SEGMENTS, '__proto__', 'constructor', 'prototype', ...API_SEGMENTS, ...ODD_SEPARATORS),
  encodedValue,
);

const DOUBLED_SLASHES = ['//api/v1/profile', '/api//v1//profile', '/api/v1/profile//'];
const CAPITALS_AND_SUFFIXES = ['/API/V1/PROFILE', '/api/v1/profile/'];
const SHORT_PATHS = ['/api/v1/profile.json', '/api/v1/projects.json', '/api', '/api/', '/api/v1'];
const ESCAPED_CLIMBS = ['/api/v1/projects/%2e%2e/profile', '/api/v1/%2e%2e/v1/profile', '/api/%2e%2e/openapi.json'];

const hostilePath = fc.oneof(
  fc.array(segment, { minLength: 1, maxLength: 6 }).map((segments) => `/api/${segments.join('/')}`),
  fc.constantFrom(...DOUBLED_SLASHES, ...CAPITALS_AND_SUFFIXES, ...SHORT_PATHS, ...ESCAPED_CLIMBS),
  fc.integer({ min: 4000, max: 5200 }).map((n) => `/api/v1/${'x'.repeat(n)}`),
);

const restPath = fc
  .tuple(fc.oneof({ weight: 3, arbitrary: knownPath }, { weight: 2, arbitrary: hostilePath }), fc.boolean(), query)
  .map(([p, slash, q]) => `${p}${slash ? '/' : ''}${q}`);

const headerValue = (known: readonly string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: printableAscii },
    { weight: 1, arbitrary: fc.integer({ min: 500, max: 2000 }).map((n) => 'a'.repeat(n)) },
  );

const ACCEPTS = [
  ...['application/json', 'APPLICATION/JSON', '*/*', 'application/*'],
  ...['text/html', 'text/html;q=0.9', 'application/xml'],
  ...['application/json;q=0', '*/*;q=0', 'application/json;q=0, */*;q=0.1', 'application/json;q=1.0000'],
  ...['text/event-stream', 'application/json, text/event-stream', 'application/json;q=abc', '', ',', ';;;'],
];
const CONTENT_TYPES = [
  ...['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON', 'application/json; charset=latin1'],
  ...['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json-rpc'],
  ...['', 'application/jsonx'],
];

const PROTOCOL_VERSIONS = [...SUPPORTED_PROTOCOL_VERSIONS, '2099-01-01', ''];

const KNOWN_HEADER_VALUES: Record<string, readonly string[]> = {
  accept: ACCEPTS,
  'if-none-match': ['*', '"abc"', 'W/"abc"', '"', '""', 'W/', 'garbage', '"a", "b"', '*, "x"'],
  'content-type': CONTENT_TYPES,
  origin: ['https://example.com', 'null', '*'],
  'access-control-request-method': ['GET', 'POST', 'DELETE', 'get'],
  'access-control-request-headers': ['content-type', 'x-custom, accept'],
  'mcp-protocol-version': PROTOCOL_VERSIONS,
  'accept-encoding': ['gzip', 'br', 'identity;q=0', '*;q=0'],
  range: ['bytes=0-10', 'bytes=-1', 'bytes=5-1', 'lines=1'],
};

const headerLine = (name: string, known: readonly string[]) =>
  headerValue(known).map((v): [string, string] => [name, v]);

const header = fc.oneof(...Object.entries(KNOWN_HEADER_VALUES).map(([name, known]) => headerLine(name, known)));

/**
 * Headers about the connection, not the request (RFC 9110 §7.6.1, an h2c upgrade offer, Expect):
 * a server handles them itself, and none may reach the functions.
 */
const CONNECTION_HEADERS = [
  ...['expect: 100-continue', 'expect: something-else'],
  ...['keep-alive: timeout=5', 'proxy-connection: keep-alive', 'transfer-encoding: chunked'],
  ...['te: trailers\nconnection: TE', 'connection: x-hop\nx-hop: 1'],
  'connection: Upgrade, HTTP2-Settings\nupgrade: h2c\nhttp2-settings: AAMAAABkAARAAAAAAAIAAAAA',
].map((head) => head.split('\n').map((line) => line.split(': ') as [string, string]));

const CODINGS = ['gzip', 'br', 'deflate', 'identity', 'gzip, identity', 'x-unknown', 'GZIP', ''];

/** Most requests, REST and MCP alike, carry a group of connection-level headers, and a Content-Encoding. */
const connectionLines = fc.option(fc.constantFrom(...CONNECTION_HEADERS), { nil: [], freq: 4 });
const codingLines = fc.option(fc.tuple(headerLine('content-encoding', CODINGS)), { nil: [], freq: 8 });

const headers = fc.tuple(fc.array(header, { maxLength: 4 }), connectionLines, codingLines).map((parts) => parts.flat());

/** Bytes that are not UTF-8 (lone continuation bytes, an overlong NUL, a cut-short sequence). */
const notUtf8 = fc.constantFrom(...[[0xff, 0xfe], [0xc0, 0x80], [0xe2, 0x82], [0x80]].map((b) => new Uint8Array(b)));

/** Over Netlify's 6 MB limit for a function's body (the local server refuses past 1 MiB): very rare, so the suite stays fast. */
const overPlatformLimit = fc.constant(0).map(() => Buffer.alloc(6 * 1024 * 1024 + 1, 'x'));

const restBody = fc.option(
  fc.oneof(
    { weight: 200, arbitrary: fc.oneof(anyText, fc.json()) },
    { weight: 20, arbitrary: notUtf8 },
    { weight: 1, arbitrary: overPlatformLimit },
  ),
  { nil: undefined, freq: 3 },
);

/**
 * Request line and headers stay under Node's 16 KiB header limit: beyond it the HTTP parser
 * answers 431 before any of the site's code runs, which would test Node, not the API.
 */
const fitsHead = (r: FuzzRequest) =>
  r.path.length + r.headers.reduce((sum, [n, v]) => sum + n.length + v.length + 4, 0) < 12_000;

/** fast-check prints counterexamples as their replay line (short, unlike a 1 MiB body). */
const printable = (request: FuzzRequest): FuzzRequest =>
  Object.defineProperty(request, fc.toStringMethod, { value: () => describeRequest(request, ''), enumerable: false });

/** Requests for the REST API and the OpenAPI document (a GET or HEAD with a body too: only HTTP carries it). */
export const restRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({ method, path: restPath, headers, body: restBody })
  .filter(fitsHead)
  .map(printable);

/** Pages, with a twin or not, and the twin itself. */
const PAGE_PATHS = [
  ...['/', '/projects', '/search', '/index.md'],
  ...['/projects/edge-search', '/articles/notes-on-writing-runbooks', '/projects/nope'],
];
const MARKDOWN_ACCEPTS = ['text/markdown', 'TEXT/MARKDOWN', 'text/markdown;q=0.9, text/html;q=0.8', 'text/html', '*/*'];

/** A page path with one of its slashes doubled (`/projects//edge-search`). */
export const doubledSlashPage = fc.tuple(fc.constantFrom(...PAGE_PATHS), fc.nat()).map(([path, n]) => {
  const slashes = [...path.matchAll(/\//g)].map((match) => match.index);
  const at = slashes[n % slashes.length]!;
  return `${path.slice(0, at)}/${path.slice(at)}`;
});

/** Pages asked for as markdown or not: doubled slashes, malformed or odd escapes in a slug, a body on GET and HEAD. */
export const pageRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.constantFrom('GET', 'HEAD'),
    path: fc.oneof(
      fc.constantFrom(...PAGE_PATHS),
      doubledSlashPage,
      fc.tuple(fc.constantFrom('/projects/', '/articles/', '/'), fc.oneof(encodedValue, slug)).map(([at, s]) => at + s),
    ),
    headers: fc
      .tuple(headerValue(MARKDOWN_ACCEPTS), fc.array(header, { maxLength: 1 }))
      .map(([accept, more]): [string, string][] => [['accept', accept], ...more]),
    body: fc.option(anyText, { nil: undefined, freq: 3 }),
  })
  .filter(fitsHead)
  .map(printable);

/** JSON-RPC envelopes, valid and broken, and tool calls with arguments of every wrong type. */
const TOOLS = ['get_profile', 'list_projects', 'get_project', 'list_articles', 'get_article', 'search'];
const ARGUMENT_NAMES = ['slug', 'status', 'tag', 'limit', 'q'];
const wrongValue = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1.5, 2 ** 53, '', '1', 'x'.repeat(300), [], {}, ['a'], { nested: { deep: true } }),
  fc.jsonValue({ maxDepth: 2 }),
  hostileValue,
);
const toolArguments = fc.oneof(
  fc.dictionary(fc.constantFrom(...ARGUMENT_NAMES, 'extra', '__proto__'), wrongValue, { maxKeys: 3 }),
  fc.constantFrom({ slug: 'edge-search' }, { q: 'edge' }, { limit: 2 }, { status: 'Live' }, { tag: 'Postgres' }, {}),
  wrongValue,
);
const id = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 1000 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, 'abc', '', 1.5, -1, true, {}, [], 0) },
);

const SESSION_METHODS = ['initialize', 'ping', 'tools/list', 'resources/list', 'prompts/list'];
const INITIALIZE_PARAMS = JSON.parse(initializeRequest()).params;

/** Each message is sent as JSON, which leaves out a member that is undefined (no `arguments`, no `params`). */
const rpcMessage = fc.oneof(
  fc.record({
    jsonrpc: fc.constant('2.0'),
    id,
    method: fc.constant('tools/call'),
    params: fc.record({
      name: fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...TOOLS) },
        { weight: 1, arbitrary: fc.constantFrom('unknown_tool', '', 'GET_PROFILE', '__proto__') },
      ),
      arguments: fc.option(toolArguments, { nil: undefined, freq: 2 }),
    }),
  }),
  fc.record({
    jsonrpc: fc.constant('2.0'),
    id,
    method: fc.constantFrom(...SESSION_METHODS, 'unknown/method', '', 'notifications/initialized'),
    params: fc.option(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(INITIALIZE_PARAMS)), { nil: undefined }),
  }),
  fc.constantFrom<unknown>(
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 1, result: {} },
    { jsonrpc: '2.0', id: 1, error: { code: -1, message: 'x' } },
    ...INVALID_ENVELOPES.map(([, message]) => message),
  ),
  fc.jsonValue({ maxDepth: 3 }),
);

type Call = [method: string, params: Record<string, unknown>];
const LIST_METHODS = ['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list'];
/** Stands for a deeply nested value in a call's params (see `message`). */
const DEEP = '\u0000';
const EXPLAIN_PROJECT = { type: 'ref/prompt', name: 'explain_project' };
const nested = (depth: number, arrays: boolean) =>
  arrays ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/**
 * Where a value nested 20,000 to 100,000 levels deep goes: any argument of any tool, prompt, completion
 * or resource read, a completion's reference, a list's cursor. Client input, so -32602 or 400 like any
 * other wrong value.
 */
const deepCall = fc.tuple(
  fc.constantFrom<Call>(
    ...TOOLS.flatMap((name) => ARGUMENT_NAMES.map((arg): Call => ['tools/call', { name, arguments: { [arg]: DEEP } }])),
    ['prompts/get', { name: 'explain_project', arguments: { slug: DEEP } }],
    ['completion/complete', { ref: EXPLAIN_PROJECT, argument: { name: 'slug', value: DEEP } }],
    ['completion/complete', { ref: DEEP, argument: { name: 'slug', value: '' } }],
    ['resources/read', { uri: DEEP }],
    ...LIST_METHODS.map((method): Call => [method, { cursor: DEEP }]),
  ),
  fc.integer({ min: 20_000, max: 100_000 }),
  fc.boolean(),
);

/** `subscriptions/listen` (not offered), with ids of every kind: an object, a string near the body cap, one nested 20,000 deep. */
const listenCall = fc
  .oneof(
    fc.constantFrom('1', '"a"', '{"a":1}', '[1]', 'null', '1.5'),
    fc.integer({ min: 900_000, max: 1_100_000 }).map((length) => JSON.stringify('x'.repeat(length))),
    fc.boolean().map((arrays) => nested(20_000, arrays)),
  )
  .map((id) => ({ call: ['subscriptions/listen', { notifications: { toolsListChanged: true } }] as Call, id }));

/** Stands for the site's address in a request body; the tests put the served site's in its place (`atSite`). */
const SITE = '{site}';

/** The request as sent to the site at `baseUrl` (its body and its headers, `Mcp-Name` naming a URI). */
export function atSite(baseUrl: string): (request: FuzzRequest) => FuzzRequest {
  const here = <T>(value: T): T => (typeof value === 'string' ? (value.replaceAll(SITE, baseUrl) as T) : value);
  return (request) =>
    printable({
      ...request,
      headers: request.headers.map(([name, value]): [string, string] => [name, here(value)]),
      body: here(request.body),
    });
}

/**
 * What goes where a name, a slug, a URI or any other string would: a prototype name or a megabyte or so
 * (the whole body stays within the 1 MiB the endpoint takes).
 */
const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 1, arbitrary: fc.integer({ min: 900_000, max: 1_040_000 }).map((length) => 'x'.repeat(length)) },
);

/** Each place a call's params hold a value (a name, an argument, a URI, a reference, a cursor): the calls with `value` there. */
const callsWith = (value: unknown): Call[] => [
  ['tools/call', { name: value, arguments: {} }],
  ['tools/call', { name: 'search', arguments: value }],
  ...TOOLS.map((name): Call => ['tools/call', { name, arguments: { slug: value, q: value } }]),
  ['prompts/get', { name: value, arguments: {} }],
  ['prompts/get', { name: 'match_role', arguments: value }],
  ...['introduce_person', 'match_role', 'explain_project'].map((name): Call => [
    'prompts/get',
    { name, arguments: { role: value, audience: value, slug: value } },
  ]),
  ['resources/read', { uri: value }],
  // Any other value as percent-encoded JSON: `String()` throws on an object whose `toString` is not a function.
  [
    'resources/read',
    { uri: `${SITE}/projects/${typeof value === 'string' ? value : encodeURIComponent(JSON.stringify(value))}.md` },
  ],
  ['completion/complete', { ref: value, argument: { name: 'slug', value: '' } }],
  ['completion/complete', { ref: EXPLAIN_PROJECT, argument: value }],
  ...[
    EXPLAIN_PROJECT,
    { type: 'ref/resource', uri: `${SITE}/projects/{slug}.md` },
    { type: 'ref/prompt', name: '__proto__' },
  ].map((ref): Call => ['completion/complete', { ref, argument: { name: value, value } }]),
  ['logging/setLevel', { level: value }],
  ['initialize', { protocolVersion: value, capabilities: {}, clientInfo: { name: value, version: '1' } }],
  ...[...LIST_METHODS, 'ping', 'server/discover'].map((method): Call => [method, { cursor: value }]),
];

/** A value of the wrong type (a number for a name, an object for a URI), a prototype name or a megabyte string in one of those places. */
const hostileParams = fc
  .tuple(
    fc.constantFrom(...callsWith(null).keys()),
    fc.oneof({ weight: 2, arbitrary: hostileString }, { weight: 1, arbitrary: wrongValue }),
  )
  .map(([slot, value]) => callsWith(value)[slot]!);

/** A tool's arguments whose name is a prototype name or a megabyte. */
const hostileArgumentName = fc
  .tuple(fc.constantFrom(...TOOLS), hostileString, hostileString)
  .map(([name, key, value]): Call => ['tools/call', { name, arguments: { [key.slice(0, 64)]: value } }]);

/** A call of any of the kinds above, with the id it is sent with (raw JSON) and its deep value. */
const anyCall: fc.Arbitrary<{ call: Call; id?: string; deep?: string }> = fc.oneof(
  { weight: 5, arbitrary: hostileParams.map((call) => ({ call })) },
  { weight: 1, arbitrary: hostileArgumentName.map((call) => ({ call })) },
  { weight: 1, arbitrary: deepCall.map(([call, depth, arrays]) => ({ call, deep: nested(depth, arrays) })) },
  { weight: 1, arbitrary: listenCall },
);

/** The call as JSON: `id` as given, `deep` where its params hold DEEP, `meta` as its `_meta`. */
function message([method, params]: Call, { id = '9', deep, meta }: { id?: string; deep?: string; meta?: object }) {
  const json = JSON.stringify({ jsonrpc: '2.0', id: 0, method, params: { ...params, _meta: meta } });
  const withId = json.replace('"id":0', () => `"id":${id}`);
  return deep === undefined ? withId : withId.replace(JSON.stringify(DEEP), () => deep);
}

/** A call as a 2025-era client sends it (no claim), or with the 2026-07-28 claim in `_meta` but no header. */
const hostileCall = fc
  .tuple(anyCall, fc.boolean())
  .map(([{ call, ...rest }, claim]) => message(call, { ...rest, ...(claim ? { meta: CURRENT_META } : {}) }));

const CURRENT_META = currentMeta();

const rawBody = fc.oneof(
  { weight: 6, arbitrary: rpcMessage.map((m) => JSON.stringify(m)) },
  { weight: 1, arbitrary: rpcMessage.map((m) => JSON.stringify(m).slice(0, -1)) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      anyText,
      fc.constantFrom('', ' ', '{', '{"jsonrpc":"2.0",', 'undefined', '\u0000', '\uFEFF{}', '{"a":1}{"b":2}'),
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 2000, max: 20_000 }).map((depth) => nested(depth, true)) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 2000, max: 20_000 })
      .map((depth) =>
        message(['tools/call', { name: 'search', arguments: DEEP }], { id: '1', deep: nested(depth, false) }),
      ),
  },
  { weight: 2, arbitrary: hostileCall },
);

/** A message sent gzip-compressed, with or without saying so: either way not what the endpoint accepts as is. */
const compressedBody = rpcMessage.map((m) => new Uint8Array(gzipSync(JSON.stringify(m))));

const notUtf8Ping = notUtf8.map((bytes) => {
  const [before, after] = ['{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"', '"}}'];
  return new Uint8Array(Buffer.concat([Buffer.from(before), bytes, Buffer.from(after)]));
});

/** Over 1 MiB: rare, so the suite stays fast, but always in the mix. */
const oversizedBody = fc.integer({ min: 1024 * 1024 + 1, max: 1024 * 1024 + 64 * 1024 }).map((size) => {
  const prefix = '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search","arguments":{"q":"';
  return `${prefix}${'x'.repeat(size - prefix.length - 4)}"}}}`;
});

/** Methods whose params name something, so a 2026-07-28 client sends `Mcp-Name`. */
const NAMED_METHODS = ['tools/call', 'prompts/get', 'resources/read', 'completion/complete'];

const mcpHeaders = fc
  .tuple(
    fc.oneof(
      { weight: 5, arbitrary: fc.constant<[string, string][]>([['content-type', 'application/json']]) },
      { weight: 2, arbitrary: fc.array(headerLine('content-type', CONTENT_TYPES), { maxLength: 2 }) },
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<[string, string][]>([['accept', 'application/json, text/event-stream']]) },
      { weight: 1, arbitrary: fc.array(headerLine('accept', ACCEPTS), { maxLength: 1 }) },
    ),
    fc.oneof(
      { weight: 3, arbitrary: fc.constant<[string, string][]>([]) },
      { weight: 2, arbitrary: fc.tuple(headerLine('mcp-protocol-version', PROTOCOL_VERSIONS)) },
    ),
    // What a 2026-07-28 client adds: the method (and the name) the body is about, or one it is not about.
    fc.option(
      fc.tuple(
        fc
          .constantFrom(...NAMED_METHODS, 'tools/list', 'server/discover')
          .map((m): [string, string] => ['mcp-method', m]),
        fc.constantFrom(...PROTOTYPE_NAMES, 'get_profile').map((n): [string, string] => ['mcp-name', n]),
      ),
      { nil: [], freq: 3 },
    ),
    fc.array(header, { maxLength: 1 }),
    connectionLines,
    codingLines,
  )
  .map((parts) => parts.flat());

/**
 * A call as a 2026-07-28 client sends it, so that the SDK's own checks let it through to its answer:
 * the version header, `Mcp-Method`, `Mcp-Name` when the body names one a header can carry, and the
 * claim in `_meta`, with `clientInfo` (a SHOULD) or without.
 */
const currentRequest: fc.Arbitrary<FuzzRequest> = fc
  .tuple(anyCall, fc.boolean())
  .map(([{ call, ...rest }, clientInfo]): FuzzRequest => {
    const { ['io.modelcontextprotocol/clientInfo']: _omitted, ...withoutClientInfo } = CURRENT_META;
    const headers = Object.entries(wireRequest(...call).headers).filter(
      ([name, value]) => name !== 'mcp-name' || /^[\x21-\x7e]{1,200}$/.test(value),
    );
    const body = message(call, { ...rest, meta: clientInfo ? CURRENT_META : withoutClientInfo });
    return { method: 'POST', path: MCP_PATH, headers, body };
  })
  .filter(fitsHead)
  .map(printable);

/** Requests for the MCP endpoint: mostly POSTs of (broken) JSON-RPC, some other methods, some a 2026-07-28 client's calls. */
const anyMcpRequest: fc.Arbitrary<FuzzRequest> = fc
  .record({
    method: fc.oneof({ weight: 9, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: method }),
    path: fc.oneof(
      { weight: 9, arbitrary: fc.constant(MCP_PATH) },
      { weight: 1, arbitrary: fc.constantFrom(`${MCP_PATH}/`, `${MCP_PATH}?x=1`, `${MCP_PATH}?sessionId=abc`) },
    ),
    headers: mcpHeaders,
    body: fc.oneof(
      { weight: 2000, arbitrary: rawBody },
      { weight: 40, arbitrary: compressedBody },
      { weight: 40, arbitrary: notUtf8Ping },
      { weight: 10, arbitrary: oversizedBody },
      { weight: 1, arbitrary: overPlatformLimit },
    ),
  })
  .filter(fitsHead)
  .map(printable);

export const mcpRequest = fc.oneof({ weight: 5, arbitrary: anyMcpRequest }, { weight: 1, arbitrary: currentRequest });

/** A replayable description: the request as curl would send it. */
export function describeRequest(request: FuzzRequest, baseUrl: string): string {
  const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
  const shorten = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  const parts = ['curl', '-sS', '-i', '--path-as-is', '-X', request.method];
  parts.push(...request.headers.flatMap(([n, v]) => ['-H', quote(`${n}: ${shorten(v)}`)]));
  const { body } = request;
  if (typeof body === 'string') parts.push('--data-binary', quote(shorten(body)));
  else if (body)
    parts.push('--data-binary', `@<${body.length} bytes: ${Buffer.from(body.subarray(0, 40)).toString('hex')}…>`);
  parts.push(quote(`${baseUrl}${shorten(request.path)}`));
  return parts.join(' ');
}
