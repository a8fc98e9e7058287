/**
 * From the home page, every internal reference of every HTML page, then every page in a browser:
 * once on a desktop (asked for reduced motion), once on a phone in each colour scheme, each visit
 * checking all that applies to its screen.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { launchBrowser, siteContext, watchProblems } from '../support/browser.ts';
import { contrastRatio } from '../support/contrast.ts';
import { request, siteUrl } from '../support/http.ts';

/** axe-core, evaluated in each page through the browser's protocol (the page's CSP allows no script of another origin). */
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const statuses = new Map<string, number>();
const htmlPages: string[] = [];
const TAG_PAGE = /\/tags\/./;

/** Requests in flight at once, so the crawl does not wait on one answer at a time. */
const CRAWLERS = 8;

// From the home page, following every internal reference of every HTML page, several requests at a time.
const requested = new Set<string>();
const visit = async (url: string): Promise<string[]> => {
  const response = await request(url.slice(siteUrl().length));
  statuses.set(url, response.status);
  // The tag pages are one template over articles checked anyway: the browser passes take one, the others are only requested.
  const anotherTagPage = TAG_PAGE.test(url) && htmlPages.some((page) => TAG_PAGE.test(page));
  if (!response.headers.get('content-type')?.startsWith('text/html') || !response.ok || anotherTagPage) {
    await response.body?.cancel();
    return [];
  }
  htmlPages.push(url);
  // Every same-origin URL the page refers to: links, stylesheets, scripts, feeds.
  const references = [...(await response.text()).matchAll(/\s(?:href|src)="([^"]*)"/g)]
    .map((match) => match[1]!.replace(/&amp;/g, '&'))
    .filter((raw) => !raw.startsWith('mailto:') && !raw.startsWith('#'))
    .map((raw) => new URL(raw, url))
    .filter((reference) => reference.origin === new URL(url).origin);
  return references.map((reference) => reference.href.replace(/#.*/, ''));
};
let found = [`${siteUrl()}/`];
while (found.length > 0) {
  const fresh = [...new Set(found)].filter((url) => !requested.has(url));
  fresh.forEach((url) => requested.add(url));
  found = [];
  for (let i = 0; i < fresh.length; i += CRAWLERS)
    found.push(...(await Promise.all(fresh.slice(i, i + CRAWLERS).map(visit))).flat());
}
// Pages in a stable order for the tests below, whatever order the answers came in.
htmlPages.sort();
const browser = await launchBrowser();

afterAll(() => browser?.close());

/** Tabs open at once: a page that waits for the network to go quiet leaves the machine idle. */
const TABS = 4;

/** What `visit` finds on each URL in a few tabs of an `options` context, and each page's errors and CSP violations. */
async function pass(
  options: BrowserContextOptions,
  urls: string[],
  visit: (page: Page, url: string) => Promise<string[]>,
): Promise<string[]> {
  const context = await siteContext(browser, siteUrl(), options);
  const queue = [...urls];
  const failures: string[] = [];
  await Promise.all(
    Array.from({ length: TABS }, async () => {
      const page = await context.newPage();
      const problems = await watchProblems(page);
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        problems.list.length = 0;
        const found = await visit(page, url);
        await page.waitForLoadState('networkidle');
        failures.push(...[...found, ...problems.list].map((failure) => `${url}: ${failure}`));
      }
      await page.close();
    }),
  );
  await context.close();
  return failures.sort();
}

const PHONE = { width: 390, height: 844 };

/** Brings a lazy image into view and waits until it has loaded or failed (the page's load state came long before). */
async function settle(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((img: HTMLImageElement) =>
    img.complete
      ? undefined
      : new Promise((settled) =>
          ['load', 'error'].forEach((event) => img.addEventListener(event, settled, { once: true })),
        ),
  );
}
const isArticle = (url: string) => new URL(url).pathname.startsWith('/articles/');

/** Opens every disclosure, then measures what must fit the screen, or be labelled and reachable by keyboard. */
function layoutProblems(page: Page): Promise<{ tables: number; failures: string[] }> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    const failures: string[] = [];
    const tables = [...document.querySelectorAll<HTMLTableElement>('table.costs')];
    const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';
    // A case study's costs table fits its box: only the amounts keep to one line.
    for (const table of tables)
      if (table.scrollWidth > table.parentElement!.clientWidth)
        failures.push(`the costs table is ${table.scrollWidth}px wide in a ${table.parentElement!.clientWidth}px box`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const { overflowX } = getComputedStyle(element);
      const scrolls = (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth;
      const tag = `<${element.tagName.toLowerCase()} class="${element.className}">`;
      // Whatever scrolls sideways is focusable itself, or holds something focusable a keyboard reaches it through.
      if (scrolls && element.tabIndex < 0 && !element.querySelector(focusable))
        failures.push(`${tag} scrolls out of a keyboard's reach`);
      // And in the text, it is a region that says what it holds.
      const overflows = overflowX === 'auto' && element.scrollWidth > element.clientWidth + 1;
      if (overflows && element.closest('main') && (element.role !== 'region' || !element.ariaLabel))
        failures.push(`${tag} scrolls unlabelled`);
    }
    return { tables: tables.length, failures };
  });
}

/** Every colour of highlighted code that reads at less than 4.5:1 on its code block. */
async function lowContrast(page: Page): Promise<string[]> {
  const tokens = await page.$$eval('pre.shiki span.line span', (spans) =>
    spans
      .filter((token) => token.textContent?.trim())
      .map((token) => ({
        text: token.textContent!.slice(0, 20),
        colour: getComputedStyle(token).color,
        background: getComputedStyle(token.closest('pre')!).backgroundColor,
      })),
  );
  return tokens.flatMap(({ text, colour, background }) => {
    const ratio = contrastRatio(colour, background);
    return ratio < 4.5 ? [`${colour} (${ratio.toFixed(2)}:1) for ${JSON.stringify(text)}`] : [];
  });
}

it('reaches every kind of page, and every internal link, stylesheet, script and feed answers 200', () => {
  const paths = htmlPages.map((url) => new URL(url).pathname);
  expect(paths).toEqual(
    expect.arrayContaining(['/', '/projects', '/articles', '/tags', '/resume', '/search', '/docs/api']),
  );
  expect(paths.filter((p) => p.startsWith('/tags/'))).toHaveLength(1);
  expect(paths.some((p) => p.startsWith('/projects/'))).toBe(true);
  expect(paths.some((p) => p.startsWith('/articles/'))).toBe(true);
  const broken = [...statuses].filter(([, status]) => status !== 200).map(([url, status]) => `${status} ${url}`);
  expect(broken).toEqual([]);
  expect(statuses.size).toBeGreaterThan(20);
});

it('on a desktop asked for reduced motion: no page logs an error, throws, breaks the CSP, lacks a security header, has other than one h1 or a skip link first, moves, or has an image that fails; everything fits and scrolls by keyboard', async () => {
  const seen = { images: 0, srcsetCandidates: 0, styled: 0, tables: 0, audited: 0 };
  const failures = await pass(
    { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' },
    [...htmlPages, `${siteUrl()}/search?q=postgres`],
    async (page, url) => {
      const response = await page.goto(url, { waitUntil: 'networkidle' });
      const headers = (await response?.allHeaders()) ?? {};
      const found: string[] = [];
      // One h1, and the first Tab reaches the skip link (axe checks that headings skip no level).
      const h1s = await page.locator('h1').count();
      if (h1s !== 1) found.push(`${h1s} h1 elements`);
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) !== 'Skip to content')
        found.push('the first Tab does not reach the skip link');
      for (const directive of ["script-src 'self'", "style-src 'self'", "frame-ancestors 'none'"])
        if (!headers['content-security-policy']?.includes(directive)) found.push(`no CSP ${directive}`);
      if (headers['x-content-type-options'] !== 'nosniff') found.push('no X-Content-Type-Options');
      if (headers['referrer-policy'] !== 'strict-origin-when-cross-origin') found.push('no Referrer-Policy');
      if (!headers['permissions-policy']?.includes('camera=()')) found.push('no Permissions-Policy');
      for (const image of await page.locator('img').all()) await settle(image);
      const shown = await page.$$eval('img', (elements) =>
        elements.map((img) => ({
          src: img.src,
          srcset: img.getAttribute('srcset') ?? '',
          alt: img.getAttribute('alt'),
          sized: Boolean(img.getAttribute('width') && img.getAttribute('height')),
          loaded: img.complete && img.naturalWidth > 0,
        })),
      );
      seen.images += shown.length;
      for (const img of shown) {
        if (!img.loaded) found.push(`${img.src} did not load`);
        if (!img.alt) found.push(`${img.src} has no alt text`);
        if (!img.sized) found.push(`${img.src} has no width or height`);
        if (!img.src.startsWith(`${siteUrl()}/`)) found.push(`${img.src} is not on this site`);
        // The browser loads one candidate of a srcset; every other one must be there too.
        for (const candidate of img.srcset.split(',').filter((part) => part.trim())) {
          const [candidateUrl = '', descriptor = ''] = candidate.trim().split(/\s+/);
          seen.srcsetCandidates += 1;
          const answer = await request(candidateUrl.slice(siteUrl().length));
          const bytes = new Uint8Array(await answer.arrayBuffer());
          const width = answer.ok ? (await sharp(bytes).metadata()).width : undefined;
          if (!answer.ok || !candidateUrl.startsWith(`${siteUrl()}/`))
            found.push(`srcset candidate ${candidateUrl} answers ${answer.status}`);
          else if (!answer.headers.get('content-type')?.startsWith('image/'))
            found.push(`srcset candidate ${candidateUrl} is served as ${answer.headers.get('content-type')}`);
          else if (`${width}w` !== descriptor)
            found.push(`srcset candidate ${candidateUrl} is ${width} pixels wide, not ${descriptor}`);
        }
      }
      // Every disclosure open and the page scrolled to its end: the lazy images of both load too.
      const layout = await layoutProblems(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      seen.tables += layout.tables;
      found.push(...layout.failures);
      // Nothing moves, its ::before and ::after included.
      const moving = await page.evaluate(() => {
        const out: string[] = [];
        const elements = document.querySelectorAll('body *');
        for (const element of elements)
          for (const pseudo of [null, '::before', '::after']) {
            const duration = getComputedStyle(element, pseudo).transitionDuration;
            if (duration.split(',').some((part) => parseFloat(part) > 0))
              out.push(`<${element.tagName.toLowerCase()} class="${element.className}">${pseudo ?? ''}: ${duration}`);
          }
        return { out, count: elements.length * 3 };
      });
      seen.styled += moving.count;
      found.push(...moving.out);
      if (isArticle(url)) found.push(...(await lowContrast(page)).map((low) => `light: ${low}`));
      // Every rule axe checks, on the page with its disclosures open.
      await page.evaluate(AXE);
      const violations = await page.evaluate(async () => {
        const { axe } = window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } };
        return (await axe.run(document)).violations.map((v) => `axe ${v.id} (${v.nodes.length}): ${v.help}`);
      });
      seen.audited += 1;
      found.push(...violations);
      return found;
    },
  );
  expect(failures).toEqual([]);
  expect(seen.audited).toBe(htmlPages.length + 1);
  expect(seen.images).toBeGreaterThanOrEqual(3);
  // The sample's raster chart is published at three widths.
  expect(seen.srcsetCandidates).toBeGreaterThanOrEqual(3);
  expect(seen.styled).toBeGreaterThan(100);
  expect(seen.tables).toBeGreaterThanOrEqual(2);
});

it.each(['light', 'dark'] as const)(
  'on a phone in the %s scheme: no page is wider than the screen, every disclosure open; everything fits, scrolls by keyboard in a labelled region and reads',
  async (scheme) => {
    const withSrcset: string[] = [];
    let tables = 0;
    const failures = await pass(
      { viewport: PHONE, isMobile: true, hasTouch: true, colorScheme: scheme },
      htmlPages,
      async (page, url) => {
        await page.goto(url, { waitUntil: 'load' });
        const layout = await layoutProblems(page);
        tables += layout.tables;
        const found = [...layout.failures];
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > PHONE.width) found.push(`${width}px wide`);
        if (isArticle(url) && scheme === 'dark') found.push(...(await lowContrast(page)));
        // A phone downloads the narrowest copy of a raster image that fills its screen.
        for (const image of await page.locator('img[srcset]').all()) {
          await settle(image);
          const currentSrc = await image.evaluate((img: HTMLImageElement) =>
            img.naturalWidth > 0 ? img.currentSrc : `${img.currentSrc}, which fails`,
          );
          withSrcset.push(currentSrc);
          if (!currentSrc.endsWith('.480w.webp')) found.push(`loads ${currentSrc}`);
        }
        return found;
      },
    );
    expect(failures).toEqual([]);
    expect(withSrcset.length).toBeGreaterThanOrEqual(1);
    expect(tables).toBeGreaterThanOrEqual(2);
  },
);
