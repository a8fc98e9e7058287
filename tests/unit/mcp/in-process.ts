import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { handleMcpRequest } from '../../../src/mcp/http/handle-mcp-request.ts';
import { fixtureData } from './fixture.ts';

/**
 * A real SDK client talking to the endpoint over the fixture data, its HTTP requests handed to the
 * handler in process. It negotiates its newest revision, then names `protocolVersion` on every
 * request (the server is stateless: the header is what it goes by).
 */
export async function connectToFixtureServer(
  protocolVersion = '2025-06-18',
): Promise<{ client: Client; close: () => Promise<unknown> }> {
  const client = new Client({ name: 'unit-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('https://portfolio.example/api/mcp'), {
    fetch: (url, init) => handleMcpRequest(new Request(url, init), fixtureData),
  });
  await client.connect(transport);
  transport.setProtocolVersion(protocolVersion);
  return { client, close: () => client.close() };
}
