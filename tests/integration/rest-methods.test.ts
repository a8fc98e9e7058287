import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  expectApiHeaders,
  expectError,
  expectOk,
  REST_PATHS,
  type Answer,
  type Validator,
} from '../support/api.ts';
import { openApiValidator, siteUrl } from '../support/http.ts';

let validator: Validator;

beforeAll(async () => {
  validator = await openApiValidator();
});

/** What the transport adds or changes on its own (framing, connection, emulator timing). */
const TRANSPORT_HEADERS = new Set([
  'date',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'x-nf-fetch-timing',
]);

function apiHeaders(answer: Answer): Record<string, string> {
  return Object.fromEntries([...answer.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)));
}

const WRONG_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PURGE'];

describe('methods other than GET and HEAD', () => {
  it.each(REST_PATHS.flatMap((path) => WRONG_METHODS.map((method) => [method, path])))(
    '%s %s is 405 method_not_allowed with Allow: GET, HEAD, OPTIONS',
    async (method, path) => {
      const init: RequestInit = { method };
      if (method !== 'DELETE' && method !== 'OPTIONS') init.body = '{"jsonrpc":"2.0"}';
      const answer = await call(path, init);
      const error = expectError(answer, 405, 'method_not_allowed', validator);
      expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
      expect(error?.message).toContain(JSON.stringify(method));
      expect(error?.hint).toMatch(/read-only/);
    },
  );
});

describe('the OpenAPI document', () => {
  it('declares the Allow header on 405 and a 304 with an If-None-Match parameter on every GET', () => {
    const { document } = validator as unknown as {
      document: {
        paths: Record<string, { get?: { parameters: { $ref?: string }[]; responses: Record<string, unknown> } }>;
        components: { responses: Record<string, { headers: Record<string, unknown> }> };
      };
    };
    expect(Object.keys(document.components.responses.MethodNotAllowed?.headers ?? {})).toContain('Allow');
    const gets = Object.entries(document.paths).filter(([, item]) => item.get);
    expect(gets.length).toBe(7);
    for (const [path, item] of gets) {
      expect(Object.keys(item.get!.responses), path).toEqual(expect.arrayContaining(['200', '304', '405']));
      expect(item.get!.parameters, path).toContainEqual({ $ref: '#/components/parameters/IfNoneMatch' });
    }
  });
});

describe('CORS preflight', () => {
  it.each(REST_PATHS.flatMap((path) => ['GET', 'POST'].map((method) => [method, path])))(
    'OPTIONS with Access-Control-Request-Method: %s on %s is 204 allowing the read methods from any origin',
    async (requested, path) => {
      const answer = await call(path, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://elsewhere.example',
          'Access-Control-Request-Method': requested,
          'Access-Control-Request-Headers': 'if-none-match',
        },
      });
      expect(answer.status).toBe(204);
      expect(answer.text).toBe('');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
      expect(answer.headers.get('access-control-max-age')).toBe('86400');
      const allowed = answer.headers
        .get('access-control-allow-headers')
        ?.split(/,\s*/)
        .map((h) => h.toLowerCase());
      expect(allowed).toEqual(
        expect.arrayContaining([
          'accept',
          'content-type',
          'if-none-match',
          'mcp-protocol-version',
          'mcp-session-id',
          'last-event-id',
        ]),
      );
    },
  );
});

describe('HEAD', () => {
  const HEAD_CASES = [
    ...REST_PATHS,
    '/api/v1/projects?status=live&limit=1',
    '/api/v1/articles?tag=operations',
    '/api/v1/projects/nope',
    '/api/v1/articles?limit=0',
    '/api/v1/search',
    '/api/v1/nothing',
  ];

  it.each(HEAD_CASES)('HEAD %s has the status and headers of GET, and no body', async (path) => {
    const get = await call(path);
    const head = await call(path, { method: 'HEAD' });
    expect(head.status).toBe(get.status);
    expect(head.text).toBe('');
    expect(apiHeaders(head)).toEqual(apiHeaders(get));
    expectApiHeaders(head);
    if (get.status === 200) await expectOk(head);
  });

  it('HEAD keeps the connection open for the next request, on an answer, an error and a static file', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const sockets = new Set<unknown>();
      for (const path of ['/api/v1/profile', '/api/v1/projects/nope', '/index.md']) {
        for (const method of ['HEAD', 'GET', 'HEAD']) {
          const headers = await new Promise<IncomingMessage['headers']>((resolve, reject) => {
            httpRequest(`${siteUrl()}${path}`, { method, agent }, (response) => {
              // The socket as it answered: it is handed back to the agent once the answer has ended.
              sockets.add(response.socket);
              response.resume().on('end', () => resolve(response.headers));
            })
              .on('error', reject)
              .end();
          });
          expect(headers.connection, `${method} ${path}`).toBe('keep-alive');
        }
      }
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  });

  it('HEAD answers the negotiation like GET', async () => {
    const head = await call('/api/v1/profile', { method: 'HEAD', headers: { Accept: 'text/html' } });
    expectError(head, 406, 'not_acceptable', validator);
  });
});
