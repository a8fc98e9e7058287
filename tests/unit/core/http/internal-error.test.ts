import { afterEach, expect, it, vi } from 'vitest';
import { createApiHandler } from '../../../../src/core/http/handle-api.ts';
import { handleMcpRequest } from '../../../../src/mcp/http/handle-mcp-request.ts';
import { rpcRequest } from '../../../support/mcp-wire.ts';
import { fixtureData, BASE_URL, fixtureIndex, responseOf } from '../../../support/sample-portfolio.ts';
import { jsonPost } from '../../mcp/endpoint.ts';

async function expectInternalError(response: Response): Promise<void> {
  expect(response.status).toBe(500);
  expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  const text = await response.text();
  expect(JSON.parse(text)).toMatchObject({
    status: 500,
    error: { code: 'internal_error', documentation: `${BASE_URL}/docs/api#errors` },
  });
  // Nothing of the failure reaches the client: no message, no stack.
  expect(text).not.toMatch(/secret|\/var\/lib|at .*\.ts|Error:/);
}

afterEach(() => vi.restoreAllMocks());

it('a failure of the server itself is a 500 internal_error envelope from the REST handler, logged for the owner, with no detail for the client', async () => {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const index = await fixtureIndex();
  const handle = createApiHandler(index);
  // A list that cannot be read, damaged after the handler prepared its lookups: any fault striking while serving.
  index.lists['projects'] = {
    get summaries(): never {
      throw new Error('secret detail: disk /var/lib/x failed');
    },
  };
  await expectInternalError(responseOf(await handle(new Request(`${BASE_URL}/api/v1/projects?status=live`))));
  expect(log).toHaveBeenCalledWith(
    expect.any(String),
    expect.objectContaining({ message: 'secret detail: disk /var/lib/x failed' }),
  );
  const head = responseOf(await handle(new Request(`${BASE_URL}/api/v1/projects?status=live`, { method: 'HEAD' })));
  expect(head.status).toBe(500);
  expect(await head.text()).toBe('');
});

it('a failure of the server itself is a 500 internal_error envelope from the MCP endpoint when it fails before any message is handled', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // The published files cannot be read: not even the profile the server is named after.
  const unreadable = {
    ...fixtureData,
    document: () => Promise.reject(new Error('secret detail: disk /var/lib/x failed')),
  };
  await expectInternalError(
    await handleMcpRequest(new Request(`${BASE_URL}/api/mcp`, jsonPost(rpcRequest('tools/list'))), unreadable),
  );
});
