/**
 * The local server keeps edge-function and function instances warm (scripts/emulator/), as
 * production does: an instance serves request after request, concurrent requests each get their
 * own answer, a failing or abandoned instance is replaced without affecting later requests, and
 * fresh mode (the emulator as shipped: a new instance per request) still serves the API.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROJECT_ROOT, startSite, type RunningSite } from '../../scripts/serve.ts';
import { copyProject } from '../../scripts/project-copy.ts';
import { siteRoot, siteUrl } from '../support/http.ts';
import { MCP_HEADERS, MCP_PATH, toolCall } from '../support/mcp-wire.ts';

interface ProbeAnswer {
  instance: string;
  served: number;
  body: string;
  query: Record<string, string>;
}

const temp = mkdtempSync(path.join(tmpdir(), 'emulator-instances-'));
let warm: RunningSite;
let fresh: RunningSite;

beforeAll(async () => {
  // A copy: the emulator writes its builds into the project it serves.
  const probe = path.join(temp, 'probe');
  cpSync(path.join(PROJECT_ROOT, 'tests', 'fixtures', 'emulator-probe'), probe, { recursive: true });
  warm = await startSite({ port: 0, quiet: true, root: probe, freshInstances: false });
  fresh = await startSite({ port: 0, quiet: true, root: probe, freshInstances: true });
});

afterAll(async () => {
  await Promise.all([warm?.close(), fresh?.close()]);
  rmSync(temp, { recursive: true, force: true });
});

async function probeAnswer(site: RunningSite, pathAndQuery: string, init?: RequestInit): Promise<ProbeAnswer> {
  const response = await fetch(`${site.url}${pathAndQuery}`, init);
  expect(response.status, `${pathAndQuery}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as ProbeAnswer;
}

/**
 * A request the probe fails on purpose: a 500 whose body says nothing of the failure (no message,
 * no stack); the server's log has it, and that is returned.
 */
async function failure(site: RunningSite, pathAndQuery: string): Promise<string> {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const response = await fetch(`${site.url}${pathAndQuery}`);
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(body).toBe('The server failed to answer; its log says why.\n');
    return log.mock.calls.flat().map(String).join('\n');
  } finally {
    log.mockRestore();
  }
}

describe.each([
  ['edge function', '/edge/probe'],
  ['function', '/fn'],
])('warm instances of a %s', (_, probePath) => {
  it('serve request after request in the same instance', async () => {
    const first = await probeAnswer(warm, probePath);
    const second = await probeAnswer(warm, probePath);
    expect(second.instance).toBe(first.instance);
    expect(second.served).toBe(first.served + 1);
  });

  it('are replaced when they fail, and later requests are answered', async () => {
    const before = await probeAnswer(warm, probePath);
    // Thrown by the handler: an error page. Thrown where nothing catches it: the instance fails.
    expect(await failure(warm, `${probePath}?throw`)).toContain('probe failure');
    expect(await failure(warm, `${probePath}?crash`)).toContain('probe crash');
    const after = await probeAnswer(warm, probePath);
    expect(after.instance).not.toBe(before.instance);
    expect(after.served).toBe(1);
    expect((await probeAnswer(warm, probePath)).instance).toBe(after.instance);
  });

  it('are replaced when a client abandons a streamed response, and stream whole responses', async () => {
    const before = await probeAnswer(warm, probePath);
    const abandoned = new AbortController();
    const response = await fetch(`${warm.url}${probePath}?stream=500`, { signal: abandoned.signal });
    const reader = response.body?.getReader();
    expect(new TextDecoder().decode((await reader?.read())?.value)).toBe('chunk 1\n');
    abandoned.abort();
    await expect.poll(async () => (await probeAnswer(warm, probePath)).instance, { timeout: 5000 }).not.toBe(before.instance);
    const whole = await fetch(`${warm.url}${probePath}?stream=5`).then((r) => r.text());
    expect(whole).toBe('chunk 1\nchunk 2\nchunk 3\nchunk 4\nchunk 5\n');
  });

  it('answer concurrent requests each with their own request', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => probeAnswer(warm, `${probePath}?n=${i}`, { method: 'POST', body: `body ${i}`, headers: { 'content-type': 'text/plain' } })),
    );
    answers.forEach((answer, i) => expect([answer.query.n, answer.body]).toEqual([String(i), `body ${i}`]));
    // No more instances than the pool holds, and at least one of them served several requests.
    const instances = new Set(answers.map((answer) => answer.instance));
    expect(instances.size).toBeLessThan(answers.length);
  });
});

describe('warm instances', () => {
  it('of a function survive its worker exiting: the next request gets a new one', async () => {
    const before = await probeAnswer(warm, '/fn');
    expect(await failure(warm, '/fn?exit')).toContain('exited with code 3');
    expect((await probeAnswer(warm, '/fn')).instance).not.toBe(before.instance);
  });

  it('let an edge function pass the request on with context.next()', async () => {
    const response = await fetch(`${warm.url}/edge/file.txt?next`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('static file under the edge function\n');
  });

  it('give a function its query parameters, whatever their names', async () => {
    // The emulator's own event builder answers 500 for a parameter named like an Object member.
    const answer = await probeAnswer(warm, '/fn?constructor=1&toString=2&a=1&a=2');
    expect(answer.query).toEqual({ constructor: '1', toString: '2', a: '2' });
  });
});

describe('fresh instances (freshInstances: true, the emulator as shipped)', () => {
  it.each([['/edge/probe'], ['/fn']])('run every request to %s in a new instance', async (probePath) => {
    const first = await probeAnswer(fresh, probePath);
    const second = await probeAnswer(fresh, probePath);
    expect([first.served, second.served]).toEqual([1, 1]);
    expect(second.instance).not.toBe(first.instance);
  });

  it('still serve the API: REST through the edge function, MCP through the function', async () => {
    const root = copyProject(PROJECT_ROOT, path.join(temp, 'project'));
    for (const built of ['dist', 'generated']) cpSync(path.join(siteRoot(), built), path.join(root, built), { recursive: true });
    const site = await startSite({ port: 0, quiet: true, root, freshInstances: true });
    try {
      const profile = await fetch(`${site.url}/api/v1/profile`);
      expect(profile.status).toBe(200);
      expect(await profile.json()).toEqual(await fetch(`${siteUrl()}/api/v1/profile`).then((r) => r.json()));
      const call = await fetch(`${site.url}${MCP_PATH}`, { method: 'POST', headers: MCP_HEADERS, body: toolCall('get_profile', {}) });
      expect(call.status).toBe(200);
      expect(((await call.json()) as { result?: { isError?: boolean } }).result?.isError).not.toBe(true);
    } finally {
      await site.close();
    }
  });
});

describe('the served site (warm by default)', () => {
  it('answers many concurrent REST and MCP requests, each with its own answer', async () => {
    const projects = (await fetch(`${siteUrl()}/api/v1/projects`).then((r) => r.json())) as { id: string }[];
    const ids = projects.map((project) => project.id);
    expect(ids.length).toBeGreaterThan(3);
    const requests = ids.flatMap((id, i) => [
      () => fetch(`${siteUrl()}/api/v1/projects/${id}`),
      () => fetch(`${siteUrl()}${MCP_PATH}`, { method: 'POST', headers: MCP_HEADERS, body: toolCall('get_project', { slug: id }, i) }),
    ]);
    const answer = async (send: () => Promise<Response>) => {
      const response = await send();
      return { status: response.status, body: await response.text() };
    };
    const alone = [];
    for (const send of requests) alone.push(await answer(send));
    expect(alone.every((a) => a.status === 200)).toBe(true);
    // Each request three times over, all at once: every answer is the one it gets alone.
    const together = await Promise.all([...requests, ...requests, ...requests].map(answer));
    expect(together).toEqual([...alone, ...alone, ...alone]);
  });
});
