/**
 * A page on another origin (a second local server) uses the API and the MCP endpoint from the
 * browser, so real CORS rules apply, preflight included.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { getJson, siteUrl } from '../support/http.ts';
import { toolCall } from '../support/mcp-wire.ts';

const CLIENT_PAGE = (api: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another site</title></head>
<body><h1>A different origin</h1>
<script>
  const api = ${JSON.stringify(api)};
  window.getProfile = async () => {
    const response = await fetch(api + '/api/v1/profile');
    return { status: response.status, body: await response.json() };
  };
  // Revalidates the profile with the tag the first answer gave, as a cache in a script would.
  window.revalidateProfile = async () => {
    const first = await fetch(api + '/api/v1/profile', { cache: 'no-store' });
    const etag = first.headers.get('etag');
    const second = await fetch(api + '/api/v1/profile', { cache: 'no-store', headers: { 'If-None-Match': etag ?? '' } });
    return { etag, status: second.status };
  };
  // A POST of plain text is a request a page may send without a preflight.
  window.allowedAfterPost = async () => {
    const response = await fetch(api + '/api/v1/profile', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    return { status: response.status, allow: response.headers.get('allow') };
  };
  window.callMcp = async (body) => {
    const response = await fetch(api + '/api/mcp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'MCP-Protocol-Version': '2025-06-18' },
      body,
    });
    return { status: response.status, body: await response.json() };
  };
</script>
</body></html>`;

let other: Server;
let otherOrigin: string;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  other = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(CLIENT_PAGE(siteUrl()));
  });
  // 127.0.0.1 while the site is on localhost: a different host and port, so a different origin.
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  expect(otherOrigin).not.toBe(new URL(siteUrl()).origin);
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.goto(`${otherOrigin}/`);
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => other?.close(resolve));
});

describe('a page on another origin', () => {
  it('reads the profile from the API', async () => {
    const result = await page.evaluate(() => (window as any).getProfile());
    const { body: profile } = await getJson('/api/v1/profile');
    expect(result.status).toBe(200);
    expect(result.body).toEqual(profile);
  });

  it("reads the answer's ETag and revalidates with it (304), and reads Allow on a 405", async () => {
    const revalidated = await page.evaluate(() => (window as any).revalidateProfile());
    const { response } = await getJson('/api/v1/profile');
    expect(revalidated.etag).toBe(response.headers.get('etag'));
    expect(revalidated.status).toBe(304);
    expect(await page.evaluate(() => (window as any).allowedAfterPost())).toEqual({
      status: 405,
      allow: 'GET, HEAD, OPTIONS',
    });
  });

  it('calls an MCP tool with a JSON POST, which needs a CORS preflight', async () => {
    const result = await page.evaluate((body) => (window as any).callMcp(body), toolCall('get_profile', {}));
    const { body: profile } = await getJson('/api/v1/profile');
    expect(result.status).toBe(200);
    expect(result.body.jsonrpc).toBe('2.0');
    expect(result.body.id).toBe(1);
    expect(result.body.result.structuredContent).toEqual({ profile });
  });
});
