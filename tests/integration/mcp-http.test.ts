import { expect, it } from 'vitest';
import { openApiValidator, siteUrl } from '../support/http.ts';
import { expectMcpAnswer, jsonPost, MCP_HTTP_CASES } from '../support/mcp-http-cases.ts';
import { MCP_HEADERS, toolCall } from '../support/mcp-wire.ts';

// The table the unit tests run in full against the handler; here its representatives of each rule,
// through the Netlify emulator, where the function, its bundle and the HTTP layer are real.
const openApi = await openApiValidator();

it.each(MCP_HTTP_CASES.filter((testCase) => testCase.emulator))(
  'POST /api/mcp through the emulator: $name',
  async (testCase) => {
    const { emulator: _, expected: __, ...init } = testCase;
    const response = await fetch(`${siteUrl()}/api/mcp`, { redirect: 'manual', ...init });
    const body = response.clone();
    await expectMcpAnswer(testCase, response);
    // An error answer, the envelope or (at 2026-07-28) a JSON-RPC error, is what the OpenAPI document declares for its status.
    if (response.status >= 400 && testCase.method !== 'HEAD')
      openApi.assertValid('/mcp', String(response.status), await body.json(), 'post');
  },
);

it.each(['/api/mcp/', '/api/mcp//', '/api/profile.json/../mcp//'])(
  '%s reaches the MCP endpoint, like every other path of the API: a POST is answered, a GET is 405 with the envelope',
  async (path) => {
    const response = await fetch(`${siteUrl()}${path}`, jsonPost({ jsonrpc: '2.0', id: 7, method: 'ping' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ jsonrpc: '2.0', id: 7, result: {} });
    const get = await fetch(`${siteUrl()}${path}`);
    expect([get.status, get.headers.get('allow')]).toEqual([405, 'POST, OPTIONS']);
    expect(await get.json()).toMatchObject({ error: { code: 'method_not_allowed' }, status: 405 });
  },
);

it('the local MCP function stays warm, as a deployed instance does: answers 50 concurrent tools/call requests, each with its own id and the profile', async () => {
  const call = (id: number) =>
    fetch(`${siteUrl()}/api/mcp`, { method: 'POST', headers: MCP_HEADERS, body: toolCall('get_profile', {}, id) });
  const answers = await Promise.all(Array.from({ length: 50 }, (_, id) => call(id).then((r) => r.json())));
  const profile = answers[0].result.structuredContent.profile;
  expect(profile.name).toMatch(/\S/);
  answers.forEach((answer, id) => {
    expect(answer).toMatchObject({ jsonrpc: '2.0', id, result: { structuredContent: { profile } } });
    expect(answer.result.isError).toBeUndefined();
  });
});
