/**
 * A copy of the project built and served through the Netlify emulator, with an MCP client
 * connected: for tests that need the whole site built from other content or code.
 */
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { freePort, startSite, type RunningSite } from '../../scripts/serve.ts';
import { runNode } from './run-node.ts';

export interface ServedCopy {
  site: RunningSite;
  client: Client;
  close: () => Promise<void>;
}

/** Builds `project` (a prepared copy, see project-copy.ts) for a free port and serves it; `what` names it in a failure. */
export async function buildAndServe(project: string, what: string): Promise<ServedCopy> {
  const port = await freePort();
  const build = await runNode([path.join(project, 'scripts', 'build.ts')], { SITE_URL: `http://localhost:${port}` });
  if (build.status !== 0) throw new Error(`the build ${what} failed:\n${build.output}`);
  const site = await startSite({ port, quiet: true, root: project });
  const client = new Client({ name: 'served-copy-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${site.url}/api/mcp`)));
  return {
    site,
    client,
    close: async () => {
      await client.close();
      await site.close();
    },
  };
}
