/**
 * `npm run build` while the local server runs: every layer (static files, the edge function, the
 * MCP function) goes over to the new build together, and the requests made meanwhile all get a
 * whole answer from one build or the other. Then builds broken on purpose: an API path whose
 * handler cannot load answers the JSON envelope, and no answer carries the emulator's stack trace.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagOf } from '../../src/core/http/etag.ts';
import type { RunningSite } from '../../scripts/serve.ts';
import { MCP_HEADERS, MCP_PATH, toolCall } from '../support/mcp-wire.ts';
import { projectCopy, type ProjectCopy } from '../support/project-copy.ts';

let copy: ProjectCopy | undefined;
let project: string;
let port: number;
let site: RunningSite | undefined;

const NEW_NAME = 'Rina Rebuilt-Castellano';

const build = () => copy!.mustBuild('of the copy');

const get = (p: string, init?: RequestInit) => fetch(`http://localhost:${port}${p}`, init);

/** What each layer says the person's name is. */
async function namesEverywhere() {
  const rest = await get('/api/v1/profile');
  const restText = await rest.text();
  const mcpText = await (
    await get(MCP_PATH, { method: 'POST', headers: MCP_HEADERS, body: toolCall('get_profile', {}) })
  ).text();
  const mcp = JSON.parse(mcpText) as { result?: { structuredContent: { profile: { name: string } } } };
  const twin = await (await get('/index.md')).text();
  const page = await (await get('/')).text();
  return {
    rest: (JSON.parse(restText) as { name: string }).name,
    restEtagMatchesBody: rest.headers.get('etag') === (await etagOf(restText)),
    // An answer without a result shows itself in the comparison.
    mcp: mcp.result?.structuredContent.profile.name ?? mcpText.slice(0, 300),
    twin: /^# (.+)$/m.exec(twin)?.[1],
    page: /<h1[^>]*>([^<]+)<\/h1>/.exec(page)?.[1],
  };
}

beforeAll(async () => {
  copy = await projectCopy('rebuild-while-serving-');
  ({ root: project, port } = copy);
  await build();
  site = await copy.serve();
}, 240_000);

afterAll(async () => {
  await site?.close();
  await copy?.close();
});

describe('a start of the server', () => {
  it('is ready once the MCP function is built, with the files it ships, so no request waits for that build', () => {
    // The emulator's build of the function, in the copy it serves (a fresh copy: nothing from an earlier start).
    const built = path.join(project, '.netlify', 'functions-serve', 'mcp');
    expect(existsSync(path.join(built, '___netlify-entry-point.mjs'))).toBe(true);
    expect(existsSync(path.join(built, 'dist', 'api', 'v1', 'profile.json'))).toBe(true);
    expect(existsSync(path.join(built, 'dist', 'index.md'))).toBe(true);
  });
});

describe('a rebuild while the server runs', () => {
  it('moves every layer to the new build together, and no request meanwhile fails', async () => {
    const before = await namesEverywhere();
    expect(before).toMatchObject({
      rest: 'Rina Castellano',
      mcp: 'Rina Castellano',
      twin: 'Rina Castellano',
      restEtagMatchesBody: true,
    });

    const profileFile = path.join(project, 'content', 'profile.yaml');
    writeFileSync(profileFile, readFileSync(profileFile, 'utf8').replace(/^name: .*$/m, `name: ${NEW_NAME}`));
    // REST and MCP traffic, a loop of each, all through the build and the reload, paced so that it does not starve the build it waits for.
    let building = true;
    const failures: string[] = [];
    let answered = 0;
    const traffic = Array.from({ length: 2 }, async (_, worker) => {
      while (building) {
        const response =
          worker % 2 === 0
            ? await get('/api/v1/projects?limit=2')
            : await get(MCP_PATH, {
                method: 'POST',
                headers: MCP_HEADERS,
                body: toolCall('list_projects', { limit: 2 }),
              });
        const text = await response.text();
        answered++;
        if (response.status !== 200 || !text.startsWith(worker % 2 === 0 ? '[' : '{"result"'))
          failures.push(`${response.status} ${text.slice(0, 200)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await build();
    // The new build is served once the server has noticed it and started again.
    const deadline = Date.now() + 60_000;
    while ((await namesEverywhere()).rest !== NEW_NAME && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 250));
    building = false;
    await Promise.all(traffic);

    expect(await namesEverywhere()).toEqual({
      rest: NEW_NAME,
      mcp: NEW_NAME,
      twin: NEW_NAME,
      page: expect.stringContaining(NEW_NAME),
      restEtagMatchesBody: true,
    });
    expect(answered).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  }, 240_000);
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
  const mcpCall = { method: 'POST', headers: MCP_HEADERS, body: toolCall('get_profile', {}) };

  it('answers the internal_error envelope on the MCP endpoint, while the rest of the site is served', async () => {
    await site?.close();
    // Damaged in place, as a half-written deploy would be: the MCP handler throws as it is imported.
    writeFileSync(
      path.join(project, 'generated', 'mcp-handler.mjs'),
      'throw new Error("secret detail from a damaged bundle");\n',
    );
    site = await copy!.serve();
    await expectInternalError(MCP_PATH, mcpCall);
    expect((await get('/api/v1/profile')).status).toBe(200);
    expect((await get('/projects')).status).toBe(200);
  }, 120_000);

  it('answers the envelope on REST paths, and a page without a stack trace, when the edge function cannot load', async () => {
    await site?.close();
    writeFileSync(path.join(project, 'generated', 'api-index.json'), '{ not json');
    site = await copy!.serve();
    await expectInternalError('/api/v1/profile');
    await expectInternalError('/api/v1/search?q=x');
    // The emulator cannot serve any path without its edge functions' configs: the page says so in a line.
    const page = await get('/projects');
    expect(page.status).toBeGreaterThanOrEqual(500);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await page.text()).not.toMatch(/at .*\.(m?js|ts)|SyntaxError|not json/);
  }, 120_000);
});
