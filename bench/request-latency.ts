/**
 * Request-time latency through the emulator, each against a baseline in the same run:
 * edge-computed answers against a static file of the same bytes, and MCP `tools/call` against a
 * bare JSON function. Sections whose feature does not answer yet report "not available".
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { toolEnv } from '../scripts/project-copy.ts';
import type { ApiIndex } from '../src/core/query/api-index.ts';
import { API, articlesOf, projectsOf } from './baked-index.ts';
import { MCP_HEADERS, MCP_PATH, mcpAnswers, toolCall } from '../tests/support/mcp-wire.ts';
import { BARE_PATH } from './bare-function.ts';
import { compareInterleaved, non2xx, percentile, type Comparison, type HttpRequestSpec } from './load-generator.ts';
import type { Metric } from './report.ts';
import { settle } from './site-process.ts';

/** How one site is measured: how many requests, and whether the targets apply. */
export interface LatencyRun {
  /** Appended to metric names; empty for the run the targets apply to. */
  suffix: string;
  /** Requests per side (subject and baseline) of each edge comparison; MCP sends `mcpRequests`. */
  requests: number;
  mcpRequests: number;
  rounds: number;
  withTargets: boolean;
}

const CONNECTIONS = 4;

/**
 * Through the emulator as Netlify ships it (`npm start`): a fresh isolate or function instance for
 * every request, so each answer costs a few hundred milliseconds of the emulator's own work and the
 * ratios are information; the edge function's own time is the warm-isolate row. MCP's median has a
 * target, so it gets more requests. BENCH_REQUESTS overrides the requests per side of both.
 */
export const EMULATOR_RUN: LatencyRun = {
  suffix: '',
  requests: Number(process.env.BENCH_REQUESTS) || 150,
  mcpRequests: Number(process.env.BENCH_REQUESTS) || 200,
  rounds: 2,
  withTargets: true,
};

interface EdgeScenario {
  name: string;
  path: string;
  /** Does the answer show the feature is implemented (not, say, the unfiltered list)? */
  implemented: (body: unknown) => boolean;
  /** Computed answers are held to the target; a pre-rendered file passed through is only timed warm. */
  computed: boolean;
}

export function edgeScenarios(index: ApiIndex): EdgeScenario[] {
  const someArticle = articlesOf(index)[Math.min(123, articlesOf(index).length - 1)];
  const isArray = (body: unknown): body is Record<string, unknown>[] => Array.isArray(body);
  return [
    {
      name: 'pre-rendered',
      path: API.profile,
      implemented: (body) => typeof body === 'object' && body !== null && 'name' in body,
      computed: false,
    },
    {
      name: 'filtered',
      path: `${API.collection('projects')}?status=shipped`,
      implemented: (body) =>
        isArray(body) &&
        body.length < projectsOf(index).length &&
        body.every((p) => String(p.status).toLowerCase() === 'shipped'),
      computed: true,
    },
    {
      name: 'limited',
      path: `${API.collection('articles')}?limit=20`,
      implemented: (body) => isArray(body) && body.length === Math.min(20, articlesOf(index).length),
      computed: true,
    },
    {
      name: 'search',
      path: `${API.search}?q=${encodeURIComponent(someArticle?.title ?? 'x')}`,
      implemented: (body) => isArray(body) && body.some((r) => r.id === someArticle?.slug),
      computed: true,
    },
  ];
}

export async function edgeLatency(
  baseUrl: string,
  dist: string,
  index: ApiIndex,
  run: LatencyRun,
): Promise<{ metrics: Metric[]; details: Record<string, unknown> }> {
  const metrics: Metric[] = [];
  const details: Record<string, unknown> = {};
  for (const scenario of edgeScenarios(index).filter((s) => s.computed)) {
    const ratioName = `edge_vs_static_p50 (${scenario.name}${run.suffix})`;
    const probe = await settle(baseUrl, { path: scenario.path });
    const body = probe.status === 200 ? parseJson(probe.text) : undefined;
    if (body === undefined || !scenario.implemented(body)) {
      metrics.push({
        name: ratioName,
        value: undefined,
        unit: '×',
        note: `not available: ${scenario.path} answers ${probe.status} without the feature`,
      });
      continue;
    }
    // The same bytes as a plain static file, outside the edge function's paths.
    const staticPath = `/bench-static/${scenario.name}.json`;
    mkdirSync(path.join(dist, 'bench-static'), { recursive: true });
    writeFileSync(path.join(dist, staticPath), probe.text);
    const staticProbe = await settle(baseUrl, { path: staticPath });
    if (staticProbe.status !== 200) throw new Error(`the static baseline ${staticPath} answered ${staticProbe.status}`);

    const comparison = await compareInterleaved(
      baseUrl,
      { path: scenario.path },
      { path: staticPath },
      perRound(run, run.requests),
    );
    details[`edge_${scenario.name}${run.suffix}`] = {
      path: scenario.path,
      bytes: probe.text.length,
      ...summarise(comparison),
    };
    metrics.push(
      ...ratioMetrics(
        `edge ${scenario.name}${run.suffix}`,
        `static ${scenario.name} (same bytes${run.suffix})`,
        comparison,
        ratioName,
        undefined,
        `${kib(probe.text.length)} answer; information: the emulator's relay to Deno is most of it, the function's own time is the warm-isolate row`,
      ),
    );
  }
  return { metrics, details };
}

export async function mcpLatency(
  baseUrl: string,
  index: ApiIndex,
  run: LatencyRun,
): Promise<{ metrics: Metric[]; details: Record<string, unknown> }> {
  const target = { op: '<=' as const, value: 2 };
  const ratioName = `mcp_vs_bare_p50${run.suffix ? ` (${run.suffix.slice(2)})` : ''}`;
  if (!(await mcpAnswers(baseUrl))) {
    return {
      metrics: [
        {
          name: ratioName,
          value: undefined,
          unit: '×',
          ...(run.withTargets ? { target } : {}),
          note: `not available: POST ${MCP_PATH} does not answer initialize`,
        },
      ],
      details: {},
    };
  }
  const slug = projectsOf(index)[0]?.id ?? 'x';
  const mcp: HttpRequestSpec = {
    method: 'POST',
    path: MCP_PATH,
    headers: { ...MCP_HEADERS },
    body: toolCall('get_project', { slug }),
  };
  const bare: HttpRequestSpec = {
    method: 'POST',
    path: BARE_PATH,
    headers: { 'content-type': 'application/json' },
    body: toolCall('get_project', { slug }),
  };
  const probe = await settle(baseUrl, mcp);
  const answer = parseJson(probe.text) as { result?: { isError?: boolean } } | undefined;
  if (probe.status !== 200 || !answer?.result || answer.result.isError)
    throw new Error(`tools/call get_project answered ${probe.status}: ${probe.text.slice(0, 300)}`);
  const bareProbe = await settle(baseUrl, bare);
  if (bareProbe.status !== 200)
    throw new Error(`the bare function answered ${bareProbe.status}: ${bareProbe.text.slice(0, 300)}`);

  const comparison = await compareInterleaved(baseUrl, mcp, bare, perRound(run, run.mcpRequests));
  return {
    metrics: [
      ...ratioMetrics(
        `mcp tools/call${run.suffix}`,
        `bare function${run.suffix}`,
        comparison,
        ratioName,
        run.withTargets ? target.value : undefined,
        `get_project, ${kib(probe.text.length)} answer`,
      ),
      ...(await mcpWarmth(baseUrl, mcp, run)),
    ],
    details: { [`mcp_tools_call${run.suffix}`]: summarise(comparison) },
  };
}

/** The local function stays warm: a burst of 50 calls at once, then calls one at a time. */
async function mcpWarmth(baseUrl: string, call: HttpRequestSpec, run: LatencyRun): Promise<Metric[]> {
  const send = async (): Promise<number> => {
    const started = performance.now();
    const response = await fetch(new URL(call.path, baseUrl), {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    if (response.status !== 200 || !text.includes('"result"'))
      throw new Error(`tools/call answered ${response.status}: ${text.slice(0, 300)}`);
    return performance.now() - started;
  };
  const burst = await Promise.all(Array.from({ length: 50 }, send));
  const sequential: number[] = [];
  for (let i = 0; i < 30; i++) sequential.push(await send());
  return [
    {
      name: `mcp_concurrent_p95_ms${run.suffix}`,
      value: percentile(burst, 95),
      unit: 'ms',
      ...(run.withTargets ? { target: { op: '<=' as const, value: 3000 } } : {}),
      note: `50 tools/call get_project at once through the emulator, all answered; p50 ${percentile(burst, 50).toFixed(0)} ms`,
    },
    {
      name: `mcp_warm_sequential_p50_ms${run.suffix}`,
      value: percentile(sequential, 50),
      unit: 'ms',
      ...(run.withTargets ? { target: { op: '<=' as const, value: 30 } } : {}),
      note: `30 tools/call one at a time after the burst; p95 ${percentile(sequential, 95).toFixed(0)} ms`,
    },
  ];
}

function perRound(run: LatencyRun, requests: number) {
  return { rounds: run.rounds, amountPerRound: Math.ceil(requests / run.rounds), connections: CONNECTIONS };
}

/** The edge function's own time per request in a warm Deno isolate (see edge-warm.ts), for information. */
/** The edge function's own time in a warm isolate, what production runs: a tenth of Netlify's 50 ms CPU limit. */
const EDGE_WARM_P95_MS = 5;

export function edgeWarm(root: string, index: ApiIndex, label: string): Metric[] {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'edge-warm.ts');
  const scenarios = edgeScenarios(index);
  const run = spawnSync(
    'deno',
    [
      'run',
      '--allow-read',
      '--allow-env',
      '--no-lock',
      script,
      root,
      JSON.stringify(scenarios.map(({ name, path: p }) => ({ name, path: p }))),
      '200',
    ],
    {
      cwd: root,
      env: toolEnv(root),
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (run.status !== 0) throw new Error(`the warm edge run failed:\n${run.stderr.slice(-2000)}`);
  const results = JSON.parse(run.stdout) as Record<string, { status: number; p50: number; p95: number; body: string }>;
  return scenarios.map((scenario): Metric => {
    const name = `edge warm p95 (${scenario.name}, ${label})`;
    const r = results[scenario.name];
    const body = r?.status === 200 ? parseJson(r.body) : undefined;
    if (!r || body === undefined || !scenario.implemented(body))
      return {
        name,
        value: undefined,
        unit: 'ms',
        note: `not available: ${scenario.path} answers ${r?.status} without the feature`,
      };
    return {
      name: `edge warm p95 (${scenario.name}, ${label})`,
      value: r.p95,
      unit: 'ms',
      target: { op: '<=', value: EDGE_WARM_P95_MS },
      note: `p50 ${r.p50.toFixed(2)} ms; one warm isolate, 200 requests, file reads included`,
    };
  });
}

function ratioMetrics(
  subject: string,
  baseline: string,
  run: Comparison,
  ratioName: string,
  limit: number | undefined,
  note: string,
): Metric[] {
  const failures =
    non2xx(run.subject) +
    non2xx(run.baseline) +
    run.subject.errors +
    run.baseline.errors +
    run.subject.timeouts +
    run.baseline.timeouts;
  if (failures > 0) {
    const statuses = [...run.subject.statuses, ...run.baseline.statuses]
      .map(([status, n]) => `${n}×${status}`)
      .join(', ');
    return [
      {
        name: ratioName,
        value: undefined,
        unit: '×',
        failed: true,
        note: `${failures} failed requests (${statuses}; ${run.subject.timeouts + run.baseline.timeouts} timeouts)`,
      },
    ];
  }
  const p50 = percentile(run.subject.times, 50);
  const base50 = percentile(run.baseline.times, 50);
  return [
    { name: `${subject} p50`, value: p50, unit: 'ms' },
    { name: `${subject} p95`, value: percentile(run.subject.times, 95), unit: 'ms' },
    { name: `${baseline} p50`, value: base50, unit: 'ms' },
    {
      name: ratioName,
      value: p50 / base50,
      unit: '×',
      ...(limit ? { target: { op: '<=' as const, value: limit } } : {}),
      note: `${run.subject.times.length} + ${run.baseline.times.length} requests; ${note}`,
    },
  ];
}

function summarise(run: Comparison) {
  const stats = (times: number[]) => ({
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  });
  return { subject: stats(run.subject.times), baseline: stats(run.baseline.times) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
