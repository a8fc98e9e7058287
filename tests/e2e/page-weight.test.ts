import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { launchBrowser, siteContext } from '../support/browser.ts';
import { getJson, request, siteUrl } from '../support/http.ts';

const BUDGET = 60 * 1024;

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

  it('the home page, with the fonts and images a browser loads for it, transfers at most 150 KB', async () => {
    const browser = await launchBrowser();
    const page = await (await siteContext(browser, siteUrl())).newPage();
    const files: string[] = [];
    page.on('requestfinished', (done) => void (/font|image/.test(done.resourceType()) && files.push(done.url())));
    await page.goto(`${siteUrl()}/`);
    await page.evaluate(async () => void (await document.fonts.ready));
    await browser.close();
    expect(files.some((url) => url.endsWith('.woff2'))).toBe(true);
    // Fonts and images are compressed already; other origins' images (placeholders here) are not the site's.
    const bytes = files.filter((url) => url.startsWith(siteUrl())).map(async (url) => (await fetch(url)).arrayBuffer());
    const sum = (await Promise.all(bytes)).reduce((total, body) => total + body.byteLength, 0);
    expect((await weigh('/')).compressed + sum).toBeLessThanOrEqual(150 * 1024);
  });
});
