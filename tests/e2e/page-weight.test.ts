import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Request as BrowserRequest } from 'playwright-core';
import { launchBrowser, siteContext } from '../support/browser.ts';
import { getJson, request, siteUrl } from '../support/http.ts';

const BUDGET = 60 * 1024;
// Chromium offers Brotli over HTTPS only.
const COMPRESSED = expect.stringMatching(/^(br|gzip)$/);

async function text(path: string): Promise<string> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The page's HTML plus every stylesheet it links, each gzipped as a CDN would send it. */
async function weigh(path: string) {
  const html = await text(path);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  const css = await Promise.all(stylesheets.map(text));
  const compressed = [html, ...css].reduce((sum, body) => sum + gzipSync(body).length, 0);
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((attrs) => !attrs.includes('application/ld+json'));
  return { compressed, stylesheets, scripts };
}

describe('page weight', async () => {
  const { body: projects } = await getJson<{ id: string }[]>('/api/v1/projects');
  const { body: articles } = await getJson<{ slug: string }[]>('/api/v1/articles');
  // Every page of the three kinds, so the longest case study and article are in budget too.
  const pages = ['/', ...projects.map((p) => `/projects/${p.id}`), ...articles.map((a) => `/articles/${a.slug}`)];

  it.each(pages)('%s ships no JavaScript and weighs under 60 KB compressed with its CSS', async (path) => {
    const { compressed, stylesheets, scripts } = await weigh(path);
    expect(scripts).toEqual([]);
    expect(stylesheets).toHaveLength(1);
    expect(compressed).toBeLessThan(BUDGET);
  });

  it('the home page, with everything a browser loads for it, transfers at most 150 KB, its text compressed', async () => {
    const browser = await launchBrowser();
    const page = await (await siteContext(browser, siteUrl())).newPage();
    const loaded: Promise<[url: string, bytes: number, coding?: string]>[] = [];
    const measure = async (done: BrowserRequest): Promise<[string, number, string?]> => {
      const [sizes, response] = await Promise.all([done.sizes(), done.response()]);
      return [done.url(), sizes.responseBodySize + sizes.responseHeadersSize, response?.headers()['content-encoding']];
    };
    const onFinished = (done: BrowserRequest) => {
      // Other origins' images (placeholders here) are not the site's.
      if (done.url().startsWith(siteUrl())) loaded.push(measure(done));
    };
    page.on('requestfinished', onFinished);
    // Everything the page loads, until the network has been quiet for half a second; then no request is counted
    // (or asked its size) after the browser closes.
    await page.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' });
    await page.evaluate(async () => void (await document.fonts.ready));
    page.off('requestfinished', onFinished);
    const files = await Promise.all(loaded);
    await browser.close();
    expect(files.some(([url]) => url.endsWith('.woff2'))).toBe(true);
    expect(
      files.filter(([url]) => url === `${siteUrl()}/` || url.endsWith('.css')).map(([, , coding]) => coding),
    ).toEqual([COMPRESSED, COMPRESSED]);
    expect(files.reduce((total, [, bytes]) => total + bytes, 0)).toBeLessThanOrEqual(150 * 1024);
  });
});
