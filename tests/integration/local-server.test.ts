/**
 * The local server as an HTTP/1.1 server: what a client may send on the wire besides the request
 * itself (connection-level headers, `Expect: 100-continue`, chunked and oversized bodies, bytes
 * that are not UTF-8, methods fetch cannot carry) gets the answer the API gives, never a 502, a
 * stack trace or a server that reads a body it does not need.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiValidator, request, siteUrl } from '../support/http.ts';
import { rawRequest, type RawAnswer } from '../support/raw-http.ts';
import { MAX_HEADER_FIELDS, REQUEST_TIMEOUT_MS } from '../../src/core/contract.ts';

const port = () => Number(new URL(siteUrl()).port);
type Options = Omit<Parameters<typeof rawRequest>[1], 'head'>;
const raw = (head: string, options: Options = {}) => rawRequest(port(), { head, ...options });
const send = (head: string, options: Options = {}) => raw(`${head}\r\nHost: localhost`, options);
const PING = Buffer.from('{"jsonrpc":"2.0","id":1,"method":"ping"}');
const postHead = (body: Buffer, target = '/api/mcp') =>
  `POST ${target} HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}`;
const envelope = (answer: RawAnswer) =>
  JSON.parse(answer.body.toString('utf8')) as { error: { code: string; message: string }; status: number };
/** A GET of the profile with `count` header fields besides Host. */
const withFields = (count: number) =>
  send(`GET /api/v1/profile HTTP/1.1\r\n${Array.from({ length: count }, (_, i) => `X-H${i}: v`).join('\r\n')}`);
const statusAndCode = (answer: RawAnswer) => [answer.status, envelope(answer).error.code];
const openApi = await openApiValidator();

/**
 * Resident memory of the process serving the site (the suite's main process: the workers are its
 * children), the lowest of half a second's samples: the other file running meanwhile starts and ends an
 * emulator worker per function request in that process (up to 150 MiB at once), while a body held
 * would stay.
 */
async function settledRssMiB(): Promise<number> {
  let lowest = Infinity;
  for (let sample = 0; sample < 10; sample++) {
    const status = readFileSync(`/proc/${process.ppid}/status`, 'utf8');
    lowest = Math.min(lowest, Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return lowest;
}

/**
 * Three requests that stall, sent as the file starts: each waits out the whole limit, so the other tests run
 * meanwhile and the 408 test only reads the answers.
 */
const stalledSince = Date.now();
const waitMs = REQUEST_TIMEOUT_MS + 15_000;
const stalled = Promise.all([
  send('POST /api/mcp HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 100', {
    body: PING,
    timeoutMs: waitMs,
  }),
  send('POST /api/mcp HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked', {
    body: Buffer.from('5\r\n{"jso\r\n'),
    timeoutMs: waitMs,
  }),
  // No blank line after the headers: the server cannot know the request yet, only that it stalled.
  send('GET /api/v1/profile HTTP/1.1\r\nX-Stalled: 1', { unended: true, timeoutMs: waitMs }),
]).then((answers) => ({ elapsed: Date.now() - stalledSince, answers }));
// Its failure is the 408 test's to report, when it awaits it.
stalled.catch(() => {});

describe('connection-level request headers are the server’s own, and the platform’s own not a client’s: never passed on', () => {
  it.each([
    ['Expect: 100-continue', 'Expect: 100-continue'],
    ['Keep-Alive', 'Connection: keep-alive\r\nKeep-Alive: timeout=5'],
    ['TE: trailers', 'TE: trailers\r\nConnection: TE'],
    [
      'an h2c upgrade offer',
      'Connection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA',
    ],
    ['a Proxy-Connection', 'Proxy-Connection: keep-alive'],
    // x-nf-passthrough would skip the API.
    ['x-nf- headers', 'X-NF-Passthrough: 1\r\nx-nf-edge-functions: none'],
  ])('GET with %s answers as without it', async (_, extra) => {
    const plain = await (await request('/api/v1/profile')).text();
    // Without an Accept header too, which fetch always sends: 200 JSON.
    const answer = await send(`GET /api/v1/profile HTTP/1.1\r\n${extra}`);
    expect([answer.status, answer.headers['content-type']]).toEqual([200, 'application/json; charset=utf-8']);
    expect(answer.body.toString('utf8')).toBe(plain);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    // An upgrade offer may be ignored (RFC 9110 §7.8), never half taken.
    expect(answer.headers['upgrade']).toBeUndefined();
  });

  it('answers a chunked body on a REST path with the API’s 405, and a GET with a chunked body as a GET', async () => {
    const post = await send('POST /api/v1/projects HTTP/1.1\r\nTransfer-Encoding: chunked', {
      body: { size: 5000, chunked: true },
    });
    expect(statusAndCode(post)).toEqual([405, 'method_not_allowed']);
    expect(post.headers['allow']).toBe('GET, HEAD, OPTIONS');
    const get = await send('GET /api/v1/projects HTTP/1.1\r\nTransfer-Encoding: chunked', {
      body: Buffer.from('0\r\n\r\n'),
    });
    expect(get.status).toBe(200);
    expect(JSON.parse(get.body.toString('utf8'))).toBeInstanceOf(Array);
  });

  it.each(['/api/v1/profile', '/projects/edge-search'])(
    'answers GET and HEAD %s with a body as without it: the body has no meaning there, and is dropped',
    async (path) => {
      for (const method of ['GET', 'HEAD']) {
        const plain = await send(`${method} ${path} HTTP/1.1`);
        const withBody = await send(`${method} ${path} HTTP/1.1\r\nContent-Length: 3`, { body: Buffer.from('abc') });
        expect([withBody.status, withBody.body.toString('utf8')], method).toEqual([200, plain.body.toString('utf8')]);
        expect(withBody.headers['content-type'], method).toBe(plain.headers['content-type']);
      }
    },
  );

  it('sends 100 Continue when the body is wanted', async () => {
    const wanted = await send(`${postHead(PING)}\r\nExpect: 100-continue`, { body: PING, waitForContinue: true });
    expect(wanted.continued).toBe(true);
    expect(wanted.status).toBe(200);
    expect(JSON.parse(wanted.body.toString('utf8'))).toEqual({ jsonrpc: '2.0', id: 1, result: {} });
  });
});

it('refuses a declared body over 1 MiB at once, whether or not the client waits for 100 Continue or sends anything', async () => {
  const head = 'POST /api/mcp HTTP/1.1\r\nContent-Type: application/json\r\nContent-Length: 2000000';
  const waiting = await send(`${head}\r\nExpect: 100-continue`, {
    body: { size: 2_000_000 },
    waitForContinue: true,
    timeoutMs: 5000,
    closeWithinMs: 1000,
  });
  expect(waiting.continued).toBe(false);
  expect(statusAndCode(waiting)).toEqual([413, 'payload_too_large']);
  expect(waiting.bodyBytesSent).toBe(0);
  // Declared and never sent: answered, not left waiting for bytes that will not come.
  const silent = await send(head, { timeoutMs: 5000 });
  expect(statusAndCode(silent)).toEqual([413, 'payload_too_large']);
  // The body may still come: the answer says the connection closes after it (RFC 9112 §9.6).
  for (const answer of [waiting, silent]) expect(answer.headers['connection']).toBe('close');
  expect(waiting.closed).toBe(true);
  // A 2026-07-28 request is told as that revision has HTTP-level errors: a JSON-RPC error.
  const current = await send(`${head}\r\nMCP-Protocol-Version: 2026-07-28`, { timeoutMs: 5000 });
  expect(current.headers).toMatchObject({
    'content-type': 'application/json; charset=utf-8',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  expect([current.status, JSON.parse(current.body.toString('utf8'))]).toEqual([
    413,
    { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'The request body is larger than 1 MiB.' } },
  ]);
});

describe('request bodies are read only as far as they are needed', () => {
  /**
   * The answer came long before the 192 MiB could all be sent. Usually after about 10 MiB; how much
   * more the client writes before it notices the answer depends on how busy its own process is (the
   * server reads on and drops the rest until the client stops), so the bound is half the body; the
   * memory the server keeps is held to the same share of it.
   */
  const LONG_BEFORE_THE_END = 96 * 1024 * 1024;

  it('keeps the connection open until a client that reads late has stopped sending, so its 413 is not lost to a reset', async () => {
    // The client goes on sending for a second without reading: a server that closed while bytes
    // still arrived would make the kernel reset the connection and erase the unread answer.
    const answer = await send(
      'POST /api/mcp HTTP/1.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked',
      { body: { size: 192 * 1024 * 1024, chunked: true }, readAfterMs: 1000, timeoutMs: 30_000, closeWithinMs: 5000 },
    );
    expect(statusAndCode(answer)).toEqual([413, 'payload_too_large']);
    expect(answer.headers['connection']).toBe('close');
    expect(answer.closed).toBe(true);
  });

  // The answer comes long before the whole body could be sent, and the connection is closed (after a
  // moment of reading on, so the client has the answer before the close).
  it.each([
    ['with its length to a REST path', 'POST /api/v1/profile', 'Content-Length: 201326592'],
    ['chunked to a REST path', 'POST /api/v1/profile', 'Transfer-Encoding: chunked'],
  ])('refuses a 192 MiB body %s with 413 after a few MiB, without holding it', async (_, request, framing) => {
    const before = await settledRssMiB();
    const answer = await send(`${request} HTTP/1.1\r\n${framing}`, {
      body: { size: 192 * 1024 * 1024, chunked: framing.includes('chunked') },
      timeoutMs: 30_000,
      closeWithinMs: 5000,
    });
    expect(statusAndCode(answer)).toEqual([413, 'payload_too_large']);
    expect(answer.bodyBytesSent).toBeLessThan(LONG_BEFORE_THE_END);
    expect(answer.headers['connection']).toBe('close');
    expect(answer.closed).toBe(true);
    expect((await settledRssMiB()) - before).toBeLessThan(LONG_BEFORE_THE_END / 1024 / 1024);
  });
});

describe('requests that are not valid HTTP/1.1, or break the server’s limits, get the envelope and a closed connection', () => {
  const SPACE_IN_PATH =
    'The request is not valid HTTP/1.1: the request line is not "METHOD path HTTP/1.1"; a space in the path must be percent-encoded.';
  it.each([
    ['a space in the path', 400, () => send('GET /api/v1/pro file HTTP/1.1'), SPACE_IN_PATH],
    ['a header name HTTP does not allow', 400, () => send('GET /api/v1/profile HTTP/1.1\r\nBad Header: 1')],
    ['a URL longer than the server reads', 431, () => send(`GET /api/v1/search?q=${'a'.repeat(20_000)} HTTP/1.1`)],
    [
      'headers larger than the server reads',
      431,
      () => send(`GET /api/v1/profile HTTP/1.1\r\nX-Large: ${'a'.repeat(20_000)}`),
    ],
    ['more header fields than the server reads, however short', 431, () => withFields(MAX_HEADER_FIELDS)],
  ] as const)('%s is %i, and the server goes on answering', async (_, status, ask, message?: string) => {
    const answer = await ask();
    expect([answer.status, answer.closed]).toEqual([status, true]);
    if (status === 431) expect(envelope(answer).error.code).toBe('header_fields_too_large');
    // A space in the path is told as such, not as what the parser expected instead.
    if (message) expect(envelope(answer).error.message).toBe(message);
    expect((await request('/api/v1/profile')).status).toBe(200);
  });

  it.each([
    ['FOO /api/v1/profile', 'GET, HEAD, OPTIONS'],
    ['get /projects/', 'GET, HEAD, OPTIONS'],
    ['CONNECT /api/mcp', 'POST, OPTIONS'],
  ])('%s, a method Node’s parser does not serve, is 405 with Allow, as a deploy answers it', async (line, allow) => {
    const answer = await send(`${line} HTTP/1.1`);
    expect([...statusAndCode(answer), answer.headers['allow']]).toEqual([405, 'method_not_allowed', allow]);
    expect(answer.closed).toBe(true);
  });

  it('answers a request whose body runs past its Content-Length, then closes the connection', async () => {
    const answer = await send(postHead(PING), { body: Buffer.concat([PING, Buffer.from('}')]) });
    expect([answer.status, answer.closed]).toEqual([200, true]);
  });

  it('serves a request with as many header fields as it reads', async () => {
    expect((await withFields(MAX_HEADER_FIELDS - 1)).status).toBe(200);
  });

  it('tells a request not all there within the contract’s limit so with Node’s 408 (a body short of its length, a last chunk that never comes, headers that never end), not hold it for minutes', async () => {
    const { elapsed, answers } = await stalled;
    expect(elapsed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 1000);
    for (const answer of answers) expect([answer.status, answer.closed]).toEqual([408, true]);
  });

  it.each(['/projects/%ff', '/articles/%E0%A4%A'])(
    'on the page %s, percent-encoding that is not UTF-8 is a 400 in a line with the site’s security headers, whatever the Accept',
    async (path) => {
      for (const accept of ['text/html', 'text/markdown']) {
        const answer = await send(`GET ${path} HTTP/1.1\r\nAccept: ${accept}`);
        expect([answer.status, answer.body.toString('utf8')], accept).toEqual([
          400,
          expect.stringContaining('its path is not percent-encoded UTF-8'),
        ]);
        expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
      }
    },
  );

  it.each([
    ['no Host header', 'GET /api/v1/profile HTTP/1.1'],
    ['two Host headers', 'GET /api/v1/profile HTTP/1.1\r\nHost: localhost\r\nHost: evil.example.com'],
    ['two Host headers', `${postHead(PING)}\r\nHost: localhost\r\nHost: evil.example.com`],
    ...['evil.example@localhost', 'localhost evil', 'localhost:abc', '[::1]evil', ''].map((host) => [
      `Host: ${host}`,
      `${postHead(PING)}\r\nHost: ${host}`,
    ]),
  ])('refuses an HTTP/1.1 request with %s with the bad_request envelope (RFC 9112 §3.2)', async (_, head) => {
    const answer = await raw(head, { body: head.startsWith('POST') ? PING : undefined });
    expect([...statusAndCode(answer), answer.closed]).toEqual([400, 'bad_request', true]);
    expect(envelope(answer).error.message).toContain('it needs one Host header naming a host');
    expect((await request('/api/v1/profile')).status).toBe(200);
  });
});

describe('methods and answers the server gives itself', () => {
  it.each([
    ['/api/v1/profile', 405, 'method_not_allowed', 'GET, HEAD, OPTIONS'],
    ['/api/mcp', 405, 'method_not_allowed', 'POST, OPTIONS'],
    ['/api/nope', 404, 'not_found', undefined],
  ])('TRACE %s is the API’s %i envelope with its Allow and CORS headers', async (path, status, code, allow) => {
    const answer = await send(`TRACE ${path} HTTP/1.1`);
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    expect(answer.headers['allow']).toBe(allow);
    expect(envelope(answer)).toMatchObject({ status, error: { code } });
  });

  it('answers TRACE on a page with 405, Allow and the page security headers', async () => {
    const answer = await send('TRACE /projects HTTP/1.1');
    expect(answer.status).toBe(405);
    expect(answer.headers['allow']).toBe('GET, HEAD');
    expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
  });

  // As Netlify's CDN serves `//map` as `/map`: never the API's raw files past the edge function. `{host}` stands for
  // the site's host: an absolute target's path is normalised the same way, and user:pass@ in it is not part of it.
  it.each([
    '//api/v1/profile',
    '///api/v1/profile',
    '/\\api/v1/profile',
    '//ap%69/v1/profile',
    'http://{host}//api/v1/profile',
    'http://user:pass@{host}/api/v1/profile',
  ])('serves %s as /api/v1/profile', async (path) => {
    const plain = await send('GET /api/v1/profile HTTP/1.1');
    const answer = await send(`GET ${path.replace('{host}', `localhost:${port()}`)} HTTP/1.1`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).toBe(plain.body.toString('utf8'));
    for (const name of ['access-control-allow-origin', 'cache-control', 'etag', 'content-type'])
      expect(answer.headers[name], name).toBe(plain.headers[name]);
  });

  it.each([
    ['DELETE', '//api/v1/profile.json'],
    ['POST', '//api/v1/profile.json'],
    ['GET', '//api/v1/profile.json'],
    ['DELETE', 'http://{host}//api/v1/profile.json'],
  ])('refuses %s %s as the API refuses /api/v1/profile.json', async (method, target) => {
    const answer = await send(`${method} ${target.replace('{host}', `localhost:${port()}`)} HTTP/1.1`);
    expect(statusAndCode(answer)).toEqual([404, 'not_found']);
  });

  it.each(['/no/such/page', '////;x|/y', '//example.com/z', '/%E0%BD%84/q'])(
    'serves the 404 page for %s with the security headers every other page has',
    async (path) => {
      const page = await send('GET /projects HTTP/1.1');
      const missing = await send(`GET ${path} HTTP/1.1`);
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.body.toString('utf8')).toContain('Page not found');
      expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
      for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'permissions-policy'])
        expect(missing.headers[name], name).toBe(page.headers[name]);
      expect(missing.headers['x-frame-options']).toBe(page.headers['x-frame-options']);
      expect((await request('/api/v1/profile')).status).toBe(200);
    },
  );

  it('serves an HTTP/1.0 request without Host, and answers its HEAD without chunks, which HTTP/1.0 does not have', async () => {
    expect((await raw('GET /api/v1/profile HTTP/1.0')).status).toBe(200);
    for (const path of ['/api/v1/profile', '/index.md', '/projects']) {
      const answer = await raw(`HEAD ${path} HTTP/1.0`);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['transfer-encoding'], path).toBeUndefined();
    }
  });
});

describe('requests a red-team pass sent: never a 5xx, a hang or a stack trace', () => {
  it('answers a refused HEAD without a body', async () => {
    for (const head of ['HEAD /api/mcp HTTP/1.1', `HEAD /api/v1/profile HTTP/1.1\r\nContent-Length: 5000000`]) {
      // Read until the server closes: a body sent late is seen too.
      const answer = await send(`${head}\r\nConnection: close`, { closeWithinMs: 5000 });
      expect(String(answer.status), head).toMatch(/^4\d\d$/);
      expect(answer.body.toString('latin1'), head).toBe('');
    }
  });

  it('answers an Image CDN request with a bad width without a 5xx or an internal address (the site has no images to transform)', async () => {
    const answer = await request('/.netlify/images?url=/cards/index.png&w=-5');
    const text = await answer.text();
    expect(answer.status).toBe(404);
    expect(text).toContain('Page not found');
    expect(text).not.toMatch(/127\.0\.0\.1|IPX|Error/);
  });
});

describe('DNS-rebinding protection on the MCP endpoint', () => {
  const post = (host: string, extra = '') => raw(`${postHead(PING)}\r\nHost: ${host}${extra}`, { body: PING });

  it.each(['evil.example.com', 'evil.example.com:8888', '192.168.1.10', 'localhost.evil.example.com'])(
    'refuses Host %s with the forbidden_host envelope, as the OpenAPI document declares it',
    async (host) => {
      const answer = await post(host, '\r\nOrigin: http://evil.example.com');
      expect(answer.status).toBe(403);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers['access-control-allow-origin']).toBe('*');
      expect(envelope(answer)).toMatchObject({
        status: 403,
        error: {
          code: 'forbidden_host',
          message: expect.stringContaining(host),
          hint: expect.stringContaining(`${siteUrl()}/api/mcp`),
        },
      });
      openApi.assertValid('/mcp', '403', envelope(answer), 'post');
    },
  );

  it('takes the host of an absolute-form target over the Host header, and its path without user:pass@ (a GET: above)', async () => {
    expect((await send(postHead(PING, 'http://evil.example.com/api/mcp'), { body: PING })).status).toBe(403);
    const mcp = await send(postHead(PING, `http://user:pass@localhost:${port()}/api/mcp`), { body: PING });
    expect(mcp.status).toBe(200);
  });

  it.each(['localhost', 'localhost:1234', '127.0.0.1:9', '[::1]:8888', 'LOCALHOST'])(
    'serves Host %s, whatever the Origin',
    async (host) => {
      const answer = await post(host, '\r\nOrigin: https://elsewhere.example');
      expect(answer.status).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    },
  );

  it('leaves the REST API, the pages and the MCP server card open to every Host', async () => {
    expect((await raw('GET /api/v1/profile HTTP/1.1\r\nHost: evil.example.com')).status).toBe(200);
    expect((await raw('GET /api/mcp/server-card HTTP/1.1\r\nHost: evil.example.com')).status).toBe(200);
    expect((await raw('GET /projects HTTP/1.1\r\nHost: evil.example.com')).status).toBe(200);
  });
});
