import { describe, it } from 'vitest';
import { siteUrl } from '../support/http.ts';
import { expectMcpAnswer, MCP_HTTP_CASES } from '../support/mcp-http-cases.ts';

// The table the unit tests run in full against the handler; here its representatives of each rule,
// through the Netlify emulator, where the function, its bundle and the HTTP layer are real.
describe('POST /api/mcp over HTTP through the emulator', () => {
  it.each(MCP_HTTP_CASES.filter((testCase) => testCase.emulator))('$name', async (testCase) => {
    const { emulator: _, expected: __, ...init } = testCase;
    const response = await fetch(`${siteUrl()}/api/mcp`, { redirect: 'manual', ...init });
    await expectMcpAnswer(testCase, response);
  });
});
