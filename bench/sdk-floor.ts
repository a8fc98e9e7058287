/**
 * The MCP SDK's own cold start, the floor under ours: a server with one tool and nothing of this project's, bundled
 * as the build bundles the MCP handler (esbuild, minified, the SDK's default validator left out) and timed by the
 * same child process, answering the same `tools/call` at the same revision.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '../scripts/serve.ts';
import { withoutSdkDefaultValidator } from '../src/integrations/bundle-mcp-handler.ts';
import { coldStart, type ColdStart } from './cold-start.ts';

const SOURCE = `import { McpServer, WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/server';
import * as z from 'zod';

const never = { getValidator: () => { throw new Error('no elicitation'); } };

export default async (request) => {
  const server = new McpServer({ name: 'floor', version: '1.0.0' }, { jsonSchemaValidator: never });
  const project = z.object({ id: z.string(), title: z.string() });
  const config = { inputSchema: z.object({ slug: z.string() }), outputSchema: z.object({ project }) };
  server.registerTool('get_project', config, async ({ slug }) => {
    const value = { project: { id: slug, title: slug } };
    return { content: [{ type: 'text', text: JSON.stringify(value) }], structuredContent: value };
  });
  const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
  await server.connect(transport);
  return transport.handleRequest(request);
};
`;

export async function sdkColdStart(
  requestPath: string,
  body: string,
  headers: Record<string, string>,
): Promise<ColdStart> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-sdk-floor-'));
  try {
    const handler = path.join(dir, 'handler.mjs');
    await build({
      stdin: { contents: SOURCE, resolveDir: PROJECT_ROOT, loader: 'js' },
      outfile: handler,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node22',
      minify: true,
      logLevel: 'warning',
      plugins: [withoutSdkDefaultValidator],
    });
    return await coldStart(handler, requestPath, body, headers);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
