/**
 * A bare JSON handler in the same Functions runtime as the MCP function: parse the JSON-RPC
 * message, answer a fixed result. The floor MCP's latency and cold start are compared against.
 * Added only to the benchmark's project copy.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BARE_PATH = '/bench/bare';
export const BARE_NAME = 'bench-bare';

const SOURCE = `export default async (request: Request): Promise<Response> => {
  const message = (await request.json()) as { id?: unknown };
  const body = { jsonrpc: '2.0', id: message.id ?? null, result: { content: [{ type: 'text', text: 'ok' }] } };
  return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
};

export const config = { path: '${BARE_PATH}' };
`;

/** Writes the function into `root`'s functions folder; returns its path. */
export function writeBareFunction(root: string): string {
  const file = path.join(root, 'netlify', 'functions', `${BARE_NAME}.ts`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, SOURCE);
  return file;
}
