/**
 * The official MCP conformance suite against the emulated site, at both requirement sets: every
 * scenario that applies to a server without the suite's own fixtures passes, and the ones that
 * call its fixtures are in the baseline file with the reason for each (the suite fails on any
 * other failure, and on a baselined scenario that starts to pass). docs/mcp.md shows the tallies.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../support/http.ts';

const run = promisify(execFile);
const SUITE = path.resolve('node_modules/@modelcontextprotocol/conformance/dist/index.js');
const BASELINE = path.resolve('tests/integration/mcp-conformance-baseline.yml');

describe('the official MCP conformance suite', () => {
  it.each(['2026-07-28', '2025-11-25'])('passes what revision %s requires, but for the baselined fixture scenarios', { timeout: 300_000 }, async (revision) => {
    const args = [SUITE, 'server', '--url', `${siteUrl()}/api/mcp`, '--requirements', revision, '--expected-failures', BASELINE];
    // It exits 1 on an unexpected failure or a stale baseline entry; its report says which.
    const { stdout } = await run(process.execPath, args, { timeout: 280_000, maxBuffer: 16 * 1024 * 1024 }).catch((error: { stdout?: string }) => ({ stdout: `${error.stdout ?? error}` }));
    expect(stdout.slice(stdout.lastIndexOf('Total:'))).toMatch(/Baseline check passed: all failures are expected/);
    console.info(`conformance ${revision}: ${/Total: (\d+) passed, (\d+) failed/.exec(stdout)?.slice(1).join(' passed, ')} failed`);
  });
});
