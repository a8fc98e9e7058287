/**
 * The owner's look: the desktop's width used, long articles with contents, neighbours linked. That no
 * page is wider than a phone's screen, and what scrolls is a labelled region, is the crawl's.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, siteContext } from '../support/browser.ts';
import { getJson, request, siteUrl } from '../support/http.ts';

let browser: Browser;
let desktop: Page;
let phone: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  desktop = await (await siteContext(browser, siteUrl(), { viewport: { width: 1400, height: 1000 } })).newPage();
  phone = await (await siteContext(browser, siteUrl(), { viewport: { width: 390, height: 844 } })).newPage();
});
afterAll(async () => {
  await Promise.all([desktop?.context().close(), phone?.context().close()]);
  await browser?.close();
});

async function html(path: string): Promise<string> {
  const response = await request(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

async function open(page: Page, path: string): Promise<Page> {
  expect((await page.goto(`${siteUrl()}${path}`))?.status(), path).toBe(200);
  return page;
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!;

describe("the owner's look", async () => {
  const { body: articles } = await getJson<{ slug: string }[]>('/api/v1/articles');
  const articlePages = articles.map((a) => `/articles/${a.slug}`);

  describe('an article page', () => {
    it.each(articlePages.map((path, i) => [path, i] as const))(
      '%s links the previous and the next article by date (the oldest and the newest on one side only)',
      async (path, i) => {
        const links = [...(await html(path)).matchAll(/<a rel="(prev|next)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
        // The API lists newest first: the previous article by date is the next in the list.
        const expected = [
          ...(articlePages[i + 1] ? [['prev', articlePages[i + 1]]] : []),
          ...(articlePages[i - 1] ? [['next', articlePages[i - 1]]] : []),
        ];
        expect(links).toEqual(expected);
      },
    );

    it('with three sections or more, lists them "On this page", beside the text on a desktop and above it on a phone', async () => {
      const withContents: string[] = [];
      for (const path of articlePages) {
        const page = await html(path);
        const prose = page.slice(page.indexOf('<div class="prose">'));
        const sections = [...prose.matchAll(/<h2 id="([^"]+)">/g)].map((m) => `#${m[1]}`);
        const toc = /<nav class="toc" aria-label="On this page">(.*?)<\/nav>/.exec(page)?.[1] ?? '';
        expect([...toc.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(sections.length >= 3 ? sections : []);
        if (sections.length >= 3) withContents.push(path);
      }
      // The sample has both kinds.
      expect(withContents.length).toBeGreaterThan(0);
      expect(withContents.length).toBeLessThan(articlePages.length);
      const [toc, prose] = [await box(await open(desktop, withContents[0]!), '.toc'), await box(desktop, '.prose')];
      expect(toc.x).toBeGreaterThanOrEqual(prose.x + prose.width);
      await open(phone, withContents[0]!);
      expect((await box(phone, '.toc')).y + 1).toBeLessThan((await box(phone, '.prose')).y);
    });

    it('shows a tab in code as four columns', async () => {
      await open(phone, articlePages[0]!);
      const code = phone.locator('pre').first();
      expect(await code.evaluate((pre) => getComputedStyle(pre).tabSize)).toBe('4');
    });
  });

  it('the home page on a desktop has the introduction beside the about text, the latest articles beside the education', async () => {
    await open(desktop, '/');
    const beside = async (left: string, right: string) => {
      const region = (id: string) => box(desktop, `[aria-labelledby="${id}"]`);
      const [a, b] = await Promise.all([region(left), region(right)]);
      expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
    };
    await beside('intro', 'about');
    await beside('writing', 'education');
  });
});
