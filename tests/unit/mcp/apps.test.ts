/** MCP Apps (SEP-1865) at both revision families; and the server card. */
import { expect, it } from 'vitest';
import { publishedData } from '../../../src/mcp/data.ts';
import { handleMcpRequest } from '../../../src/mcp/http/handle-mcp-request.ts';
import { currentRequest, rpcRequest } from '../../support/mcp-wire.ts';
import { fixtureData, BASE_URL as BASE } from '../../support/sample-portfolio.ts';
import { exchange, post, type Json } from './endpoint.ts';

const EXTENSION = 'io.modelcontextprotocol/ui';
const MIME = 'text/html;profile=mcp-app';
const OFFER = { extensions: { [EXTENSION]: { mimeTypes: [MIME] } } };
const VIEWS = ['ui://portfolio/profile.html', 'ui://portfolio/project.html', 'ui://portfolio/list.html'];
const UI_META = { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: true };
const TOOL_VIEWS: Record<string, string | undefined> = {
  get_profile: VIEWS[0],
  list_projects: VIEWS[2],
  get_project: VIEWS[1],
  list_articles: VIEWS[2],
  get_article: undefined,
  search: VIEWS[2],
};

const current = async (method: string, params: Json = {}, capabilities: object = OFFER) =>
  (await exchange(currentRequest(method, params, capabilities))).body;

const legacy = async (method: string, params: Json = {}, session?: string) => {
  const headers = { 'MCP-Protocol-Version': '2025-11-25', ...(session ? { 'Mcp-Session-Id': session } : {}) };
  return (await post(rpcRequest(method, params), headers)).body;
};
const initialize = (capabilities: object) =>
  post(
    rpcRequest('initialize', { protocolVersion: '2025-11-25', capabilities, clientInfo: { name: 't', version: '1' } }),
  );

it('MCP Apps: an initialize at 2025-11-25 offering the extension declares it and answers a session id recording the offer; at 2026-07-28, server/discover declares it only to a client offering it', async () => {
  const offered = await initialize(OFFER);
  expect(offered.body.result.capabilities.extensions).toEqual({ [EXTENSION]: {} });
  expect(offered.headers.get('mcp-session-id')).toMatch(/^ui1\.[\w-]+$/);
  expect(offered.headers.get('access-control-expose-headers')).toBe('ETag, Allow, Link, Mcp-Session-Id');
  const spelled = await initialize({ extensions: { [EXTENSION]: { mimeTypes: ['TEXT/HTML; Profile=mcp-app'] } } });
  expect(spelled.headers.get('mcp-session-id')).toMatch(/^ui1\./);
  const plain = await initialize({ extensions: { [EXTENSION]: { mimeTypes: ['text/html'] } } });
  expect(plain.headers.get('mcp-session-id')).toBeNull();
  expect(plain.body.result.capabilities).not.toHaveProperty('extensions');
  expect((await current('server/discover')).result.capabilities.extensions).toEqual({ [EXTENSION]: {} });
  expect((await current('server/discover', {}, {})).result.capabilities).not.toHaveProperty('extensions');
});

type Send = (method: string, params?: Json) => Promise<Json>;
it.each<[string, Send, Send]>([
  ['2026-07-28', (m, p) => current(m, p), (m, p) => current(m, p, {})],
  ['2025-11-25', (m, p) => legacy(m, p, 'ui1.some-id'), (m, p) => legacy(m, p, 'other')],
])(
  'MCP Apps at %s: names each tool its view, lists the views after the twins, and answers tool calls alike',
  async (_revision, offered, plain) => {
    const tools = (await offered('tools/list')).result.tools as Json[];
    expect(Object.fromEntries(tools.map((tool) => [tool.name, tool._meta?.ui?.resourceUri]))).toEqual(TOOL_VIEWS);
    for (const tool of tools.filter((t) => t._meta))
      expect(tool._meta['ui/resourceUri']).toBe(tool._meta.ui.resourceUri);
    expect(((await plain('tools/list')).result.tools as Json[]).filter((tool) => tool._meta)).toEqual([]);
    const twins = (await plain('resources/list')).result.resources as Json[];
    const listed = (await offered('resources/list')).result.resources as Json[];
    expect(listed.slice(0, twins.length)).toEqual(twins);
    expect(listed.slice(twins.length)).toEqual(
      VIEWS.map((uri) =>
        expect.objectContaining({
          uri,
          name: expect.any(String),
          title: expect.any(String),
          description: expect.any(String),
          mimeType: MIME,
          _meta: { ui: UI_META },
        }),
      ),
    );
    for (const call of [
      { name: 'get_profile', arguments: {} },
      { name: 'search', arguments: { q: 'a' } },
    ])
      expect((await offered('tools/call', call)).result).toEqual((await plain('tools/call', call)).result);
  },
);

it('MCP Apps: an unknown ui:// URI (and a view to a client not offering) is -32602 with the URI at 2026-07-28, -32002 at 2025', async () => {
  const unknown = 'ui://portfolio/nothing.html';
  expect(await current('resources/read', { uri: unknown })).toMatchObject({
    error: { code: -32602, data: { uri: unknown } },
  });
  expect(await current('resources/read', { uri: VIEWS[0] }, {})).toMatchObject({
    error: { code: -32602, data: { uri: VIEWS[0] } },
  });
  expect(await legacy('resources/read', { uri: unknown }, 'ui1.x')).toMatchObject({ error: { code: -32002 } });
  expect(await legacy('resources/read', { uri: VIEWS[0] })).toMatchObject({ error: { code: -32002 } });
});

// What they say to a host, how they draw a result (with one h1), is the browser's test (tests/e2e/mcp-apps.test.ts).
it("MCP Apps: each view reads as one HTML text with its _meta.ui, the same bytes at both revisions: a small self-contained HTML5 document that never fetches, frames or writes HTML, with the site's light and dark tokens from site.css", async () => {
  const { readFile } = await import('node:fs/promises');
  const css = await readFile(new URL('../../../src/site/styles/site.css', import.meta.url), 'utf8');
  const [light, dark] = [...css.matchAll(/--bg: (#\w+);/g)].map((match) => match[1]);
  for (const uri of VIEWS) {
    const { contents } = (await current('resources/read', { uri })).result;
    expect(contents).toEqual([{ uri, mimeType: MIME, text: expect.any(String), _meta: { ui: UI_META } }]);
    expect((await legacy('resources/read', { uri }, 'ui1.x')).result.contents).toEqual(contents);
    const html: string = contents[0].text;
    expect(html.length).toBeLessThan(15_000);
    expect(html).toMatch(
      /^<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport"[^>]+>\n<title>[^<]+<\/title>/,
    );
    expect(html).not.toMatch(
      /\b(src|href)=|url\(|@import|\bfetch\(|XMLHttpRequest|WebSocket|EventSource|Worker\(|import\(|<iframe|innerHTML|outerHTML|insertAdjacentHTML|document\.write/,
    );
    expect(html).toMatch(new RegExp(`light;[^}]*--bg: ${light};[^]*dark;[^}]*--bg: ${dark};`));
    // Every token whole, site.css's comments left behind: a stray quote would void the rest of the rule.
    expect(html).toContain(css.match(/--mono: [^;]+;/)![0]);
    expect(html.match(/<style>([^]*)<\/style>/)![1]).not.toMatch(/\/\*|\*\//);
  }
});

const card = '{"name":"example/portfolio"}';
const data = publishedData(fixtureData.index, async (path) => {
  if (path !== '/.well-known/mcp/server-card') throw new Error(`not published: ${path}`);
  return card;
});
const get = (path: string, init: RequestInit = {}) => handleMcpRequest(new Request(`${BASE}${path}`, init), data);

it('GET /api/mcp/server-card answers the published card as application/mcp-server-card+json, open to any origin, with an ETag and 304; it is the one path below the endpoint: another is 404, and a POST to the card 405', async () => {
  const response = await get('/api/mcp/server-card');
  expect([
    response.status,
    response.headers.get('content-type'),
    response.headers.get('access-control-allow-origin'),
  ]).toEqual([200, 'application/mcp-server-card+json', '*']);
  expect(await response.text()).toBe(card);
  const etag = response.headers.get('etag')!;
  const again = await get('/api/mcp/server-card', { headers: { 'If-None-Match': etag } });
  expect([again.status, again.headers.get('etag'), await again.text()]).toEqual([304, etag, '']);
  // A trailing slash names the same resource, as everywhere in the API.
  expect(await (await get('/api/mcp/server-card/')).text()).toBe(card);
  expect((await get('/api/mcp/server-cards')).status).toBe(404);
  const post = await get('/api/mcp/server-card', { method: 'POST', body: '{}' });
  expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS']);
});
