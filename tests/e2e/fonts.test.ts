/**
 * site.yaml's `font:` in a browser: the suite's site in its default typeface, and in each other one its home page
 * with that family's stylesheet (what the build bundles) and preload, the files answered from its package.
 */
import nodeModule from 'node:module';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageKinds } from '../../scripts/lighthouse-scores.ts';
import { FONTS } from '../../src/core/schemas/site-settings.ts';
import { bodyFontFile, fontCss, TYPEFACES } from '../../src/site/fonts.ts';
import { launchBrowser, siteContext, watchProblems } from '../support/browser.ts';
import { siteUrl } from '../support/http.ts';

const require = nodeModule.createRequire(import.meta.url);
let browser: Browser;
beforeAll(async () => void (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const preload = (href: string) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`;

/** The home page with `font`'s stylesheet and preload, its files answered from its package. */
async function restyle(context: BrowserContext, font: (typeof FONTS)[number]): Promise<void> {
  await context.route(`${siteUrl()}/`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<link rel="preload" [^>]+ as="font"[^>]*>/g, '')
      .replace('</head>', `${preload(`/${bodyFontFile(font)}`)}<link rel="stylesheet" href="/${font}.css"></head>`);
    await route.fulfill({ response, body: html });
  });
  await context.route(`${siteUrl()}/${font}.css`, (route) =>
    route.fulfill({ contentType: 'text/css', body: fontCss(font).replaceAll("url('@", "url('/@") }),
  );
  await context.route(`${siteUrl()}/@fontsource/**`, async (route) => {
    try {
      await route.fulfill({ path: require.resolve(new URL(route.request().url()).pathname.slice(1)) });
    } catch {
      // A file the package does not have: not found, as on a site.
      await route.fulfill({ status: 404 });
    }
  });
}

describe("site.yaml's font", () => {
  it.each(FONTS)('%s: the body text is set in it, its regular and bold faces loaded from the site', async (font) => {
    const { family } = TYPEFACES[font];
    const context = await siteContext(browser, siteUrl());
    // The default is the suite's own build.
    if (font !== FONTS[0]) await restyle(context, font);
    const page = await context.newPage();
    const problems = await watchProblems(page);
    expect((await page.goto(`${siteUrl()}/`))?.status()).toBe(200);
    const seen = await page.evaluate(async (family) => {
      await document.fonts.ready;
      const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === family);
      return {
        stack: getComputedStyle(document.querySelector('main p')!).fontFamily,
        faces: faces.map((face) => `${face.weight} ${face.style} ${face.status}`),
        preload: document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')!.href,
        files: performance.getEntriesByType('resource').flatMap(({ name }) => (name.endsWith('.woff2') ? [name] : [])),
      };
    }, family);
    expect(seen.stack.split(',')[0]!.replace(/"/g, '')).toBe(family);
    expect(seen.faces).toEqual(expect.arrayContaining(['400 normal loaded', '700 normal loaded']));
    expect(seen.faces.filter((face) => face.endsWith(' error'))).toEqual([]);
    // Its files from the site's own origin, the preloaded one among them and none fetched twice.
    expect(seen.files.every((file) => file.startsWith(siteUrl()))).toBe(true);
    expect(seen.files).toContain(seen.preload);
    expect(new Set(seen.files).size).toBe(seen.files.length);
    expect(problems.list).toEqual([]);
    await context.close();
  });
});

it('every kind of page preloads exactly the faces its text is set in', async () => {
  const context = await siteContext(browser, siteUrl());
  const page = await context.newPage();
  for (const path of await pageKinds(siteUrl())) {
    await page.goto(siteUrl() + path);
    const seen = await page.evaluate(async () => {
      await document.fonts.ready;
      const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]');
      const files = performance.getEntriesByType('resource').map(({ name }) => name);
      return {
        preloaded: [...links].map((link) => link.href).sort(),
        loaded: files.filter((name) => name.endsWith('.woff2')).sort(),
      };
    });
    expect({ path, files: seen.preloaded }).toEqual({ path, files: seen.loaded });
  }
  await context.close();
});
