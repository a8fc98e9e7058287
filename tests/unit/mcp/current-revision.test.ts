/** MCP 2026-07-28 on the endpoint, request by request; and hostile input (prototype names, long strings) in both eras. */
import { describe, expect, it, vi } from 'vitest';
import { MAX_AUDIENCE_LENGTH, MAX_ROLE_LENGTH } from '../../../src/core/contract.ts';
import { currentMeta, currentRequest, rpcRequest } from '../../support/mcp-wire.ts';
import { fixtureData, BASE_URL as BASE } from '../../support/sample-portfolio.ts';
import { CAPABILITIES, exchange, post } from './endpoint.ts';

const REVISION = '2026-07-28';
const META = currentMeta();

/** The JSON text with `raw` (JSON too deep for JSON.stringify) where its params hold "\u0000". */
const encoded = (json: string, raw?: string) => (raw === undefined ? json : json.replace('"\\u0000"', raw));

/** A request as a 2026-07-28 client sends it (the version header, `Mcp-Method`, `Mcp-Name`, `_meta` in params). */
const current = (method: string, params: Record<string, unknown> = {}, raw?: string) => {
  const request = currentRequest(method, params);
  return exchange({ ...request, body: encoded(request.body, raw) });
};

/** The same request as a 2025-06-18 client sends it. */
const legacy = (method: string, params: Record<string, unknown> = {}, raw?: string) =>
  post(encoded(rpcRequest(method, params), raw), { 'MCP-Protocol-Version': '2025-06-18' });

/** A tools/list request (the message's members changed by `change`) with these headers. */
const listTools = (change: Record<string, unknown>, headers: Record<string, string>) =>
  post({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: { _meta: META }, ...change }, headers);
const LIST_TOOLS = { 'MCP-Protocol-Version': REVISION, 'Mcp-Method': 'tools/list' };

const DEEP = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;

it('at 2026-07-28, answers server/discover with the revision and the capabilities, without initialize, and writes nothing to the log as a new instance makes its SDK handler (the SDK warns of notifications this server never sends)', async () => {
  const warn = vi.spyOn(console, 'warn');
  // A data object of its own: the handler is made once per data, as once per function instance.
  const { status, body } = await exchange(currentRequest('server/discover'), { ...fixtureData });
  expect(status).toBe(200);
  expect(body.result).toMatchObject({ supportedVersions: [REVISION], capabilities: CAPABILITIES });
  expect(body.result?.['instructions']).toMatch(/Ada Example/);
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
  expect(console.warn).not.toBe(warn);
});

it.each([
  ['server/discover', {}],
  ['tools/list', {}],
  ['resources/list', {}],
  ['resources/templates/list', {}],
  ['prompts/list', {}],
  ['resources/read', { uri: `${BASE}/index.md` }],
])('at 2026-07-28, marks %s cacheable for as long as a REST answer, for everyone', async (method, params) => {
  const { body } = await current(method, params);
  expect(body.result).toMatchObject({ resultType: 'complete', ttlMs: 300_000, cacheScope: 'public' });
});

it('at 2026-07-28, answers a tool call with the same data as 2025-06-18, and its result type', async () => {
  const now = await current('tools/call', { name: 'get_project', arguments: { slug: 'tram-app' } });
  const before = await legacy('tools/call', { name: 'get_project', arguments: { slug: 'tram-app' } });
  expect(now.body.result).toMatchObject({
    resultType: 'complete',
    structuredContent: before.body.result?.['structuredContent'],
    content: before.body.result?.['content'],
  });
});

// A request without _meta, or whose Mcp-Method names another method, is among the HTTP cases (mcp-http-cases.ts).
it.each([
  [
    'params._meta that is not an object',
    { params: { _meta: 5 } },
    -32602,
    'Invalid params for tools/list: params._meta: must be an object.',
  ],
  [
    'null params',
    { params: null },
    -32600,
    'The body is not one valid JSON-RPC 2.0 message: it is not a request, a notification or a response (params: Invalid input: expected object, received null).',
  ],
  [
    'a null id',
    { id: null, params: { _meta: META } },
    -32600,
    'The body is not one valid JSON-RPC 2.0 message: "id" must be a string or an integer, not null.',
  ],
  [
    'an id JSON.parse cannot hold exactly, which is not echoed altered',
    { id: 2 ** 53 + 2, params: { _meta: META } },
    -32600,
    'The body is not one valid JSON-RPC 2.0 message: "id" must be a string or an integer from -9007199254740991 to 9007199254740991, which JSON numbers carry exactly; send a larger one as a string.',
  ],
])(
  'at 2026-07-28, says what is wrong with %s, in the words of the 2025 revisions, at HTTP level',
  async (_what, change, code, message) => {
    const { status, body } = await listTools(change, LIST_TOOLS);
    expect(status).toBe(400);
    expect(body.error).toEqual({ code, message });
    expect(body.id).toBe('id' in change ? null : 1);
  },
);

it('at 2026-07-28, tells a GET what the endpoint allows, in the words of the 2025 revisions', async () => {
  const { status, headers, body } = await exchange({ method: 'GET', headers: { 'MCP-Protocol-Version': REVISION } });
  expect([status, headers.get('allow'), body.error?.message]).toEqual([
    405,
    'POST, OPTIONS',
    'The method "GET" is not allowed on this path; allowed: POST, OPTIONS.',
  ]);
});

const claiming = (version: unknown) => ({ ...META, 'io.modelcontextprotocol/protocolVersion': version });
const { ['io.modelcontextprotocol/clientInfo']: _omitted, ...withoutClientInfo } = META;
it.each([
  ['the 2025-era revision 2025-06-18 _meta claims', claiming('2025-06-18'), { 'MCP-Protocol-Version': '2025-06-18' }],
  ['the 2025-era revision 2025-11-25 _meta claims', claiming('2025-11-25'), {}],
  ['a 2025-era header, whatever _meta claims', claiming(REVISION), { 'MCP-Protocol-Version': '2025-06-18' }],
  ['a _meta that names no revision (null), as at the 2025 revisions', claiming(null), {}],
  ['a _meta without clientInfo (the revision makes it a SHOULD)', withoutClientInfo, LIST_TOOLS],
])('at 2026-07-28, serves tools/list for %s', async (_what, _meta, headers) => {
  const { status, body } = await listTools({ params: { _meta } }, headers);
  expect(status).toBe(200);
  expect(body.result?.['tools']).toHaveLength(6);
  expect('resultType' in body.result!).toBe(headers === LIST_TOOLS);
});

it('at 2026-07-28, reads a subscriptions/listen under the body cap and checks its id, as every other request', async () => {
  const listen = (body: string) =>
    post(body, { 'MCP-Protocol-Version': REVISION, 'Mcp-Method': 'subscriptions/listen' });
  const message = (id: string) =>
    `{"jsonrpc":"2.0","id":${id},"method":"subscriptions/listen","params":${JSON.stringify({ notifications: {}, _meta: META })}}`;
  for (const id of ['{"a":1}', DEEP, `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`]) {
    const { status, body } = await listen(message(id));
    expect(status).toBe(400);
    expect(body).toMatchObject({ id: null, error: { code: -32600 } });
  }
  const tooLarge = await listen(message(JSON.stringify('x'.repeat(1024 * 1024))));
  expect(tooLarge.status).toBe(413);
  expect(tooLarge.body).toMatchObject({
    id: null,
    error: { code: -32000, message: 'The request body is larger than 1 MiB.' },
  });
});

it('at 2026-07-28, refuses a compressed body with 415 as a JSON-RPC error, as the 2025 revisions refuse it', async () => {
  const { status, body } = await listTools({}, { ...LIST_TOOLS, 'Content-Encoding': 'br' });
  expect(status).toBe(415);
  expect(body).toMatchObject({ error: { code: -32000, message: 'The Content-Encoding "br" is not supported.' } });
});

it('at 2026-07-28, gives a long id back whole in an error answer, whose texts it cuts short', async () => {
  const id = 'i'.repeat(5000);
  const { status, body } = await listTools({ id }, {});
  expect(status).toBe(400);
  expect(body.id).toBe(id);
  expect(body.error?.code).toBe(-32020);
  expect(JSON.stringify(body.error).length).toBeLessThan(2000);
});

const names = ['__proto__', 'hasOwnProperty', 'valueOf', 'constructor', 'toString'];
const refs = [
  { type: 'ref/resource', uri: `${BASE}/projects/{slug}.md` },
  { type: 'ref/prompt', name: 'explain_project' },
];
const namedArguments = names.flatMap((name) => refs.map((ref) => [name, ref] as const));

describe.each([
  ['2025-06-18', legacy],
  [REVISION, current],
])('hostile input at %s', (_revision, send) => {
  it.each(namedArguments)('completing an argument named %s of %j is -32602', async (name, ref) => {
    const { status, body } = await send('completion/complete', { ref, argument: { name, value: '' } });
    expect(status).toBe(200);
    expect(body.error?.code).toBe(-32602);
    expect(body.error?.message).toContain(JSON.stringify(name));
  });

  it('words a reference of an unknown kind, an unknown resource and a limit too large to hold as every revision does', async () => {
    const completion = { ref: { type: 'ref/tool' }, argument: { name: 'slug', value: '' } };
    expect((await send('completion/complete', completion)).body.error).toEqual({
      code: -32602,
      message: 'Invalid params for completion/complete: params.ref.type: must be "ref/prompt" or "ref/resource".',
    });
    const uri = `${BASE}/projects/nope.md`;
    expect((await send('resources/read', { uri })).body.error?.message).toBe(
      `Resource "${uri}" not found. Call resources/list for every resource (or resources/templates/list for their URI templates).`,
    );
    // An error before 2025-11-25, a tool result after (SEP-1303).
    const limit = await send('tools/call', { name: 'list_projects', arguments: { limit: '\u0000' } }, '1e309');
    expect(JSON.stringify(limit.body)).toContain('got Infinity');
  });

  it.each([...names, 'nope'])('a prompt or a tool named %s is -32602, unknown in plain words', async (name) => {
    expect((await send('prompts/get', { name, arguments: {} })).body.error).toMatchObject({
      code: -32602,
      message: `Unknown prompt "${name}"; prompts/list gives them.`,
    });
    expect((await send('tools/call', { name, arguments: {} })).body.error).toMatchObject({
      code: -32602,
      message: expect.stringMatching(new RegExp(`^Unknown tool "${name}"\\. Available tools: get_profile`)),
    });
  });

  it.each([
    ['prompts/get', { name: 5 }, 'params.name: must be a string'],
    ['prompts/get', { arguments: { role: 'SRE' } }, 'params.name: is required'],
    ['resources/read', { uri: { href: 'x' } }, 'params.uri: must be a string'],
    ['completion/complete', { ref: 5, argument: { name: 'slug', value: '' } }, 'params.ref: must be an object'],
    ['tools/call', { name: 'search', arguments: ['q'] }, 'params.arguments: must be an object'],
  ])('%s %j is -32602 saying in words what is wrong', async (method, params, words) => {
    const { status, body } = await send(method, params);
    expect(status).toBe(200);
    expect(body.error).toEqual({ code: -32602, message: `Invalid params for ${method}: ${words}.` });
  });

  it.each(['tools/list', 'resources/list', 'resources/templates/list', 'prompts/list'])(
    'a cursor on %s is -32602, one not a string (a list, a list nested 20,000 deep) without echoing it',
    async (method) => {
      const deep = await send(method, { cursor: '\u0000' }, DEEP);
      for (const { status, body } of [deep, await send(method, { cursor: [1, 2] })]) {
        expect(status).toBe(200);
        expect(body.error).toEqual({
          code: -32602,
          message: `Invalid cursor (a cursor is a string): this server answers ${method} in one page and hands out no cursor; call it without one.`,
        });
      }
      expect((await send(method, { cursor: 'abc' })).body.error?.message).toBe(
        `Invalid cursor "abc": this server answers ${method} in one page and hands out no cursor; call it without one.`,
      );
    },
  );

  it.each([
    ['logging/setLevel', {}],
    ['logging/setLevel', { level: 'info' }],
    ['tasks/sing', {}],
  ])('answers %s %j, a method it does not serve, with -32601 naming it', async (method, params) => {
    expect((await send(method, params)).body.error).toEqual({ code: -32601, message: `Method "${method}" not found.` });
  });

  it.each([
    ['match_role', 'role', MAX_ROLE_LENGTH, {}],
    ['introduce_person', 'audience', MAX_AUDIENCE_LENGTH, {}],
    ['explain_project', 'audience', MAX_AUDIENCE_LENGTH, { slug: 'tram-app' }],
  ])(
    '%s takes its %s up to its limit, and refuses a longer one with -32602 naming it',
    async (prompt, argument, max, others) => {
      const args = (length: number) => ({ name: prompt, arguments: { ...others, [argument]: 'a'.repeat(length) } });
      expect((await send('prompts/get', args(max))).body.result?.['messages']).toBeDefined();
      const { body } = await send('prompts/get', args(max + 1));
      expect(body.error?.code).toBe(-32602);
      expect(body.error?.message).toMatch(
        new RegExp(`${argument}: must be at most ${max.toLocaleString('en')} characters`),
      );
      expect(JSON.stringify(body).length).toBeLessThan(1000);
    },
  );
});

it('a megabyte URI that a header contradicts is refused without echoing it', async () => {
  const request = currentRequest('resources/read', { uri: `${BASE}/${'x'.repeat(1_000_001)}.md` });
  const { status, body } = await exchange({
    ...request,
    headers: { ...request.headers, 'mcp-name': `${BASE}/index.md` },
  });
  expect(status).toBe(400);
  expect(body.error?.code).toBe(-32020);
  expect(JSON.stringify(body).length).toBeLessThan(2000);
});
