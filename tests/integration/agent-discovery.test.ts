/** What an agent finds from the site's address (decisions, "Current protocol and discovery"), through the emulated site. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, request, siteRoot, siteUrl } from '../support/http.ts';

type Json = Record<string, any>;
const abs = (p: string) => `${siteUrl()}${p}`;
const twinBytes = (p: string) => readFileSync(path.join(siteRoot(), 'dist', p), 'utf8');
const links = (twin: string, json: string) =>
  `<${abs(twin)}>; rel="alternate"; type="text/markdown", <${abs(json)}>; rel="alternate"; type="application/json", <${abs('/llms.txt')}>; rel="describedby"`;

let project: string;
let article: string;
beforeAll(async () => {
  project = (await getJson<Json[]>('/api/v1/projects')).body[0]!.id;
  article = (await getJson<Json[]>('/api/v1/articles')).body[0]!.slug;
});

const pages = () => [
  {
    page: '/',
    twin: '/index.md',
    json: '/api/v1/profile',
    extra: `, <${abs('/.well-known/api-catalog')}>; rel="api-catalog"`,
  },
  { page: `/projects/${project}`, twin: `/projects/${project}.md`, json: `/api/v1/projects/${project}`, extra: '' },
  { page: `/articles/${article}`, twin: `/articles/${article}.md`, json: `/api/v1/articles/${article}`, extra: '' },
];

describe('markdown on the page URLs', () => {
  it("answers a page asked for as markdown with its twin's bytes, Vary: Accept, Content-Location and its links", async () => {
    for (const { page, twin, json, extra } of pages()) {
      const response = await request(page, { headers: { Accept: 'text/markdown' } });
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).toBe(twinBytes(twin));
      expect(Object.fromEntries(response.headers), page).toMatchObject({
        'content-type': 'text/markdown; charset=utf-8',
        'access-control-allow-origin': '*',
        vary: 'Accept',
        'content-location': abs(twin),
        link: links(twin, json) + extra,
      });
      const head = await request(page, { method: 'HEAD', headers: { Accept: 'text/markdown' } });
      expect([head.status, head.headers.get('content-type'), await head.text()], page).toEqual([
        200,
        'text/markdown; charset=utf-8',
        '',
      ]);
    }
  });

  it('reads a run of slashes in a page path as one, for the twin as for the page itself', async () => {
    for (const { page, twin } of pages().slice(1)) {
      const doubled = page.replace(/\/(?=[^/]+$)/, '//');
      const html = await request(doubled);
      expect([html.status, await html.text()], doubled).toEqual([200, expect.stringContaining('<!DOCTYPE html>')]);
      const markdown = await request(doubled, { headers: { Accept: 'text/markdown' } });
      expect([markdown.status, markdown.headers.get('content-location'), await markdown.text()], doubled).toEqual([
        200,
        abs(twin),
        twinBytes(twin),
      ]);
    }
  });

  it('weighs q-values as RFC 9110 does; wildcards alone never choose markdown', async () => {
    const cases: [string, string][] = [
      ['text/markdown;q=0.8, text/html;q=0.8', 'text/markdown'],
      ['text/html;q=0.9, text/markdown;q=0.8', 'text/html'],
      ['text/markdown;q=0', 'text/html'],
      ['text/*', 'text/html'],
      ['*/*', 'text/html'],
      ['TEXT/MARKDOWN', 'text/markdown'],
    ];
    for (const [accept, type] of cases) {
      const response = await request(`/articles/${article}`, { headers: { Accept: accept } });
      await response.body?.cancel();
      expect(response.headers.get('content-type'), accept).toContain(type);
    }
  });

  it("serves a browser's request the static page, with Vary: Accept and the same links, without running an edge function", async () => {
    for (const { page, twin, json, extra } of pages()) {
      const response = await request(page, {
        headers: { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
      });
      expect(await response.text(), page).toContain('<!DOCTYPE html>');
      expect(response.headers.get('vary'), page).toBe('Accept');
      expect(response.headers.get('link'), page).toBe(links(twin, json) + extra);
      expect(response.headers.get('x-nf-edge-functions'), page).toBeNull();
    }
  });

  it('gives the twins the same links, and other pages and unknown slugs no markdown', async () => {
    for (const { twin, json, extra } of pages())
      expect((await request(twin)).headers.get('link'), twin).toBe(links(twin, json) + extra);
    const search = await request('/search', { headers: { Accept: 'text/markdown' } });
    expect([search.status, search.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    const unknown = await request('/articles/no-such-article', { headers: { Accept: 'text/markdown' } });
    expect([unknown.status, unknown.headers.get('content-type')]).toEqual([404, 'text/html; charset=utf-8']);
    expect(await unknown.text()).toContain('<!DOCTYPE html>');
  });
});

describe('Link headers on REST answers', () => {
  it('every success links the OpenAPI document; an error does not', async () => {
    const service = `<${abs('/api/openapi.json')}>; rel="service-desc"; type="application/openapi+json"`;
    for (const p of [
      '/api/v1/profile',
      '/api/v1/projects',
      `/api/v1/articles/${article}`,
      '/api/v1/search?q=postgres',
      '/api/openapi.json',
    ]) {
      const response = await request(p);
      await response.body?.cancel();
      expect([response.status, response.headers.get('link')], p).toEqual([200, service]);
      const again = await request(p, { headers: { 'If-None-Match': response.headers.get('etag')! } });
      expect([again.status, again.headers.get('link')], p).toEqual([304, service]);
    }
    expect((await request('/api/v1/nothing')).headers.get('link')).toBeNull();
  });
});

describe('well-known documents', () => {
  it('/.well-known/api-catalog is an RFC 9727 linkset of the REST API and the MCP endpoint', async () => {
    const response = await request('/.well-known/api-catalog');
    expect(response.headers.get('content-type')).toBe('application/linkset+json');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual({
      linkset: [
        {
          anchor: abs('/api/v1/'),
          'service-desc': [{ href: abs('/api/openapi.json'), type: 'application/openapi+json' }],
          'service-doc': [{ href: abs('/docs/api'), type: 'text/html' }],
        },
        {
          anchor: abs('/api/mcp'),
          'service-desc': [{ href: abs('/.well-known/mcp/server-card'), type: 'application/json' }],
          'service-doc': [{ href: abs('/docs/api#mcp'), type: 'text/html' }],
        },
      ],
    });
    const head = await request('/.well-known/api-catalog', { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), await head.text()]).toEqual([
      200,
      'application/linkset+json',
      '',
    ]);
  });

  it('the MCP server card is the same bytes at both paths, and lists what the server lists', async () => {
    const [card, cardJson] = await Promise.all(
      ['/.well-known/mcp/server-card', '/.well-known/mcp/server-card.json'].map((p) => request(p)),
    );
    for (const response of [card!, cardJson!]) {
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
    const text = await card!.text();
    expect(await cardJson!.text()).toBe(text);
    const body = JSON.parse(text) as Json;
    const list = async (method: string) => {
      const meta = {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': {},
        'io.modelcontextprotocol/clientInfo': { name: 'test', version: '1' },
      };
      const headers = {
        'Content-Type': 'application/json',
        Accept: 'application/json, text/event-stream',
        'MCP-Protocol-Version': '2026-07-28',
        'Mcp-Method': method,
      };
      return (
        await getJson<Json>('/api/mcp', {
          method: 'POST',
          headers,
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: { _meta: meta } }),
        })
      ).body.result;
    };
    const host = new URL(siteUrl()).hostname;
    expect(body).toMatchObject({
      $schema: expect.stringMatching(/^https:\/\/.+server-card.+\.json$/),
      name: `${host.split('.').reverse().join('.')}/portfolio`,
      version: expect.any(String),
      title: expect.stringContaining((await getJson<Json>('/api/v1/profile')).body.name),
      websiteUrl: abs('/'),
      remotes: [
        {
          type: 'streamable-http',
          url: abs('/api/mcp'),
          supportedProtocolVersions: expect.arrayContaining(['2026-07-28', '2025-11-25', '2025-06-18']),
        },
      ],
      capabilities: (await list('server/discover')).capabilities,
      tools: (await list('tools/list')).tools,
      prompts: (await list('prompts/list')).prompts,
      resourceTemplates: (await list('resources/templates/list')).resourceTemplates,
    });
  });

  it('server.json for the MCP Registry names the same server and its remote', async () => {
    const card = (await getJson<Json>('/.well-known/mcp/server-card')).body;
    const { body } = await getJson<Json>('/server.json');
    expect(body).toEqual({
      $schema: expect.stringMatching(/^https:\/\/static\.modelcontextprotocol\.io\/schemas\/.+\/server\.schema\.json$/),
      name: card.name,
      version: card.version,
      title: card.title,
      description: card.description,
      websiteUrl: card.websiteUrl,
      remotes: [{ type: 'streamable-http', url: abs('/api/mcp') }],
    });
    expect(body.description.length).toBeLessThanOrEqual(100);
  });
});

describe('where the discovery documents are listed', () => {
  it('llms.txt and the docs page name every one', async () => {
    const llms = await (await request('/llms.txt')).text();
    const docs = await (await request('/docs/api')).text();
    for (const p of [
      '/.well-known/api-catalog',
      '/.well-known/mcp/server-card',
      '/server.json',
      '/resume.json',
      '/profile.vcf',
    ]) {
      expect(llms, p).toContain(abs(p));
      expect(docs, p).toContain(`href="${p}"`);
    }
    expect(llms).toContain('Accept: text/markdown');
    expect(docs).toContain('<code>text/markdown</code>');
  });
});
