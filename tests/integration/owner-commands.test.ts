/**
 * An owner's commands, one after another in one copy of the project, as an owner runs them. What earlier builds
 * computed stays in node_modules/.astro: bodies and their HTML in Astro's content store, cards in its cache folder.
 */
import { appendFileSync, cpSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagOf } from '../../src/core/http/etag.ts';
import { launchBrowser, watchProblems } from '../support/browser.ts';
import { startOwnersCommand, type OwnersCommand } from '../support/dev-server.ts';
import { MCP_HEADERS, MCP_PATH, toolCall } from '../support/mcp-wire.ts';
import { buildOutputs, projectCopy, type ProjectCopy } from '../support/project-copy.ts';
import { rawRequest } from '../support/raw-http.ts';
import { runNode } from '../support/run-node.ts';

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
  'a CORS preflight to MCP': [
    MCP_PATH,
    { method: 'OPTIONS', headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'POST' } },
  ],
};

/** The connection's and the emulator's own headers, which say nothing of the answer. */
const TRANSPORT = /^(date|connection|keep-alive|transfer-encoding|content-length|age|x-nf-.*)$/;
/** netlify.toml's headers for every built file: `npm run dev` serves Vite's, under none (the CSP blocks its inline styles). */
const FILE_HEADERS =
  /^(content-security-policy|x-content-type-options|referrer-policy|permissions-policy|x-frame-options)$/;
const CHANGED = path.join('content', 'articles', 'the-boring-monorepo.md');
const ADDED = 'One more paragraph, added after the first build.';

let copy: ProjectCopy | undefined;
let project: string;
let start: OwnersCommand | undefined;
let dev: OwnersCommand | undefined;
const built: Record<string, Awaited<ReturnType<typeof answer>>> = {};
let cold: Record<string, string>;
let drawn: string[];

/** The social cards drawn so far, each kept once by what it shows. */
const cards = () =>
  readdirSync(path.join(project, 'node_modules/.astro/cards')).filter((file) => file.endsWith('.png'));

async function answer([requestPath, init]: Sent) {
  // Uncompressed: the built site compresses as Netlify does, the dev server does not.
  const headers = { ...init?.headers, 'Accept-Encoding': 'identity' };
  const response = await fetch(copy!.url + requestPath, { ...init, headers });
  const answered = Object.fromEntries(
    [...response.headers].filter(([name]) => !TRANSPORT.test(name) && !FILE_HEADERS.test(name)),
  );
  return { status: response.status, headers: answered, body: await response.text() };
}

/** Polls `get` until it gives a value (not undefined or false), `timeout` ms at most. */
async function until<T>(what: string, timeout: number, get: () => Promise<T | undefined | false>): Promise<T> {
  for (const end = Date.now() + timeout; ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const value = await get().catch(() => undefined);
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`${what}: timed out; the server printed:\n${(dev ?? start)?.output()}`);
  }
}

beforeAll(async () => {
  copy = await projectCopy('owner-commands-');
  project = copy.root;
  // `SITE_URL=` left empty (as in a copied .env.example) is unset.
  start = startOwnersCommand(project, 'start', { PORT: String(copy.port), SITE_URL: '' });
}, 240_000);

afterAll(async () => {
  await start?.stop('SIGKILL');
  await dev?.stop();
  await copy?.close();
});

describe('npm start, then npm run build while it serves', () => {
  it('builds, serves on PORT and prints its URL when ready', async () => {
    const output = start!.output;
    await expect.poll(output, { timeout: 200_000, interval: 200 }).toMatch(/ready at http|npm run start exited/);
    expect(output()).toContain(`ready at http://localhost:${copy!.port}`);
    expect(output()).toMatch(/\[portfolio-articles\] 9 bodies converted, 0 unchanged since the last load/);
    for (const [name, request] of Object.entries(REQUESTS)) built[name] = await answer(request);
    expect(built['profile']!.status).toBe(200);
    cold = buildOutputs(project);
    drawn = cards();
    expect(drawn).toHaveLength(18);
  }, 240_000);

  it('says, before building anything, that a port another npm start serves is in use', async () => {
    const second = await runNode([path.join(project, 'scripts', 'start.ts')], { PORT: String(copy!.port) }, project);
    expect([second.status, second.output.trim()]).toEqual([
      1,
      `Port ${copy!.port} is in use, perhaps by another npm start: stop it, or choose another port with PORT=<number> npm start.`,
    ]);
  });

  it('has a build made meanwhile, with no address given, link to it and convert, render and draw only the changed article', async () => {
    appendFileSync(path.join(project, CHANGED), `\n${ADDED}\n`);
    const rebuild = await runNode([path.join(project, 'scripts', 'build.ts')], { SITE_URL: '', URL: '' }, project);
    expect(rebuild.status, rebuild.output).toBe(0);
    expect(JSON.parse(readFileSync(path.join(project, 'generated', 'api-index.json'), 'utf8')).baseUrl).toBe(copy!.url);
    // The changed article's body and its HTML; its card shows its title and excerpt, which did not change.
    expect(rebuild.output).toMatch(/\[portfolio-articles\] 1 body converted, 8 unchanged since the last load/);
    expect(cards()).toEqual(drawn);
    expect(readFileSync(path.join(project, 'dist', 'articles', 'the-boring-monorepo.md'), 'utf8')).toContain(ADDED);
    // The article linking to a project renamed meanwhile stops the next build, though its body comes from the store.
    const projects = path.join(project, 'content', 'projects');
    renameSync(path.join(projects, 'postgres-major-upgrade.yaml'), path.join(projects, 'pg-upgrade.yaml'));
    const broken = await runNode([path.join(project, 'scripts', 'build.ts')], {}, project);
    renameSync(path.join(projects, 'pg-upgrade.yaml'), path.join(projects, 'postgres-major-upgrade.yaml'));
    expect(broken.output).toMatch(/downtime\.md:\d+: body: links to "\/projects\/postgres-major-upgrade", a page/);
  }, 240_000);

  it('stops cleanly on SIGTERM', async () => {
    // Still serving, so the signal is what stops it.
    expect((await fetch(`${copy!.url}/api/v1/profile`)).status).toBe(200);
    expect(await start!.stop()).toBe(0);
    await expect(fetch(`${copy!.url}/api/v1/profile`)).rejects.toThrow();
  });

  it('has `astro build` over that build, once the article is as it was, start from an empty output folder and write exactly what the cold build wrote', async () => {
    writeFileSync(
      path.join(project, CHANGED),
      readFileSync(path.join(project, CHANGED), 'utf8').replace(`\n${ADDED}\n`, ''),
    );
    // A file no build writes: Astro would have deleted it too.
    writeFileSync(path.join(project, 'dist', 'stray.txt'), 'left from elsewhere');
    // An index part of a collection no longer there: it would ship with the MCP function.
    writeFileSync(path.join(project, 'generated', 'api-index', 'lists', 'talks.json'), '[]');
    const astro = await runNode(
      [path.join(project, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'],
      { SITE_URL: copy!.url },
      project,
    );
    expect(astro.status, astro.output).toBe(0);
    expect(astro.output).toMatch(/\[portfolio-articles\] 1 body converted, 8 unchanged since the last load/);
    const rebuilt = buildOutputs(project);
    expect(Object.keys(rebuilt).length).toBeGreaterThan(100);
    expect(rebuilt).toEqual(cold);
  }, 240_000);
});

describe('npm run dev', () => {
  beforeAll(async () => {
    // The same port, given as Astro's flag: the address in the site's absolute links.
    dev = startOwnersCommand(project, 'dev', { PORT: '', SITE_URL: '' }, ['--port', String(copy!.port)]);
    await until('the API through the dev server', 90_000, async () => (await fetch(`${copy!.url}/api/v1/profile`)).ok);
  }, 120_000);

  it.each(Object.keys(REQUESTS))('answers %s as the built site does', async (name) => {
    expect(await answer(REQUESTS[name]!)).toEqual(built[name]);
  });

  it('styles its pages: no header of the last build forbids the styles Vite writes into them', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const problems = await watchProblems(page);
      // The first visit may have Vite optimise a dependency and reload the page; what matters is the page as it settles.
      await page.goto(`${copy!.url}/`, { waitUntil: 'networkidle' });
      problems.list.length = 0;
      await page.reload({ waitUntil: 'networkidle' });
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter,/);
      expect(problems.list).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it('answers from an edit on the next request; an edit that breaks the content is reported once, on the page too, while the answers stay the last good ones, until fixed', async () => {
    const profile = path.join(project, 'content', 'profile.yaml');
    const file = path.join(project, 'content', 'projects', 'edge-search.yaml');
    const original = readFileSync(file, 'utf8');
    const headline = 'Edited while the dev server runs';
    writeFileSync(profile, readFileSync(profile, 'utf8').replace(/^headline: .*$/m, `headline: ${headline}`));
    const edited = await until('the edit in the API', 20_000, async () => {
      const latest = await answer(['/api/v1/profile']);
      return latest.body.includes(headline) && latest;
    });
    expect(edited.headers['etag']).toBe(await etagOf(edited.body));
    expect(edited.headers['etag']).not.toBe(built['profile']!.headers['etag']);
    expect((await answer(mcpCall('get_profile', {}))).body).toContain(headline);

    const page = `${copy!.url}/projects/edge-search`;
    const fix = 'put the value in quotes: tagline: "Fast: really"';
    try {
      writeFileSync(file, original.replace(/^tagline: .*$/m, 'tagline: Fast: really'));
      await until('the report', 20_000, async () => dev!.output().includes(fix));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const output = dev!.output();
      expect(output.split(fix).length - 1, output).toBe(1);
      expect(output).toMatch(
        /content\/projects\/edge-search\.yaml:2: tagline: cannot be parsed: .*\nFix the file and save: the dev server reads the content again and the page reloads\./,
      );
      expect(output).not.toMatch(/run the command again/);

      // The page is Astro's error overlay: a 500, and the problems sent to the overlay over the dev server's socket.
      const socket = new WebSocket(`ws://localhost:${copy!.port}/`, 'vite-hmr');
      const overlay = new Promise<string>((resolve) =>
        socket.addEventListener(
          'message',
          ({ data }) => String(data).includes('"type":"error"') && resolve(String(data)),
        ),
      );
      await new Promise((resolve) => socket.addEventListener('open', resolve));
      const broken = await fetch(page);
      expect(broken.status).toBe(500);
      await broken.text();
      expect(await overlay).toMatch(/put the value in quotes/);
      socket.close();
      // The overlay's own script, which shows it and reloads the page once the file is fixed, is no page.
      expect((await fetch(`${copy!.url}/@vite/client`)).status).toBe(200);

      expect(await answer(['/api/v1/profile'])).toEqual(edited);
      for (const name of ['search', 'a page as markdown', 'an MCP tools/call'])
        expect(await answer(REQUESTS[name]!), name).toEqual(built[name]);
      // Files that are no page, and the MCP answers made from them, stay answered too.
      for (const file of ['/.well-known/api-catalog', '/.well-known/mcp/server-card', `${MCP_PATH}/server-card`])
        expect((await answer([file])).status, file).toBe(200);
    } finally {
      writeFileSync(file, original);
    }
    await until('the fixed page', 20_000, async () => (await fetch(page)).status === 200);
    // Broken and fixed again in quick succession (an editor that empties a file, then writes it): the fix stands.
    writeFileSync(file, '');
    await new Promise((resolve) => setTimeout(resolve, 30));
    writeFileSync(file, original);
    await until('the page fixed right after it broke', 20_000, async () => (await fetch(page)).status === 200);
  }, 90_000);

  it('answers MCP when the Host names another port, as through a forwarded port', async () => {
    const body = Buffer.from(toolCall('get_profile', {}));
    const headers = Object.entries(MCP_HEADERS).map(([name, value]) => `${name}: ${value}`);
    const head = [`POST ${MCP_PATH} HTTP/1.1`, 'Host: localhost:9', ...headers, `Content-Length: ${body.length}`];
    const answered = await rawRequest(copy!.port, { head: head.join('\r\n'), body });
    expect([answered.status, answered.body.toString('utf8')]).toEqual([200, expect.stringContaining('"result"')]);
  });

  it('serves the content images with their types', async () => {
    const names = readdirSync(path.join(project, 'dist', 'images'));
    const types = await Promise.all(
      names.map(async (name) => (await fetch(`${copy!.url}/images/${name}`)).headers.get('content-type')),
    );
    expect(types).toEqual(names.map((name) => (name.endsWith('.svg') ? 'image/svg+xml' : 'image/webp')));
    expect(new Set(types)).toEqual(new Set(['image/webp', 'image/svg+xml']));
  });

  it('shows drafts, marked as such', async () => {
    // The drafts a build leaves out (tests/integration/drafts-and-tags.test.ts) are the owner's to see here.
    cpSync(path.resolve('tests/fixtures/drafts'), path.join(project, 'content'), { recursive: true });
    const page = `${copy!.url}/articles/quokka-queues-draft`;
    await until('the draft page', 20_000, async () => (await fetch(page)).status === 200);
    const draft = await fetch(page);
    expect(await draft.text()).toMatch(/<span class="status[^"]*"[^>]*>Draft<\/span>/);
    // In the lists too, each draft's item carries the mark, and no other item does.
    for (const [list, title] of [
      ['/articles', 'Quokka queues, a draft'],
      ['/projects', 'Quokka prototype'],
    ]) {
      const items = (await (await fetch(`${copy!.url}${list}`)).text())
        .split('<li')
        .filter((item) => />Draft</.test(item));
      expect(items.map((item) => item.includes(`>${title}</a>`))).toEqual([true]);
    }
    // No build wrote its headers: the page and its twin link each other by the address served, as a build's would.
    const links = `<${page}.md>; rel="alternate"; type="text/markdown", <${copy!.url}/api/v1/articles/quokka-queues-draft>; rel="alternate"; type="application/json", <${copy!.url}/llms.txt>; rel="describedby"`;
    expect([draft.headers.get('link'), draft.headers.get('vary')]).toEqual([links, 'Accept']);
    expect((await fetch(`${page}.md`)).headers.get('link')).toBe(links);
    await dev!.stop();
  }, 60_000);
});
