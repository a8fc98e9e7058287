import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, siteContext, watchProblems } from '../support/browser.ts';
import { getJson, siteUrl } from '../support/http.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('code in articles', () => {
  it('is highlighted with classes, in light and dark colours, without breaking the Content-Security-Policy', async () => {
    const { body: articles } = await getJson<{ slug: string }[]>('/api/v1/articles');
    const withCode: string[] = [];
    for (const { slug } of articles) {
      const { body } = await getJson<{ bodyMarkdown: string }>(`/api/v1/articles/${slug}`);
      if (/^```(ts|sql|yaml|json)$/m.test(body.bodyMarkdown)) withCode.push(slug);
    }
    expect(withCode.length).toBeGreaterThan(0);
    const colours: Record<string, string> = {};
    for (const scheme of ['light', 'dark'] as const) {
      const context = await siteContext(browser, siteUrl());
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      const problems = await watchProblems(page);
      await page.goto(`${siteUrl()}/articles/${withCode[0]}`);
      const token = page.locator('pre.shiki span.line span[class*="sl-"]').first();
      await expect(token.count()).resolves.toBe(1);
      expect(await page.locator('pre.shiki [style]').count()).toBe(0);
      colours[scheme] = await token.evaluate((element) => getComputedStyle(element).color);
      expect(problems.list).toEqual([]);
      await context.close();
    }
    expect(colours['light']).not.toBe(colours['dark']);
  });
});
