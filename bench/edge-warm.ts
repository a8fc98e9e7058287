/**
 * Run by Deno, not Node: the edge function's own cost per request in a warm isolate, as
 * production reuses isolates (the local emulator starts a fresh one for every request). Imports
 * the project's edge function once, then times each scenario's requests one after another;
 * `context.next()` reads the pre-rendered file from dist/ like the CDN would. Prints JSON.
 *   deno run --allow-read --allow-env --no-lock bench/edge-warm.ts <root> <scenarios json> <iterations>
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

type Handler = (request: Request, context: { next: (request?: Request) => Promise<Response> }) => Promise<Response>;

const [root = '.', scenariosJson = '[]', iterationsText = '200'] = process.argv.slice(2);
const scenarios = JSON.parse(scenariosJson) as { name: string; path: string }[];
const iterations = Number(iterationsText);
const { default: handler } = (await import(
  pathToFileURL(path.join(root, 'netlify', 'edge-functions', 'api.ts')).href
)) as { default: Handler };

const results: Record<string, { status: number; p50: number; p95: number; body: string }> = {};
for (const scenario of scenarios) {
  const url = new URL(scenario.path, 'http://localhost:8888');
  const context = {
    next: async (request?: Request) => {
      const target = new URL(request?.url ?? url);
      const bytes = await readFile(path.join(root, 'dist', decodeURIComponent(target.pathname)));
      return new Response(bytes, { headers: { 'Content-Type': 'application/json' } });
    },
  };
  const once = async () => {
    const started = performance.now();
    const response = await handler(new Request(url), context);
    const body = await response.text();
    return { status: response.status, ms: performance.now() - started, body };
  };
  for (let i = 0; i < 20; i++) await once();
  const times: number[] = [];
  let last = { status: 0, body: '' };
  for (let i = 0; i < iterations; i++) {
    const run = await once();
    times.push(run.ms);
    last = run;
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil(p * times.length) - 1)] ?? Number.NaN;
  // The last answer goes back too, so the caller can tell whether the feature is implemented.
  results[scenario.name] = { status: last.status, p50: at(0.5), p95: at(0.95), body: last.body };
}
process.stdout.write(`${JSON.stringify(results)}\n`);
