import { expect, it, vi } from 'vitest';
import { handleMcpRequest } from '../../../src/mcp/http/handle-mcp-request.ts';
import { TOOLS } from '../../../src/mcp/tools.ts';
import { expectMcpAnswer, MAX_BODY_BYTES, MCP_HTTP_CASES, paddedNotification } from '../../support/mcp-http-cases.ts';
import { rpcRequest, toolCall } from '../../support/mcp-wire.ts';
import { BASE_URL, fixtureData } from '../../support/sample-portfolio.ts';
import { exchange, jsonPost, post, type Json } from './endpoint.ts';

it.each(MCP_HTTP_CASES)('the MCP endpoint, driven with a Request: $name', async (testCase) => {
  await expectMcpAnswer(testCase, await handleMcpRequest(new Request(`${BASE_URL}/api/mcp`, testCase), fixtureData));
});

it('quotes an unexpected member name cut short', async () => {
  const { status, body } = await post({ jsonrpc: '2.0', id: 1, method: 'ping', ['m'.repeat(100_000)]: 1 });
  expect(status).toBe(400);
  expect(body.error.code).toBe('invalid_request');
  expect(body.error.message.length).toBeLessThan(400);
});

it('names the member of params that is wrong, and refuses a notification with a wrong one as invalid_request', async () => {
  const ping = await post(rpcRequest('ping', { _meta: [] }));
  expect(ping.body.error.message).toMatch(/^Invalid params for ping: params\._meta: /);
  const notification = await post({ jsonrpc: '2.0', method: 'notifications/initialized', params: { _meta: 5 } });
  expect([notification.status, notification.body.error.code]).toEqual([400, 'invalid_request']);
  expect(notification.body.error.message).toContain('params._meta: ');
});

it('gives resource_link items only to a client that speaks a revision with them', async () => {
  const call = async (method: string, params: Json, version?: string) =>
    (await post(rpcRequest(method, params), version ? { 'MCP-Protocol-Version': version } : {})).body.result;
  const types = (items: Json[]) => items.map((item) => item.type);
  const getProject = { name: 'get_project', arguments: { slug: 'tram-app' } };
  for (const version of [undefined, '2025-06-18'])
    expect(types((await call('tools/call', getProject, version)).content)).toEqual(['text', 'resource_link']);
  for (const version of ['2025-03-26', '2024-11-05']) {
    expect(types((await call('tools/call', getProject, version)).content)).toEqual(['text']);
    const { messages } = await call('prompts/get', { name: 'match_role', arguments: { role: 'SRE' } }, version);
    expect(types(messages.map((message: Json) => message.content))).not.toContain('resource_link');
    expect(messages.at(-1).content.text).toMatch(/^The articles, each a resource to read:\n- .+: https?:\/\/\S+\.md/);
  }
});

it('says why a compressed body, or one without a Content-Type, is refused, and what to send instead', async () => {
  expect((await post('{}', { 'Content-Encoding': 'gzip' })).body.error).toMatchObject({
    code: 'unsupported_media_type',
    message: 'The Content-Encoding "gzip" is not supported.',
    hint: expect.stringContaining('uncompressed'),
  });
  // Bytes, not a string: a string body would get text/plain from fetch.
  const { body } = await exchange({
    method: 'POST',
    body: new TextEncoder().encode(JSON.stringify(rpcRequest('ping'))),
  });
  expect(body.error).toMatchObject({ code: 'unsupported_media_type', message: 'The request has no Content-Type.' });
});

it('the MCP endpoint answers 404 below its path', async () => {
  expect(await exchange(jsonPost(rpcRequest('ping')), fixtureData, `${BASE_URL}/api/mcp/tools`)).toMatchObject({
    status: 404,
    body: { error: { code: 'not_found', message: 'There is no API resource at "/api/mcp/tools".' }, status: 404 },
  });
});

it('refuses an oversized body sent without Content-Length once more than 1 MiB has arrived', async () => {
  const chunk = new TextEncoder().encode(paddedNotification(64 * 1024));
  let pulled = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  const { status } = await exchange({ ...jsonPost(''), body, duplex: 'half' } as RequestInit);
  expect(status).toBe(413);
  // It stopped reading just past the limit instead of draining the (endless) stream.
  expect(pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 3 * chunk.byteLength);
});

it('explains what is wrong with an invalid message and how to send a valid one', async () => {
  const { error } = (await post('[{"jsonrpc":"2.0","id":1,"method":"ping"}]')).body;
  expect(error.message).toContain('batch');
  expect(error.hint).toContain('"jsonrpc": "2.0"');
});

it('says why an integer id past 2^53 − 1 is refused, and how to send it', async () => {
  const { body } = await post('{"jsonrpc":"2.0","id":9007199254740993,"method":"ping"}');
  expect(body.error.message).toContain('an integer from -9007199254740991 to 9007199254740991');
  expect(body.error.message).toContain('send a larger one as a string');
  const refused = (await post('{"jsonrpc":"2.0","id":1.5,"method":"ping"}')).body.error;
  expect(refused.message).toContain('"id" must be a string or an integer, not 1.5.');
  expect(refused.hint).toContain('an optional "id" (a string or an integer, not null)');
});

it('answers a request with task metadata as the same request without it (no tasks capability is declared)', async () => {
  const answerTo = async (method: string, params: Json) => (await post(rpcRequest(method, params))).body;
  for (const [method, params] of [
    ['ping', {}],
    ['tools/call', { name: 'get_project', arguments: { slug: 'tram-app' } }],
    ['prompts/get', { name: 'explain_project', arguments: { slug: 'tram-app' } }],
    ['no/such', {}],
  ] as const) {
    const plain = await answerTo(method, params);
    for (const task of [{}, { ttl: 60_000 }, 5, null])
      expect(await answerTo(method, { ...params, task })).toEqual(plain);
  }
  expect((await answerTo('no/such', {})).error).toMatchObject({ code: -32601 });
});

it('reads the body as UTF-8 whatever charset the Content-Type names (RFC 8259 §8.1)', async () => {
  const latin1 = Buffer.from('{"jsonrpc":"2.0","id":1,"method":"ping","params":{"_meta":{"q":"\u00e9"}}}', 'latin1');
  const { status, body } = await exchange({
    ...jsonPost('', { 'Content-Type': 'application/json; charset=iso-8859-1' }),
    body: latin1,
  });
  const { error } = body;
  expect(status).toBe(400);
  expect(error.code).toBe('parse_error');
  expect(error.message).toBe(
    'The request body is not valid JSON: the body is not UTF-8 text, which JSON always is (its Content-Type names iso-8859-1).',
  );
  expect(error.hint).toContain('UTF-8');
});

it('turns a failure inside a tool into a tool error in a 200, not a crash, with no detail of it', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const broken = {
    ...fixtureData,
    index: {
      ...fixtureData.index,
      get lists(): never {
        throw new Error('index unreadable');
      },
    },
  };
  const { status, body } = await post(toolCall('list_projects', {}, 9), {}, broken);
  expect(status).toBe(200);
  expect(body).toMatchObject({
    id: 9,
    result: {
      isError: true,
      content: [{ type: 'text', text: expect.stringContaining('The server failed to answer this request') }],
    },
  });
  expect(JSON.stringify(body)).not.toContain('index unreadable');
  expect(log).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ message: 'index unreadable' }));
  log.mockRestore();
});

const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const messages: [string, string][] = [
  ...TOOLS.flatMap((tool) =>
    Object.keys(tool.inputSchema.shape).map((argument): [string, string] => [
      `${tool.name} ${argument}`,
      `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"${tool.name}","arguments":{"${argument}":${deep}}}}`,
    ]),
  ),
  [
    'prompts/get match_role role',
    `{"jsonrpc":"2.0","id":1,"method":"prompts/get","params":{"name":"match_role","arguments":{"role":${deep}}}}`,
  ],
  [
    'completion/complete value',
    `{"jsonrpc":"2.0","id":1,"method":"completion/complete","params":{"ref":{"type":"ref/prompt","name":"explain_project"},"argument":{"name":"slug","value":${deep}}}}`,
  ],
  ['resources/read uri', `{"jsonrpc":"2.0","id":1,"method":"resources/read","params":{"uri":${deep}}}`],
];

it.each(messages)('%s nested 100,000 deep is -32602, never an internal error', async (_name, message) => {
  const { status, body } = await post(message);
  expect(status).toBe(200);
  expect(body.error?.code).toBe(-32602);
  expect(body.error?.message.length).toBeLessThan(600);
});
