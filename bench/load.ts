/**
 * `npm run bench:load`: mixed REST + MCP traffic at concurrency 32 against the emulated site
 * (the sample content, built in a temporary copy of the project), expecting zero errors and
 * flat memory. The resident memory of the server process and its children (Node running the
 * emulator, Deno for the edge function) is sampled every second.
 *
 * LOAD_SECONDS (default 60), LOAD_WARMUP_SECONDS (default 45), LOAD_CONNECTIONS (default 32).
 *
 * Under load V8 grows each heap (the emulator's and each function worker's) to a multiple of its
 * live data before collecting, so RSS climbs for a minute or two and then plateaus (near 1.3 GiB
 * with the default heap limit on a 24 GiB machine), while the live heaps stay under 150 MiB each. The server runs with a bounded old space, so that headroom is reached during
 * the warm-up and what grows afterwards is live data; a leak then also ends in an out-of-memory
 * crash, that is in failed requests.
 */
import path from 'node:path';
import type { ApiIndex } from '../src/core/query/api-index.ts';
import { API, articlesOf, projectsOf, readBakedIndex } from './baked-index.ts';
import { PROJECT_ROOT } from '../scripts/serve.ts';
import { temporaryCopy, toolEnv } from '../scripts/project-copy.ts';
import { MCP_HEADERS, MCP_PATH, mcpAnswers, rpcRequest, toolCall } from '../tests/support/mcp-wire.ts';
import { non2xx, percentile, runLoad, type HttpRequestSpec } from './load-generator.ts';
import { treeRssMiB } from './process-tree.ts';
import { formatTable, writeReport, type Metric } from './report.ts';
import { settle, startSiteProcess } from './site-process.ts';
import { runTimed } from './timed-command.ts';

const seconds = Number(process.env.LOAD_SECONDS) || 60;
const warmupSeconds = Number(process.env.LOAD_WARMUP_SECONDS) || 45;
const connections = Number(process.env.LOAD_CONNECTIONS) || 32;
const SERVER_HEAP_MIB = 512;
const log = (message: string) => console.error(`[load] ${message}`);

const copy = temporaryCopy(PROJECT_ROOT, 'portfolio-load-');
const metrics: Metric[] = [];
const details: Record<string, unknown> = { seconds, warmupSeconds, connections, serverMaxOldSpaceMiB: SERVER_HEAP_MIB };
try {
  log('building the sample content…');
  const build = await runTimed(
    process.execPath,
    [path.join(copy.root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'],
    { cwd: copy.root, env: toolEnv(copy.root) },
  );
  if (build.code !== 0) throw new Error(`the build failed:\n${build.tail}`);
  const index = readBakedIndex(copy.root);
  const site = await startSiteProcess(copy.root, {}, undefined, [`--max-old-space-size=${SERVER_HEAP_MIB}`]);
  try {
    const { usable, skipped } = await usableRequests(site.url, trafficMix(index, await mcpAnswers(site.url)));
    details.requests = usable.map((r) => `${r.method ?? 'GET'} ${r.path}${r.body ? ` ${r.body.slice(0, 60)}` : ''}`);
    details.skipped = skipped;
    log(
      `${usable.length} kinds of request (${skipped.length} skipped: not answering 2xx yet); warming up for ${warmupSeconds} s…`,
    );
    await runLoad(site.url, usable, { connections, duration: warmupSeconds, timeout: 30 });

    log(`${seconds} s at concurrency ${connections}, sampling memory every second…`);
    const samples: Sample[] = [];
    const started = performance.now();
    const sample = () => {
      const rss = treeRssMiB(site.pid);
      if (rss) samples.push({ t: (performance.now() - started) / 1000, ...rss });
    };
    sample();
    const timer = setInterval(sample, 1000);
    const run = await runLoad(site.url, usable, { connections, duration: seconds, timeout: 30 }).finally(() =>
      clearInterval(timer),
    );
    sample();
    metrics.push(...trafficMetrics(run, skipped), ...memoryMetrics(samples));
    details.memory = samples;
  } finally {
    await site.stop();
  }
} finally {
  copy.remove();
}

console.log(`\n${formatTable(metrics)}\n`);
writeReport(path.join(PROJECT_ROOT, 'bench', 'load-report.json'), metrics, details);

function trafficMix(index: ApiIndex, withMcp: boolean): HttpRequestSpec[] {
  const project = projectsOf(index)[0];
  const article = articlesOf(index)[0];
  const rest: HttpRequestSpec[] = [
    { path: API.profile },
    { path: API.collection('projects') },
    { path: `${API.collection('projects')}?status=${encodeURIComponent(project?.status ?? 'Live')}` },
    { path: `${API.collection('projects')}?limit=2` },
    { path: API.collection('projects', project?.id ?? 'x') },
    { path: API.collection('articles') },
    { path: `${API.collection('articles')}?tag=${encodeURIComponent(article?.tags[0] ?? 'x')}&limit=3` },
    { path: API.collection('articles', article?.slug ?? 'x') },
    { path: `${API.search}?q=${encodeURIComponent((article?.title ?? 'a').split(' ')[0] ?? 'a')}` },
    { path: '/api/openapi.json' },
    // No HEAD: autocannon's parser reads a body after every answer, HEAD's included (which has
    // none, RFC 9112 §6.3), so its connection waits for one that never comes. The tests cover HEAD.
  ];
  if (!withMcp) return rest;
  const mcp = (body: string): HttpRequestSpec => ({
    method: 'POST',
    path: MCP_PATH,
    headers: { ...MCP_HEADERS },
    body,
  });
  return [
    ...rest,
    mcp(rpcRequest('tools/list')),
    mcp(toolCall('get_profile', {})),
    mcp(toolCall('list_projects', { limit: 2 })),
    mcp(toolCall('get_article', { slug: article?.slug ?? 'x' })),
    mcp(toolCall('search', { q: 'a' })),
  ];
}

/** Only requests that answer 2xx now are sent: errors during the run then mean something broke under load. */
async function usableRequests(baseUrl: string, mix: HttpRequestSpec[]) {
  const usable: HttpRequestSpec[] = [];
  const skipped: string[] = [];
  for (const spec of mix) {
    const { status } = await settle(baseUrl, spec, 2);
    if (status >= 200 && status < 300) usable.push(spec);
    else skipped.push(`${spec.method ?? 'GET'} ${spec.path} → ${status}`);
  }
  return { usable, skipped };
}

function trafficMetrics(run: Awaited<ReturnType<typeof runLoad>>, skipped: string[]): Metric[] {
  const failed = non2xx(run) + run.errors + run.timeouts;
  const statuses = [...run.statuses].map(([status, n]) => `${n}×${status}`).join(', ');
  return [
    {
      name: 'requests',
      value: run.times.length,
      unit: '',
      note: `${(run.times.length / run.seconds).toFixed(1)} per second; ${statuses}`,
    },
    {
      name: 'failed requests',
      value: failed,
      unit: '',
      target: { op: '<=', value: 0 },
      note: `${run.errors} socket errors, ${run.timeouts} timeouts, ${non2xx(run)} non-2xx${skipped.length ? `; skipped: ${skipped.join('; ')}` : ''}`,
    },
    // Little's law: with every connection always waiting, the mean latency is connections / throughput.
    {
      name: 'latency p50',
      value: percentile(run.times, 50),
      unit: 'ms',
      note: `mean ${mean(run.times).toFixed(0)} ms; connections / throughput ${((connections * run.seconds * 1000) / run.times.length).toFixed(0)} ms`,
    },
    { name: 'latency p95', value: percentile(run.times, 95), unit: 'ms' },
    { name: 'latency p99', value: percentile(run.times, 99), unit: 'ms' },
  ];
}

interface Sample {
  t: number;
  /** The Node process running the emulator (and the functions it invokes, in worker threads). */
  own: number;
  /** Its children: Deno, running the edge function. */
  children: number;
}

function memoryMetrics(samples: Sample[]): Metric[] {
  if (samples.length < 2)
    return [{ name: 'server memory', value: undefined, unit: 'MiB', note: 'not available: no /proc on this system' }];
  const parts: [string, (s: Sample) => number][] = [
    ['all server processes', (s) => s.own + s.children],
    ['node (emulator, functions)', (s) => s.own],
    ['deno (edge function)', (s) => s.children],
  ];
  return parts.flatMap(([label, of]): Metric[] => {
    const first = of(samples[0] as Sample);
    const last = of(samples.at(-1) as Sample);
    const peak = Math.max(...samples.map(of));
    // Garbage collection makes memory a sawtooth, so single samples are judged against each other
    // poorly: a leak shows as rising troughs.
    const third = Math.max(1, Math.floor(samples.length / 3));
    const trough = (part: Sample[]) => Math.min(...part.map(of));
    const early = trough(samples.slice(0, third));
    const late = trough(samples.slice(-third));
    return [
      {
        name: `rss ${label}`,
        value: last,
        unit: 'MiB',
        note: `after warm-up ${first.toFixed(0)}, peak ${peak.toFixed(0)}; end ${(((last - first) / first) * 100).toFixed(0)} % from after warm-up`,
      },
      {
        name: `rss growth, ${label}`,
        value: ((late - early) / early) * 100,
        unit: '%',
        target: { op: '<=', value: 20 },
        note: `flat: lowest of the last third within 20 % of lowest of the first third (${early.toFixed(0)} → ${late.toFixed(0)} MiB); slope ${(slope(samples.map((s) => ({ t: s.t, y: of(s) }))) * 60).toFixed(0)} MiB/min`,
      },
    ];
  });
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function slope(points: { t: number; y: number }[]): number {
  const n = points.length;
  const meanT = points.reduce((s, p) => s + p.t, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.t - meanT) * (p.y - meanY), 0);
  const den = points.reduce((s, p) => s + (p.t - meanT) ** 2, 0);
  return den === 0 ? 0 : num / den;
}
