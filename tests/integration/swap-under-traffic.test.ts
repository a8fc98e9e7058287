/**
 * Builds swapped in under the local server (`npm start`): first by `npm run build`, then each time a copy of one of
 * the two builds put in place by the same renames `npm run build` ends with.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAtomically, type BuildOutputs } from '../../scripts/atomic-build.ts';
import type { RunningSite } from '../../scripts/serve.ts';
import { etagOf } from '../../src/core/http/etag.ts';
import { siteRoot } from '../support/http.ts';
import { MCP_HEADERS, MCP_PATH, toolCall } from '../support/mcp-wire.ts';
import { projectCopy, type ProjectCopy } from '../support/project-copy.ts';

const NAMES = ['Rina Castellano', 'Rina Swapped-Castellano'] as const;

let copy: ProjectCopy | undefined;
let site: RunningSite | undefined;

const get = (p: string, init?: RequestInit) => fetch(`${copy!.url}${p}`, init);
const GET_PROFILE = { method: 'POST', headers: MCP_HEADERS, body: toolCall('get_profile', {}) };

/** A project's outputs, where `npm run build` swaps them in. */
const outputs = (root: string): BuildOutputs => ({
  outDir: path.join(root, 'dist'),
  generatedDir: path.join(root, 'generated'),
});
const kept = (variant: number) => outputs(path.join(copy!.root, '.kept', String(variant)));
const copyOutputs = (from: BuildOutputs, to: BuildOutputs) => {
  cpSync(from.outDir, to.outDir, { recursive: true });
  cpSync(from.generatedDir, to.generatedDir, { recursive: true });
};
/** Keeps a copy of the build in place, to swap in again later. */
const keep = (variant: number) => copyOutputs(outputs(copy!.root), kept(variant));

beforeAll(async () => {
  copy = await projectCopy('swap-under-traffic-');
  // The suite's build and Astro's cache, as a deploy made elsewhere and the cache Netlify keeps between deploys:
  // the copy's own builds are the ones made under the server, and they do not draw the social cards again.
  copyOutputs(outputs(siteRoot()), outputs(copy.root));
  const cache = path.join(siteRoot(), 'node_modules', '.astro');
  if (existsSync(cache)) cpSync(cache, path.join(copy.root, 'node_modules', '.astro'), { recursive: true });
  keep(0);
  site = await copy.serve();
}, 180_000);

afterAll(async () => {
  await site?.close();
  await copy?.close();
});

/** What each layer says the person's name is. */
async function namesEverywhere() {
  const rest = await get('/api/v1/profile');
  const restText = await rest.text();
  const mcpText = await (await get(MCP_PATH, GET_PROFILE)).text();
  const mcp = JSON.parse(mcpText) as { result?: { structuredContent: { profile: { name: string } } } };
  const twin = await (await get('/', { headers: { accept: 'text/markdown' } })).text();
  const page = await (await get('/')).text();
  return {
    rest: (JSON.parse(restText) as { name: string }).name,
    restEtagMatchesBody: rest.headers.get('etag') === (await etagOf(restText)),
    // An answer without a result shows itself in the comparison.
    mcp: mcp.result?.structuredContent.profile.name ?? mcpText.slice(0, 300),
    twin: /^# (.+)$/m.exec(twin)?.[1],
    page: /<h1[^>]*>([^<]+)<\/h1>/.exec(page)?.[1]?.trim(),
  };
}

const everywhere = (name: string) => ({ rest: name, restEtagMatchesBody: true, mcp: name, twin: name, page: name });

/** Polls until every layer serves `name`, a minute at most: the server notices a swap as its file events come in. */
async function untilServed(name: string) {
  let names = await namesEverywhere();
  for (const deadline = Date.now() + 60_000; !isDeepStrictEqual(names, everywhere(name)) && Date.now() < deadline;)
    names = await new Promise((resolve) => setTimeout(resolve, 100)).then(namesEverywhere);
  return names;
}

/** One kind of request, and whether its answer is a whole one from either build. */
const TRAFFIC: [string, RequestInit | undefined, (text: string) => boolean][] = [
  ['/api/v1/projects?limit=2', undefined, (text) => Array.isArray(JSON.parse(text))],
  ['/api/v1/search?q=edge', undefined, (text) => Array.isArray(JSON.parse(text))],
  [MCP_PATH, GET_PROFILE, (text) => NAMES.includes(JSON.parse(text).result?.structuredContent?.profile?.name)],
];

/** Runs `work` while each kind of request is sent in a loop; what it resolves to is how many of each were answered. */
async function underTraffic(failures: string[], work: () => Promise<void>) {
  let running = true;
  const answered = TRAFFIC.map(() => 0);
  const loops = TRAFFIC.map(async ([p, init, whole], kind) => {
    while (running) {
      try {
        const response = await get(p, init);
        const text = await response.text();
        answered[kind]!++;
        if (response.status !== 200 || !whole(text)) failures.push(`${p}: ${response.status} ${text.slice(0, 300)}`);
      } catch (error) {
        failures.push(`${p}: ${String(error)}`);
      }
      // Steady, not flooding: a flood would starve the swaps of the CPU they need.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  try {
    await work();
  } finally {
    running = false;
    await Promise.all(loops);
  }
  return answered;
}

it('a start of the server is ready once the MCP function is built, with the files it ships, so no request waits for that build', () => {
  // The emulator's build of the function, in the copy it serves (a fresh copy: nothing from an earlier start).
  const built = path.join(copy!.root, '.netlify', 'functions-serve', 'mcp');
  const files = ['___netlify-entry-point.mjs', 'dist/api/v1/profile.json', 'dist/index.md'];
  expect(files.filter((file) => !existsSync(path.join(built, file)))).toEqual([]);
});

describe('builds swapped in', () => {
  it('npm run build while the server runs moves every layer to the new build together, and no request meanwhile fails', async () => {
    expect(await namesEverywhere()).toEqual(everywhere(NAMES[0]));
    const profile = path.join(copy!.root, 'content', 'profile.yaml');
    writeFileSync(profile, readFileSync(profile, 'utf8').replace(/^name: .*$/m, `name: ${NAMES[1]}`));
    const failures: string[] = [];
    const answered = await underTraffic(failures, async () => {
      await copy!.mustBuild('with the new name');
      expect(await untilServed(NAMES[1])).toEqual(everywhere(NAMES[1]));
    });
    expect(failures).toEqual([]);
    expect(answered.reduce((sum, count) => sum + count)).toBeGreaterThan(20);
    keep(1);
  }, 240_000);

  it('takes four more swapped in under steady traffic, beside two busy processes, without a 5xx', async () => {
    const busy = Array.from({ length: 2 }, () =>
      spawn(
        process.execPath,
        ['-e', 'const parent = process.ppid; for (;;) if (process.ppid !== parent) process.exit();'],
        { stdio: 'ignore' },
      ),
    );
    const failures: string[] = [];
    const answered = await underTraffic(failures, async () => {
      for (let swap = 1; swap <= 4; swap++) {
        const variant = swap % 2 === 1 ? 0 : 1;
        await buildAtomically(outputs(copy!.root), async (staging) => {
          copyOutputs(kept(variant), staging);
          return true;
        });
        expect(await untilServed(NAMES[variant]), `swap ${swap}`).toEqual(everywhere(NAMES[variant]));
        expect(failures, `swap ${swap}`).toEqual([]);
      }
    }).finally(() => busy.forEach((process) => process.kill()));
    expect(failures).toEqual([]);
    // Each kind was answered at least once for each build.
    for (const count of answered) expect(count).toBeGreaterThanOrEqual(4);
    // Each swap has its own deadline above; this one only bounds them all.
  }, 660_000);
});

describe('a handler that cannot load', () => {
  const expectInternalError = async (p: string, init?: RequestInit) => {
    const response = await get(p, init);
    const text = await response.text();
    expect(response.status, p).toBe(500);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(text)).toMatchObject({ status: 500, error: { code: 'internal_error' } });
    expect(text).not.toMatch(/secret detail|at .*\.(m?js|ts)|Error:/);
  };
  /** Serves the copy again with `file` of generated/ damaged in place, as a half-written deploy would leave it. */
  const serveDamaged = async (file: string, text: string) => {
    await site?.close();
    writeFileSync(path.join(copy!.root, 'generated', file), text);
    site = await copy!.serve();
  };

  it('answers the internal_error envelope on the MCP endpoint, while the rest of the site is served', async () => {
    // The MCP handler throws as it is imported.
    await serveDamaged('mcp-handler.mjs', 'throw new Error("secret detail from a damaged bundle");\n');
    await expectInternalError(MCP_PATH, GET_PROFILE);
    expect((await get('/api/v1/profile')).status).toBe(200);
    expect((await get('/projects')).status).toBe(200);
  }, 120_000);

  it('answers the envelope on REST paths, and a page without a stack trace, when the edge function cannot load', async () => {
    await serveDamaged('api-index.json', '{ not json');
    await expectInternalError('/api/v1/profile');
    // The emulator cannot serve any path without its edge functions' configs: the page says so in a line.
    const page = await get('/projects');
    expect(page.status).toBeGreaterThanOrEqual(500);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).not.toMatch(/at .*\.(m?js|ts)|SyntaxError|not json/);
  }, 120_000);
});
