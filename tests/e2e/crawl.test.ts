import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, siteContext, watchProblems } from '../support/browser.ts';
import { request, siteUrl } from '../support/http.ts';

/** Every same-origin URL a page refers to: links, stylesheets, scripts, feeds. */
function internalUrls(html: string, base: string): string[] {
  const origin = new URL(base).origin;
  const found = new Set<string>();
  for (const match of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
    const raw = match[1]!.replace(/&amp;/g, '&');
    if (raw.startsWith('mailto:') || raw.startsWith('#')) continue;
    const url = new URL(raw, base);
    if (url.origin !== origin) continue;
    url.hash = '';
    found.add(url.href);
  }
  return [...found];
}

const statuses = new Map<string, number>();
const htmlPages: string[] = [];
const TAG_PAGE = /\/tags\/./;

/** Requests in flight at once: the server answers static files in a few ms, each an edge function instance in ~140 ms. */
const CRAWLERS = 8;

/** From the home page, following every internal reference of every HTML page, several requests at a time. */
async function crawl(): Promise<void> {
  const queue = [`${siteUrl()}/`];
  const requested = new Set<string>();
  let busy = 0;
  const visit = async (url: string): Promise<void> => {
    const response = await request(url.slice(siteUrl().length));
    statuses.set(url, response.status);
    const type = response.headers.get('content-type') ?? '';
    // The tag pages are one template over articles checked anyway: the browser passes take one, the others are only requested.
    const anotherTagPage = TAG_PAGE.test(url) && htmlPages.some((page) => TAG_PAGE.test(page));
    if (!type.startsWith('text/html') || !response.ok || anotherTagPage) {
      await response.body?.cancel();
      return;
    }
    htmlPages.push(url);
    queue.push(...internalUrls(await response.text(), url));
  };
  /** Each crawler takes the next URL nobody has requested yet; it stops once the queue is empty and no other crawler can add to it. */
  const crawler = async (): Promise<void> => {
    while (queue.length > 0 || busy > 0) {
      const url = queue.shift();
      if (url === undefined) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        continue;
      }
      if (requested.has(url)) continue;
      requested.add(url);
      busy += 1;
      try {
        await visit(url);
      } finally {
        busy -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CRAWLERS }, crawler));
  // Pages in a stable order for the tests below, whatever order the answers came in.
  htmlPages.sort();
}

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  await crawl();
  browser = await launchBrowser();
  context = await siteContext(browser, siteUrl());
});

afterAll(async () => {
  await browser?.close();
});

/** Tabs open at once: a page that waits for the network to go quiet leaves the machine idle. */
const TABS = 4;

/** Visits every URL in one of a few tabs of `within` (the site's context by default), each tab prepared once by `open`. */
async function inPages<T>(
  urls: string[],
  open: (page: Page) => Promise<T>,
  visit: (tab: T, url: string) => Promise<void>,
  within: BrowserContext = context,
): Promise<void> {
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const page = await within.newPage();
      const tab = await open(page);
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await visit(tab, url);
      await page.close();
    }),
  );
}

describe('crawling the site from /', () => {
  it('reaches every kind of page', async () => {
    const paths = htmlPages.map((url) => new URL(url).pathname);
    for (const path of ['/', '/projects', '/articles', '/tags', '/resume', '/search', '/docs/api']) expect(paths).toContain(path);
    expect(paths.filter((p) => p.startsWith('/tags/'))).toHaveLength(1);
    expect(paths.some((p) => p.startsWith('/projects/'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/articles/'))).toBe(true);
  });

  it('every internal link, stylesheet, script and feed answers 200', () => {
    const broken = [...statuses].filter(([, status]) => status !== 200).map(([url, status]) => `${status} ${url}`);
    expect(broken).toEqual([]);
    expect(statuses.size).toBeGreaterThan(20);
  });

  it('no page logs an error, throws, or violates the Content-Security-Policy', async () => {
    const failures: string[] = [];
    await inPages(
      [...htmlPages, `${siteUrl()}/search?q=postgres`],
      async (page) => ({ page, problems: await watchProblems(page) }),
      async ({ page, problems }, url) => {
        problems.list.length = 0;
        await page.goto(url, { waitUntil: 'networkidle' });
        // Open every disclosure and scroll to the end so lazy images load too.
        await page.evaluate(() => {
          for (const details of document.querySelectorAll('details')) details.open = true;
          window.scrollTo(0, document.body.scrollHeight);
        });
        await page.waitForLoadState('networkidle');
        failures.push(...problems.list.map((problem) => `${url}: ${problem}`));
      },
    );
    expect(failures.sort()).toEqual([]);
  });

  it('every image loads, from this site, with alt text, a width and a height', async () => {
    const failures: string[] = [];
    let images = 0;
    let srcsetCandidates = 0;
    await inPages(
      htmlPages,
      async (page) => page,
      async (page, url) => {
        await page.goto(url, { waitUntil: 'networkidle' });
        // Lazy images load once they come near the viewport: bring each into view and wait until it
        // has loaded or failed (the page's own load state was reached long before).
        for (const image of await page.locator('img').all()) {
          await image.scrollIntoViewIfNeeded();
          await image.evaluate((img: HTMLImageElement) =>
            img.complete
              ? undefined
              : new Promise((settled) =>
                  ['load', 'error'].forEach((event) => img.addEventListener(event, settled, { once: true })),
                ),
          );
        }
        const found = await page.$$eval('img', (elements) =>
          elements.map((img) => ({
            src: img.src,
            srcset: img.getAttribute('srcset') ?? '',
            alt: img.getAttribute('alt'),
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            loaded: img.complete && img.naturalWidth > 0,
          })),
        );
        images += found.length;
        for (const img of found) {
          if (!img.loaded) failures.push(`${url}: ${img.src} did not load`);
          // The browser loads one candidate of a srcset; every other one must be there too.
          for (const candidate of img.srcset
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)) {
            const [candidateUrl = '', descriptor = ''] = candidate.split(/\s+/);
            srcsetCandidates += 1;
            const response = await request(candidateUrl.slice(siteUrl().length));
            const bytes = new Uint8Array(await response.arrayBuffer());
            const width = response.ok ? (await sharp(bytes).metadata()).width : undefined;
            if (!response.ok || !candidateUrl.startsWith(`${siteUrl()}/`))
              failures.push(`${url}: srcset candidate ${candidateUrl} answers ${response.status}`);
            else if (`${width}w` !== descriptor)
              failures.push(`${url}: srcset candidate ${candidateUrl} is ${width} pixels wide, not ${descriptor}`);
          }
          if (!img.alt) failures.push(`${url}: ${img.src} has no alt text`);
          if (!img.width || !img.height) failures.push(`${url}: ${img.src} has no width or height`);
          if (!img.src.startsWith(`${siteUrl()}/`)) failures.push(`${url}: ${img.src} is not on this site`);
        }
      },
    );
    expect(images).toBeGreaterThanOrEqual(3);
    // The sample's raster chart is published at three widths.
    expect(srcsetCandidates).toBeGreaterThanOrEqual(3);
    expect(failures).toEqual([]);
  });

  it('a phone downloads the narrowest copy of a raster image that fills its screen', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    const page = await phone.newPage();
    const withSrcset = [];
    for (const url of htmlPages) {
      await page.goto(url);
      for (const image of await page.locator('img[srcset]').all()) {
        await image.scrollIntoViewIfNeeded();
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
        withSrcset.push({ url, currentSrc: await image.evaluate((img: HTMLImageElement) => img.currentSrc) });
      }
    }
    await phone.close();
    expect(withSrcset.length).toBeGreaterThanOrEqual(1);
    for (const { url, currentSrc } of withSrcset) expect(currentSrc, url).toMatch(/\.480w\.webp$/);
  });

  it('on a phone, no page is wider than the screen, every disclosure open, in either colour scheme', async () => {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const failures: string[] = [];
    for (const scheme of ['light', 'dark'] as const) {
      const schemed = async (page: Page) => (await page.emulateMedia({ colorScheme: scheme }), page);
      await inPages(
        htmlPages,
        schemed,
        async (page, url) => {
          await page.goto(url, { waitUntil: 'load' });
          const width = await page.evaluate(() => {
            for (const details of document.querySelectorAll('details')) details.open = true;
            return document.documentElement.scrollWidth;
          });
          if (width > 390) failures.push(`${scheme} ${url}: ${width}px wide`);
        },
        phone,
      );
    }
    await phone.close();
    expect(failures).toEqual([]);
  });

  it("a case study's costs table fits a phone's screen and a desktop's column: only the amounts keep to one line", async () => {
    const failures: string[] = [];
    let tables = 0;
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const sized = await browser.newContext({ viewport });
      const page = await sized.newPage();
      for (const url of htmlPages.filter((page) => page.includes('/projects/'))) {
        await page.goto(url, { waitUntil: 'load' });
        const found = await page.evaluate(() => {
          for (const details of document.querySelectorAll('details')) details.open = true;
          return [...document.querySelectorAll<HTMLTableElement>('table.costs')].map((table) => ({
            table: table.scrollWidth,
            box: table.parentElement!.clientWidth,
          }));
        });
        tables += found.length;
        for (const { table, box } of found)
          if (table > box)
            failures.push(`${viewport.width}px ${url}: the costs table is ${table}px wide in a ${box}px box`);
      }
      await sized.close();
    }
    expect(tables).toBeGreaterThanOrEqual(2);
    expect(failures).toEqual([]);
  });

  it('asked for reduced motion, nothing on a page moves, its ::before and ::after included', async () => {
    const reduced = await browser.newContext({ reducedMotion: 'reduce' });
    const moving: string[] = [];
    let checked = 0;
    await inPages(
      htmlPages,
      async (page) => page,
      async (page, url) => {
        await page.goto(url, { waitUntil: 'load' });
        const found = await page.evaluate(() => {
          const out: string[] = [];
          let count = 0;
          for (const element of document.querySelectorAll('body *')) {
            for (const pseudo of [null, '::before', '::after']) {
              const duration = getComputedStyle(element, pseudo).transitionDuration;
              count += 1;
              if (duration.split(',').some((part) => parseFloat(part) > 0))
                out.push(`<${element.tagName.toLowerCase()} class="${element.className}">${pseudo ?? ''}: ${duration}`);
            }
          }
          return { out, count };
        });
        checked += found.count;
        moving.push(...found.out.map((what) => `${url}: ${what}`));
      },
      reduced,
    );
    await reduced.close();
    expect(checked).toBeGreaterThan(100);
    expect(moving).toEqual([]);
  });

  it('whatever scrolls sideways can be reached and scrolled by keyboard, on a phone and on a desktop', async () => {
    const failures: string[] = [];
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const sized = await browser.newContext({ viewport });
      await inPages(
        htmlPages,
        async (page) => page,
        async (page, url) => {
          await page.goto(url, { waitUntil: 'load' });
          const unreachable = await page.evaluate(() => {
            for (const details of document.querySelectorAll('details')) details.open = true;
            const found: string[] = [];
            for (const element of document.querySelectorAll<HTMLElement>('body *')) {
              const { overflowX } = getComputedStyle(element);
              const scrolls =
                (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth;
              // Focusable itself, or holding something focusable a keyboard reaches it through.
              if (
                scrolls &&
                element.tabIndex < 0 &&
                !element.querySelector('a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]')
              )
                found.push(`<${element.tagName.toLowerCase()} class="${element.className}">`);
            }
            return found;
          });
          failures.push(...unreachable.map((element) => `${viewport.width}px ${url}: ${element}`));
        },
        sized,
      );
      await sized.close();
    }
    expect(failures).toEqual([]);
  });

  it('every colour of highlighted code reads at 4.5:1 or more on its code block, light and dark', async () => {
    const failures = new Set<string>();
    for (const scheme of ['light', 'dark'] as const) {
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      for (const url of htmlPages.filter((u) => new URL(u).pathname.startsWith('/articles/'))) {
        await page.goto(url, { waitUntil: 'load' });
        const low = await page.evaluate(() => {
          const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
          const luminance = (colour: string) => {
            const [r = 0, g = 0, b = 0] = channels(colour)
              .map((v) => v / 255)
              .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
            return 0.2126 * r + 0.7152 * g + 0.0722 * b;
          };
          const found: string[] = [];
          for (const pre of document.querySelectorAll('pre.shiki')) {
            const background = luminance(getComputedStyle(pre).backgroundColor);
            for (const token of pre.querySelectorAll('span.line span')) {
              const colour = getComputedStyle(token).color;
              const [light, dark] = [luminance(colour), background].sort((a, b) => b - a) as [number, number];
              const ratio = (light + 0.05) / (dark + 0.05);
              if (ratio < 4.5 && token.textContent?.trim())
                found.push(`${colour} (${ratio.toFixed(2)}:1) for ${JSON.stringify(token.textContent.slice(0, 20))}`);
            }
          }
          return found;
        });
        for (const problem of low) failures.add(`${scheme}: ${problem}`);
      }
      await page.close();
    }
    expect([...failures]).toEqual([]);
  });

  it('pages are served with the security headers', async () => {
    for (const url of htmlPages) {
      const response = await request(url.slice(siteUrl().length));
      await response.body?.cancel();
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});
