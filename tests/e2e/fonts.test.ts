/**
 * site.yaml's `font:` in a browser: the suite's site in its default typeface, and each other family's
 * stylesheet (what the build bundles) served with its package's files on a home page of the site.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import nodeModule from 'node:module';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONTS } from '../../src/core/schemas/site-settings.ts';
import { bodyFontFile, fontCss, TYPEFACES } from '../../src/site/fonts.ts';
import { launchBrowser, siteContext, watchProblems } from '../support/browser.ts';
import { request, siteUrl } from '../support/http.ts';

const require = nodeModule.createRequire(import.meta.url);
let browser: Browser;
let other: Server;
let otherUrl: string;

/** `/{font}/`: the site's home page with that family's stylesheet and preload; `/@fontsource/…`: the package's files. */
async function serve(path: string): Promise<{ status: number; type: string; body: string | Buffer; csp?: string }> {
  const font = FONTS.find((name) => path.startsWith(`/${name}`));
  if (path.startsWith('/@fontsource/'))
    return { status: 200, type: 'font/woff2', body: await readFile(require.resolve(path.slice(1))) };
  if (font && path.endsWith('.css'))
    return { status: 200, type: 'text/css', body: fontCss(font).replaceAll("url('@", "url('/@") };
  const site = await request(font ? '/' : path);
  const type = site.headers.get('content-type') ?? '';
  if (!font) return { status: site.status, type, body: Buffer.from(await site.arrayBuffer()) };
  const html = (await site.text())
    .replace(/(<link rel="preload" href=")[^"]+/, `$1/${bodyFontFile(font)}`)
    .replace('</head>', `<link rel="stylesheet" href="/${font}.css"></head>`);
  return { status: 200, type, body: html, csp: site.headers.get('content-security-policy') ?? undefined };
}

beforeAll(async () => {
  other = createServer((req, res) => {
    void serve(req.url ?? '/').then(
      ({ status, type, body, csp }) => {
        res.writeHead(status, { 'Content-Type': type, ...(csp ? { 'Content-Security-Policy': csp } : {}) });
        res.end(body);
      },
      // A file the package does not have.
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  other?.closeAllConnections();
  await new Promise((resolve) => other?.close(resolve));
});

describe("site.yaml's font", () => {
  it.each(FONTS)('%s: the body text is set in it, its regular and bold faces loaded from the site', async (font) => {
    const { family } = TYPEFACES[font];
    // The default is the suite's own build; the others its page with their stylesheet.
    const url = font === FONTS[0] ? `${siteUrl()}/` : `${otherUrl}/${font}/`;
    const page = await (await siteContext(browser, url)).newPage();
    const problems = await watchProblems(page);
    expect((await page.goto(url))?.status()).toBe(200);
    const seen = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        stack: getComputedStyle(document.querySelector('main p')!).fontFamily,
        faces: [...document.fonts].map(({ family, weight, style, status }) => ({
          family: family.replace(/"/g, ''),
          weight,
          style,
          status,
        })),
        preload: document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')!.href,
        files: performance
          .getEntriesByType('resource')
          .flatMap((entry) => (/\.woff2$/.test(entry.name) ? [entry.name] : [])),
      };
    });
    expect(seen.stack.split(',')[0]!.replace(/"/g, '')).toBe(family);
    const faces = seen.faces.filter((face) => face.family === family);
    const loaded = faces.flatMap(({ weight, style, status }) => (status === 'loaded' ? [`${weight} ${style}`] : []));
    expect(loaded).toEqual(expect.arrayContaining(['400 normal', '700 normal']));
    expect(faces.filter((face) => face.status === 'error')).toEqual([]);
    // Its files from the page's own origin, the preloaded one among them and none fetched twice.
    expect(seen.files.every((file) => file.startsWith(new URL(url).origin))).toBe(true);
    expect(seen.files).toContain(seen.preload);
    expect(new Set(seen.files).size).toBe(seen.files.length);
    expect(problems.list).toEqual([]);
    await page.context().close();
  });
});
