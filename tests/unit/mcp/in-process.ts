import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer } from '../../../src/mcp/create-server.ts';
import { fixtureData } from './fixture.ts';

/** A real SDK client connected in process to a fresh server over the fixture data (no transport is mocked). */
export async function connectToFixtureServer(): Promise<{ client: Client; close: () => Promise<unknown> }> {
  const server = await createMcpServer(fixtureData);
  const client = new Client({ name: 'unit-test', version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return { client, close: () => Promise.all([client.close(), server.close()]) };
}
