/**
 * The official MCP conformance suite at both requirement sets: every scenario that applies to a
 * server without the suite's own fixtures passes, and the ones that call its fixtures are in the
 * baseline file with the reason for each (the suite fails on any other failure, and on a baselined
 * scenario that starts to pass). docs/mcp.md shows the tallies.
 *
 * The current revision goes through the emulated site, the path a client takes. The earlier one is
 * answered by the deployed MCP function in this process, one warm instance as in production, behind
 * a plain HTTP server: through the emulator it would only repeat the same answers.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { siteRoot, siteUrl } from '../support/http.ts';
import { deployedMcpFetch } from '../support/in-process-mcp.ts';

const run = promisify(execFile);
const SUITE = path.resolve('node_modules/@modelcontextprotocol/conformance/dist/index.js');
const BASELINE = path.resolve('tests/integration/mcp-conformance-baseline.yml');

type Served = <T>(use: (url: string, baseline: string) => Promise<T>) => Promise<T>;

/**
 * The deployed function behind a server of its own on a free port, while `use` runs. It answers
 * every Host, as the deployed site does: the refusal of another Host (DNS rebinding) is the local
 * server's, checked through the emulated site, so that scenario joins the baseline here.
 */
const deployedFunction: Served = async (use) => {
  const handle = await deployedMcpFetch(siteRoot());
  const server = serve({ fetch: (request: Request) => handle(request.url, request), port: 0, hostname: 'localhost' });
  await new Promise((resolve) => server.once('listening', resolve));
  const temp = mkdtempSync(path.join(tmpdir(), 'conformance-'));
  const baseline = path.join(temp, 'baseline.yml');
  const { server: expected } = parse(readFileSync(BASELINE, 'utf8')) as { server: string[] };
  writeFileSync(baseline, stringify({ server: [...expected, 'dns-rebinding-protection'] }));
  try {
    return await use(`http://localhost:${(server.address() as AddressInfo).port}`, baseline);
  } finally {
    await new Promise((resolve) => server.close(resolve));
    rmSync(temp, { recursive: true, force: true });
  }
};

const REVISIONS: [string, string, Served][] = [
  ['2026-07-28', 'through the emulated site', (use) => use(siteUrl(), BASELINE)],
  ['2025-11-25', 'from the deployed function in process', deployedFunction],
];

it.each(REVISIONS)(
  'the official MCP conformance suite passes what revision %s requires, %s, but for the baselined fixture scenarios',
  { timeout: 300_000 },
  async (revision, _where, at) => {
    const stdout = await at(async (url, baseline) => {
      const args = ['server', '--url', `${url}/api/mcp`, '--requirements', revision, '--expected-failures', baseline];
      // It exits 1 on an unexpected failure or a stale baseline entry; its report says which.
      const result = await run(process.execPath, [SUITE, ...args], {
        timeout: 280_000,
        maxBuffer: 16 * 1024 * 1024,
      }).catch((error: { stdout?: string }) => ({ stdout: `${error.stdout ?? error}` }));
      return result.stdout;
    });
    expect(stdout.slice(stdout.lastIndexOf('Total:'))).toMatch(/Baseline check passed: all failures are expected/);
    console.info(
      `conformance ${revision}: ${/Total: (\d+) passed, (\d+) failed/.exec(stdout)?.slice(1).join(' passed, ')} failed`,
    );
  },
);
