/** Requests to the MCP endpoint, handled in this process with the sample portfolio's data. */
import { expect } from 'vitest';
import { handleMcpRequest } from '../../../src/mcp/http/handle-mcp-request.ts';
import { jsonPost } from '../../support/mcp-http-cases.ts';
import { BASE_URL, fixtureData } from '../../support/sample-portfolio.ts';

export { jsonPost };

export type Json = Record<string, any>;

/** What the server declares it can do, at every revision. */
export const CAPABILITIES = {
  tools: { listChanged: false },
  resources: { subscribe: false, listChanged: false },
  prompts: { listChanged: false },
  completions: {},
};

/** The endpoint's answer to a request: its status, its headers and its JSON body (as JSON it says it is). */
export async function exchange(init: RequestInit, data = fixtureData, url = `${BASE_URL}/api/mcp`) {
  const response = await handleMcpRequest(new Request(url, init), data);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

export const post = (message: unknown, headers: Record<string, string> = {}, data = fixtureData) =>
  exchange(jsonPost(message, headers), data);
