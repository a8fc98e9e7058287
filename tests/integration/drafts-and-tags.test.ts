/**
 * Drafts, on the suite's site: its global setup puts a draft article and a draft
 * project (tests/fixtures/drafts) beside the sample content, and no build may publish them.
 */
import { describe, expect, it } from 'vitest';
import { getJson, request, siteUrl } from '../support/http.ts';
import { MCP_HEADERS, MCP_PATH, rpcRequest, toolCall } from '../support/mcp-wire.ts';

const DRAFTS = [
  ['articles', 'quokka-queues-draft'],
  ['projects', 'quokka-prototype'],
] as const;
/** What only the drafts say: their slugs, titles and the tag only the draft article has. */
const DRAFT_TEXT = /quokka[- ](queues|prototype)|draft-only/i;

async function statusOf(path: string): Promise<number> {
  const response = await request(path);
  await response.body?.cancel();
  return response.status;
}

async function text(path: string): Promise<string> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const mcp = async (body: string) => (await fetch(`${siteUrl()}${MCP_PATH}`, { method: 'POST', headers: MCP_HEADERS, body })).json() as Promise<{ result: { isError?: boolean } }>;

describe('a draft', () => {
  it('has no API document, page, twin or card, and is in no list', async () => {
    for (const [name, slug] of DRAFTS) {
      for (const path of [`/api/v1/${name}/${slug}`, `/${name}/${slug}`, `/${name}/${slug}.md`, `/cards/${name}/${slug}.png`]) expect(await statusOf(path), path).toBe(404);
    }
    for (const path of ['/api/v1/articles', '/api/v1/projects', '/api/v1/profile', '/', '/articles', '/projects']) expect(await text(path), path).not.toMatch(DRAFT_TEXT);
  });

  it('is in no feed, sitemap, search, llms.txt or résumé', async () => {
    for (const path of ['/rss.xml', '/feed.json', '/sitemap.xml', '/llms.txt', '/llms-full.txt', '/resume.json']) expect(await text(path), path).not.toMatch(DRAFT_TEXT);
    expect((await getJson('/api/v1/search?q=quokka')).body).toEqual([]);
  });

  it('is not served over MCP: not a resource, not listed, not found, not searched', async () => {
    for (const body of [rpcRequest('resources/list'), toolCall('list_articles', {}), toolCall('list_projects', {}), toolCall('search', { q: 'quokka' })]) {
      expect(JSON.stringify(await mcp(body)), body).not.toMatch(DRAFT_TEXT);
    }
    expect((await mcp(toolCall('get_article', { slug: 'quokka-queues-draft' }))).result.isError).toBe(true);
    expect((await mcp(toolCall('get_project', { slug: 'quokka-prototype' }))).result.isError).toBe(true);
  });
});
