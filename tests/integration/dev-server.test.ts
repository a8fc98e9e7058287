/**
 * `npm run dev` serves what `npm start` serves, through Netlify's emulation inside the dev server:
 * the REST API, a page asked for as markdown and an MCP call answer byte for byte as the built site
 * does for the same content, on the same address; an edit is in the next answers of the API and
 * MCP, and an edit that breaks the content leaves them answering the last good content.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagOf } from '../../src/core/http/etag.ts';
import { startDev, type DevServer } from '../support/dev-server.ts';
import { MCP_HEADERS, MCP_PATH, toolCall } from '../support/mcp-wire.ts';
import { projectCopy, type ProjectCopy } from '../support/project-copy.ts';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type Sent = [path: string, init?: RequestInit];

const mcpCall = (tool: string, args: object): Sent => [
  MCP_PATH,
  { method: 'POST', headers: MCP_HEADERS, body: toolCall(tool, args) },
];

const REQUESTS: Record<string, Sent> = {
  profile: ['/api/v1/profile'],
  'live projects': ['/api/v1/projects?status=live'],
  search: ['/api/v1/search?q=edge'],
  'a page as markdown': ['/projects/edge-search', { headers: { Accept: 'text/markdown' } }],
  'an MCP tools/call': mcpCall('get_project', { slug: 'edge-search' }),
};

/** The connection's and the emulator's own headers, which say nothing of the answer. */
const TRANSPORT = /^(date|connection|keep-alive|transfer-encoding|content-length|age|x-nf-.*)$/;

let copy: ProjectCopy | undefined;
let dev: DevServer | undefined;
const built: Record<string, Answer> = {};

async function answer(url: string, [requestPath, init]: Sent): Promise<Answer> {
  const response = await fetch(url + requestPath, init);
  const headers = Object.fromEntries(
    [...response.headers].filter(
      // Vite's CORS middleware says `Vary: Origin` on every answer of the dev server.
      ([name, value]) => !TRANSPORT.test(name) && !(name === 'vary' && value === 'Origin'),
    ),
  );
  return { status: response.status, headers, body: await response.text() };
}

async function until<T>(what: string, get: () => Promise<T>, done: (value: T) => boolean, timeout: number): Promise<T> {
  for (const end = Date.now() + timeout; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const value = await get().catch(() => undefined);
    if (value !== undefined && done(value)) return value;
    if (Date.now() > end) throw new Error(`${what}: timed out; the dev server printed:\n${dev?.output()}`);
  }
}

beforeAll(async () => {
  copy = await projectCopy('dev-server-');
  // The functions import what a build bakes (`npm run dev`'s `predev` builds once when it is missing).
  await copy.mustBuild('the dev server starts from');
  const site = await copy.serve();
  for (const [name, request] of Object.entries(REQUESTS)) built[name] = await answer(site.url, request);
  await site.close();
  // The same port: the address in the site's absolute links.
  dev = startDev(copy.root, { PORT: String(copy.port), SITE_URL: '' });
  await until(
    'the API through the dev server',
    () => fetch(`${copy!.url}/api/v1/profile`),
    (r) => r.ok,
    90_000,
  );
}, 240_000);

afterAll(async () => {
  await dev?.stop();
  await copy?.close();
});

describe('npm run dev', () => {
  it.each(Object.keys(REQUESTS))('answers %s as the built site does', async (name) => {
    expect(await answer(copy!.url, REQUESTS[name]!)).toEqual(built[name]);
  });

  it('answers from an edit on the next request, and from the last good content while an edit breaks it', async () => {
    const profile = path.join(copy!.root, 'content', 'profile.yaml');
    const project = path.join(copy!.root, 'content', 'projects', 'edge-search.yaml');
    const headline = 'Edited while the dev server runs';
    writeFileSync(profile, readFileSync(profile, 'utf8').replace(/^headline: .*$/m, `headline: ${headline}`));
    const edited = await until(
      'the edit in the API',
      () => answer(copy!.url, ['/api/v1/profile']),
      (a) => a.body.includes(headline),
      20_000,
    );
    expect(edited.headers['etag']).toBe(await etagOf(edited.body));
    expect(edited.headers['etag']).not.toBe(built['profile']!.headers['etag']);
    expect((await answer(copy!.url, mcpCall('get_profile', {}))).body).toContain(headline);

    writeFileSync(project, readFileSync(project, 'utf8').replace(/^tagline: .*$/m, 'tagline: Fast: really'));
    await until(
      'the broken page',
      () => fetch(`${copy!.url}/projects/edge-search`),
      (r) => r.status === 500,
      20_000,
    );
    expect(dev!.output()).toMatch(/edge-search\.yaml:2: tagline: cannot be parsed/);
    expect(await answer(copy!.url, ['/api/v1/profile'])).toEqual(edited);
    for (const name of ['search', 'a page as markdown', 'an MCP tools/call'])
      expect(await answer(copy!.url, REQUESTS[name]!), name).toEqual(built[name]);
  }, 90_000);
});
