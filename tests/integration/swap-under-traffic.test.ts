/**
 * Ten builds swapped in under the local server (`npm start`), with steady REST, search and MCP
 * traffic and two busy processes beside it: no answer is a 5xx, every answer is whole and from one
 * build, and after each swap every layer (a page, the API, a twin the edge function negotiates, the
 * MCP function) serves the build just swapped in. Two builds of different content are made once;
 * each swap puts a copy of one in place by the same renames `npm run build` ends with.
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
const getProfile = () => ({ method: 'POST', headers: MCP_HEADERS, body: toolCall('get_profile', {}) });

/** A project's outputs, where `npm run build` swaps them in. */
const outputs = (root: string): BuildOutputs => ({
  outDir: path.join(root, 'dist'),
  generatedDir: path.join(root, 'generated'),
});
const kept = (variant: number) => outputs(path.join(copy!.root, '.kept', String(variant)));

beforeAll(async () => {
  copy = await projectCopy('swap-under-traffic-');
  // Astro's cache from the suite's build, as Netlify keeps it between deploys: the social cards are not drawn again.
  const cache = path.join(siteRoot(), 'node_modules', '.astro');
  if (existsSync(cache)) cpSync(cache, path.join(copy.root, 'node_modules', '.astro'), { recursive: true });
  const profile = path.join(copy.root, 'content', 'profile.yaml');
  for (const [variant, name] of NAMES.entries()) {
    writeFileSync(profile, readFileSync(profile, 'utf8').replace(/^name: .*$/m, `name: ${name}`));
    await copy.mustBuild(`of variant ${variant}`);
    cpSync(outputs(copy.root).outDir, kept(variant).outDir, { recursive: true });
    cpSync(outputs(copy.root).generatedDir, kept(variant).generatedDir, { recursive: true });
  }
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
  const mcpText = await (await get(MCP_PATH, getProfile())).text();
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

/** One kind of request, and whether its answer is a whole one from either build. */
const TRAFFIC: [string, () => RequestInit | undefined, (text: string) => boolean][] = [
  ['/api/v1/projects?limit=2', () => undefined, (text) => Array.isArray(JSON.parse(text))],
  ['/api/v1/search?q=edge', () => undefined, (text) => Array.isArray(JSON.parse(text))],
  [
    MCP_PATH,
    getProfile,
    (text) => NAMES.some((name) => name === JSON.parse(text).result?.structuredContent?.profile?.name),
  ],
];

it('takes ten builds swapped in under steady traffic, beside two busy processes, without a 5xx', async () => {
  const busy = Array.from({ length: 2 }, () =>
    spawn(
      process.execPath,
      ['-e', 'const parent = process.ppid; for (;;) if (process.ppid !== parent) process.exit();'],
      { stdio: 'ignore' },
    ),
  );
  let swapping = true;
  const failures: string[] = [];
  const answered = TRAFFIC.map(() => 0);
  const traffic = TRAFFIC.map(async ([p, init, whole], kind) => {
    while (swapping) {
      try {
        const response = await get(p, init());
        const text = await response.text();
        answered[kind]!++;
        if (response.status !== 200 || !whole(text)) failures.push(`${p}: ${response.status} ${text.slice(0, 300)}`);
      } catch (error) {
        failures.push(`${p}: ${String(error)}`);
      }
      // Steady, not flooding: every edge function request starts a Deno worker, and a flood would starve the swaps.
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  try {
    for (let swap = 1; swap <= 10; swap++) {
      const variant = swap % 2 === 1 ? 0 : 1;
      const name = NAMES[variant];
      await buildAtomically(outputs(copy!.root), async (staging) => {
        cpSync(kept(variant).outDir, staging.outDir, { recursive: true });
        cpSync(kept(variant).generatedDir, staging.generatedDir, { recursive: true });
        return true;
      });
      const expected = { rest: name, restEtagMatchesBody: true, mcp: name, twin: name, page: name };
      // The server notices the swap as its file events come in, and from then on holds requests until it serves the new build.
      let names = await namesEverywhere();
      for (const deadline = Date.now() + 60_000; !isDeepStrictEqual(names, expected) && Date.now() < deadline;)
        names = await new Promise((resolve) => setTimeout(resolve, 100)).then(namesEverywhere);
      expect(names, `swap ${swap}`).toEqual(expected);
      expect(failures, `swap ${swap}`).toEqual([]);
    }
  } finally {
    swapping = false;
    await Promise.all(traffic);
    for (const process of busy) process.kill();
  }
  expect(failures).toEqual([]);
  // Each kind was answered at least once for each build.
  for (const count of answered) expect(count).toBeGreaterThanOrEqual(10);
  // Each swap has its own deadline above; this one only bounds them all.
}, 660_000);
