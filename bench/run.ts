/**
 * `npm run bench`: our cold build at 100 and 1,000 articles against two peers of the same articles
 * (a plain Astro blog, and the same blog drawing a social card per article), ours and the plain
 * blog rebuilt after one article changed (at the largest size), request-time latency against
 * static files, the edge function in a warm isolate, MCP latency and cold start against a bare
 * function, and what Netlify would ship; in under ten minutes on 2 cores.
 *
 * `npm run bench:large` (`--large`): 10,000 articles, our cold build against the plain blog, the
 * per-item growth (ours also built at 100 and 1,000), shipping sizes, cold start and the warm edge
 * function at that size; no time budget.
 *
 * BENCH_SIZES=100 narrows the article counts (default 100,1000; 100,1000,10000 for the large run).
 *
 * Everything runs in a temporary copy of the project; the developer's `dist/`, `generated/` and
 * caches are never touched. Prints a table; writes bench/report.json (bench/large-report.json).
 */
import path from 'node:path';
import type { ApiIndex } from '../src/core/query/api-index.ts';
import { projectsOf, readBakedIndex } from './baked-index.ts';
import { PROJECT_ROOT } from '../scripts/serve.ts';
import { temporaryCopy } from '../scripts/project-copy.ts';
import { MCP_HEADERS, MCP_PATH, toolCall } from '../tests/support/mcp-wire.ts';
import { BARE_PATH, writeBareFunction } from './bare-function.ts';
import { buildMetrics } from './build-metrics.ts';
import { measureBuild, type BuildMeasurement, type PeerName } from './build-times.ts';
import { coldStart } from './cold-start.ts';
import { sdkColdStart } from './sdk-floor.ts';
import { bundleEdgeFunction, createPackager, mcpFunctionEntry } from './function-bundles.ts';
import { formatTable, formatValue, writeReport, type Metric } from './report.ts';
import { EMULATOR_RUN, edgeLatency, edgeWarm, mcpLatency } from './request-latency.ts';
import { startSiteProcess } from './site-process.ts';

const BUDGET_S = 600;
const MIB = 1024 * 1024;
const large = process.argv.includes('--large');
const sizes = (process.env.BENCH_SIZES ?? (large ? '100,1000,10000' : '100,1000'))
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0)
  .sort((a, b) => a - b);
const smallest = sizes[0];
const largest = sizes.at(-1);
const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const log = (message: string) =>
  console.error(`[bench ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const metrics: Metric[] = [];
const details: Record<string, unknown> = { sizes };
const copy = temporaryCopy(PROJECT_ROOT, 'portfolio-bench-');
const bareFunction = writeBareFunction(copy.root);
try {
  const builds: BuildMeasurement[] = [];
  for (const articles of sizes) {
    // The large run builds the smaller sizes only for the growth per item.
    const peers: PeerName[] = !large ? ['plain', 'card'] : articles === largest ? ['plain'] : [];
    const rebuild = !large && articles === largest;
    log(
      `building ${articles} articles and ${Math.round(articles / 10)} projects${peers.length ? `, then the ${peers.join(' and the ')} blog` : ''}${rebuild ? ', then ours and the plain blog again after one article changed' : ''}…`,
    );
    const build = await measureBuild(copy.root, articles, { peers, rebuild });
    builds.push(build);
    const peerTimes = Object.entries(build.peers).map(([name, peer]) => `${name} blog ${seconds(peer.ms)}`);
    log(`built in ${seconds(build.buildMs)}${peerTimes.length ? ` (${peerTimes.join(', ')})` : ''}`);
    if (build.rebuild)
      log(`rebuilt in ${seconds(build.rebuild.buildMs)} (plain blog ${seconds(build.rebuild.peerMs)})`);
    const index = readBakedIndex(copy.root);
    // Shipping sizes and cold starts for a realistic portfolio, and at the size that tests the limits.
    if (articles === (large ? largest : smallest)) {
      log('bundling the functions and timing cold starts…');
      metrics.push(...(await functionMetrics(copy.root, build)));
    }
    // Through the emulator on the main run's largest build (its ratios are information: see docs/benchmarks.md).
    if (!large && articles === largest) {
      log(`serving the ${articles}-article build for the latency runs…`);
      metrics.push(...(await latencyMetrics(copy.root, index)));
    }
    if (articles === largest) {
      log('timing the edge function in a warm isolate…');
      metrics.push(...edgeWarm(copy.root, index, `${articles} articles`));
    }
  }
  metrics.push(...buildMetrics(builds));
  details.builds = builds;
} finally {
  copy.remove();
}

const wallSeconds = (performance.now() - started) / 1000;
metrics.push({
  name: 'bench wall time',
  value: wallSeconds,
  unit: 's',
  ...(large ? {} : { target: { op: '<', value: BUDGET_S } }),
});
console.log(`\n${formatTable(metrics)}\n`);
const reportFile = path.join(PROJECT_ROOT, 'bench', large ? 'large-report.json' : 'report.json');
writeReport(reportFile, metrics, details);
console.log(`Report written to ${path.relative(process.cwd(), reportFile) || reportFile}`);

/** Latency through the emulator, as `npm start` serves the site. */
async function latencyMetrics(root: string, index: ApiIndex): Promise<Metric[]> {
  const site = await startSiteProcess(root, {});
  try {
    const quietAfter = await site.quiet();
    log(
      quietAfter === undefined
        ? 'the site started (its start-up work not measured without /proc)'
        : `the site finished its start-up work in ${quietAfter.toFixed(0)} s`,
    );
    details['site_quiet_after_s'] = quietAfter;
    log('edge latency…');
    const edge = await edgeLatency(site.url, path.join(root, 'dist'), index, EMULATOR_RUN);
    log('MCP latency…');
    const mcp = await mcpLatency(site.url, index, EMULATOR_RUN);
    Object.assign(details, edge.details, mcp.details);
    return [...edge.metrics, ...mcp.metrics];
  } finally {
    await site.stop();
  }
}

/**
 * The MCP function's cold start must not grow with the content: under 150 ms for a portfolio of
 * 100 articles, under 300 ms at 10,000 (where the rest of the index still has to be parsed).
 */
function coldStartLimitMs(articles: number): number | undefined {
  if (articles <= 100) return 150;
  if (articles >= 10_000) return 300;
  return undefined;
}

async function functionMetrics(root: string, build: BuildMeasurement): Promise<Metric[]> {
  const label = `${build.articles} articles`;
  const edge = await bundleEdgeFunction(root);
  const out: Metric[] = [
    {
      name: `edge bundle (${label})`,
      value: edge.gzipBytes,
      unit: 'bytes',
      target: { op: '<', value: 20 * MIB },
      note: `gzip; ${formatValue(edge.bytes, 'bytes')} raw; Netlify's limit is 20 MB`,
    },
  ];
  const mcpEntry = mcpFunctionEntry(root);
  const coldLimit = coldStartLimitMs(build.articles);
  const coldTarget = coldLimit === undefined ? {} : { target: { op: '<' as const, value: coldLimit } };
  if (!mcpEntry) {
    out.push({
      name: `mcp function zip (${label})`,
      value: undefined,
      unit: 'bytes',
      note: 'not available: no netlify/functions/mcp.*',
    });
    out.push({
      name: `mcp_cold_start_ms (${label})`,
      value: undefined,
      unit: 'ms',
      ...coldTarget,
      note: 'not available: no netlify/functions/mcp.*',
    });
    return out;
  }
  const packager = createPackager(root);
  if (!packager) {
    out.push({
      name: `mcp function zip (${label})`,
      value: undefined,
      unit: 'bytes',
      note: 'not available: node_modules cannot be hard-linked here',
    });
    return out;
  }
  try {
    const mcp = await packager.pack(mcpEntry);
    const bare = await packager.pack(bareFunction);
    const slug = projectsOf(readBakedIndex(root))[0]?.id ?? 'x';
    const body = toolCall('get_project', { slug });
    const mcpCold = await coldStart(mcp.handler, MCP_PATH, body, { ...MCP_HEADERS });
    const bareCold = await coldStart(bare.handler, BARE_PATH, body, { 'content-type': 'application/json' });
    const sdkCold = await sdkColdStart(MCP_PATH, body, { ...MCP_HEADERS });
    if (mcpCold.status !== 200 || sdkCold.status !== 200)
      throw new Error(
        `cold starts answered ${mcpCold.status} (the MCP function) and ${sdkCold.status} (the SDK alone)`,
      );
    out.push(
      {
        name: `mcp function zip (${label})`,
        value: mcp.zipBytes,
        unit: 'bytes',
        target: { op: '<', value: 50 * MIB },
        note: `${formatValue(mcp.unpackedBytes, 'bytes')} unpacked, ${mcp.files.length} files (${mcp.files.filter((f) => f.includes('node_modules')).length} from node_modules); Netlify's limit is 50 MB zipped`,
      },
      {
        name: `mcp_cold_start_ms (${label})`,
        value: mcpCold.wallMs,
        unit: 'ms',
        ...coldTarget,
        note: `fresh node → answer: boot ${mcpCold.bootMs.toFixed(0)} + import ${mcpCold.importMs.toFixed(0)} + first call ${mcpCold.firstCallMs.toFixed(0)} ms`,
      },
      {
        name: `bare_cold_start_ms (${label})`,
        value: bareCold.wallMs,
        unit: 'ms',
        note: `the bare function, the same way: boot ${bareCold.bootMs.toFixed(0)} + import ${bareCold.importMs.toFixed(0)} + first call ${bareCold.firstCallMs.toFixed(0)} ms`,
      },
      {
        name: `sdk_cold_start_ms (${label})`,
        value: sdkCold.wallMs,
        unit: 'ms',
        note: `the MCP SDK alone (one tool, bundled as ours), the same way: boot ${sdkCold.bootMs.toFixed(0)} + import ${sdkCold.importMs.toFixed(0)} + first call ${sdkCold.firstCallMs.toFixed(0)} ms`,
      },
    );
  } finally {
    packager.remove();
  }
  return out;
}
