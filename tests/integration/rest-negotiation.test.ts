import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, expectOk, REST_PATHS, type Validator } from '../support/api.ts';
import { openApiValidator, siteUrl } from '../support/http.ts';

let validator: Validator;

beforeAll(async () => {
  validator = await openApiValidator();
});

/** Accept values and whether JSON is acceptable under them (RFC 9110 §12.5.1). */
const ACCEPT_CASES: [string, boolean][] = [
  ['application/json', true],
  ['*/*', true],
  ['application/*', true],
  ['APPLICATION/JSON', true],
  ['application/json; charset=UTF-8', true],
  ['text/html, application/json;q=0.1', true],
  ['text/html;q=0.9, */*;q=0.8', true],
  ['text/html, */*;q=0', false],
  ['text/html', false],
  ['text/*', false],
  ['image/png', false],
  ['text/html, application/json;q=0', false],
  ['application/json;q=0, */*;q=0.5', false],
  ['application/*;q=0, */*', false],
  ['application/json;charset=iso-8859-1', false],
  // A header with nothing well-formed in it is disregarded.
  ['', true],
  ['nonsense', true],
];

const NEGOTIABLE = REST_PATHS.filter((path) => !path.includes('openapi'));

/**
 * Every case on one resource, and on every other resource one acceptable and one refused: the
 * edge function negotiates the same way for every path (the core's unit tests hold the whole
 * RFC 9110 matrix), and each request through the emulator costs a new isolate.
 */
const CASES = NEGOTIABLE.flatMap((path, i) =>
  (i === 0
    ? ACCEPT_CASES
    : ACCEPT_CASES.filter(([accept]) =>
        ['text/html;q=0.9, */*;q=0.8', 'application/json;q=0, */*;q=0.5'].includes(accept),
      )
  ).map(([accept, ok]) => [path, accept, ok] as const),
);

describe('Accept on the REST resources', () => {
  it.each(CASES)('%s with Accept: %j → acceptable: %s', async (path, accept, acceptable) => {
    const answer = await call(path, { headers: { Accept: accept } });
    if (acceptable) {
      await expectOk(answer);
    } else {
      const error = expectError(answer, 406, 'not_acceptable', validator);
      expect(error?.message).toContain(JSON.stringify(accept));
    }
  });

  it.each(NEGOTIABLE)('%s without any Accept header is 200', async (path) => {
    // fetch always sends an Accept header; node:http sends only the headers it is given.
    const answer = await callWithoutAccept(path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('Accept on the OpenAPI document', () => {
  it.each(
    ['/api/openapi.json', '/openapi.json'].flatMap((path, i) =>
      ACCEPT_CASES.filter(([, ok]) => i === 0 || !ok).map(([accept]) => [path, accept] as const),
    ),
  )('%s with Accept: %j is 200 (never 406)', async (path, accept) => {
    await expectOk(await call(path, { headers: { Accept: accept } }));
  });
});

function callWithoutAccept(path: string): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${siteUrl()}${path}`, { method: 'GET' }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    expect(req.getHeader('accept')).toBeUndefined();
    req.end();
  });
}
