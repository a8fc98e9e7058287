import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, siteContext, watchProblems, type PageProblems } from '../support/browser.ts';
import { getJson, request, siteUrl } from '../support/http.ts';

type Result = { type: 'project' | 'article'; id: string; title: string; url: string };

// A word that matches both a project and an article in the sample content.
const QUERY = 'postgres';

let browser: Browser;
let page: Page;
let problems: PageProblems;
let expected: Result[] = [];

beforeAll(async () => {
  expected = (await getJson<Result[]>(`/api/v1/search?q=${QUERY}`)).body;
  browser = await launchBrowser();
  page = await (await siteContext(browser, siteUrl())).newPage();
  problems = await watchProblems(page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the search page', () => {
  it('is a plain form that submits to itself with GET ?q=', async () => {
    await page.goto(`${siteUrl()}/search`);
    const form = page.getByRole('search');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe('/search');
    expect(await page.getByRole('searchbox', { name: 'Search projects and articles' }).getAttribute('name')).toBe('q');
    await expect(page.getByRole('status').count()).resolves.toBe(1);
  });

  it('without JavaScript, says so and leads to the projects, the articles and the search API', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(`${siteUrl()}/search?q=${QUERY}`);
    const message = (await noScript.locator('noscript p').textContent()) ?? '';
    expect(message.replace(/\s+/g, ' ')).toContain('Browse the projects and articles instead, or use the search API.');
    // Said before the form, which cannot work without it.
    const order = await noScript
      .locator('noscript, form[role="search"]')
      .evaluateAll((els) => els.map((el) => el.tagName));
    expect(order.indexOf('NOSCRIPT')).toBeLessThan(order.indexOf('FORM'));
    await context.close();
  });

  it('finds a project and an article: type, submit, follow a result', async () => {
    expect(new Set(expected.map((r) => r.type))).toEqual(new Set(['project', 'article']));
    problems.list.length = 0;
    await page.goto(`${siteUrl()}/search`);
    await page.getByRole('searchbox').fill(QUERY);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('status').filter({ hasText: 'results for' }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(QUERY);

    const project = expected.find((r) => r.type === 'project')!;
    const article = expected.find((r) => r.type === 'article')!;
    const projects = page.getByRole('region', { name: 'Projects' });
    const articles = page.getByRole('region', { name: 'Articles' });
    await expect(projects.getByRole('link', { name: project.title }).count()).resolves.toBe(1);
    await expect(articles.getByRole('link', { name: article.title }).count()).resolves.toBe(1);
    expect(await page.locator('[data-search-results] a').count()).toBe(expected.length);

    await articles.getByRole('link', { name: article.title }).click();
    await page.waitForURL(article.url);
    expect(await page.locator('h1').innerText()).toBe(article.title);
    await page.goBack();
    await page.getByRole('region', { name: 'Projects' }).getByRole('link', { name: project.title }).click();
    await page.waitForURL(project.url);
    expect(await page.locator('h1').innerText()).toBe(project.title);
    expect(problems.list).toEqual([]);
  });

  it('searching for the same words again adds no step to the history: one Back leaves the search', async () => {
    await page.goto(`${siteUrl()}/`);
    await page.goto(`${siteUrl()}/search`);
    const before = await page.evaluate(() => history.length);
    for (let i = 0; i < 3; i++) {
      await page.getByRole('searchbox').fill(QUERY);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('status').filter({ hasText: 'results for' }).waitFor();
    }
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/search');
    expect(new URL(page.url()).searchParams.get('q')).toBeNull();
  });

  it('shows results for a link to /search?q=… and says when nothing matches', async () => {
    await page.goto(`${siteUrl()}/search?q=${QUERY}`);
    await expect(page.getByRole('searchbox').inputValue()).resolves.toBe(QUERY);
    await page.getByRole('status').filter({ hasText: 'results for' }).waitFor();
    expect(await page.locator('[data-search-results] a').count()).toBe(expected.length);
    for (const result of expected) {
      const response = await request(new URL(result.url).pathname);
      expect(response.status, result.url).toBe(200);
    }

    await page.goto(`${siteUrl()}/search?q=zzzz-nothing`);
    await page.getByRole('status').filter({ hasText: 'Nothing matches' }).waitFor();
    expect(await page.locator('[data-search-results] a').count()).toBe(0);
  });

  it('a shared search link fills in its results without moving the page, on a phone too, and titles the page by the search', async () => {
    const context = await siteContext(browser, siteUrl(), { viewport: { width: 360, height: 800 } });
    const phone = await context.newPage();
    await phone.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await phone.goto(`${siteUrl()}/search?q=${QUERY}`);
    await phone.getByRole('status').filter({ hasText: 'results for' }).waitFor();
    await phone.waitForTimeout(300);
    const shifted = await phone.evaluate(() =>
      (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shifted).toBeLessThan(0.01);
    expect(await phone.title()).toMatch(new RegExp(`^${QUERY} – Search · `));
    await context.close();
  });
});
