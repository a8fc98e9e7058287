/** `/resume`: the printable résumé, from the data of /resume.json, on at most two pages of paper. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, siteContext } from '../support/browser.ts';
import { getJson, request, siteUrl } from '../support/http.ts';

type Json = Record<string, any>;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await siteContext(browser, siteUrl())).newPage();
  expect((await page.goto(`${siteUrl()}/resume`))?.status()).toBe(200);
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
});

describe('the résumé page', () => {
  it('shows what /resume.json holds: the person, the current role, projects with taglines, education, latest articles', async () => {
    const { body: resume } = await getJson<Json>('/resume.json');
    const text = await page.locator('main').innerText();
    for (const value of [resume.basics.name, resume.basics.label, resume.basics.summary, resume.work[0].position])
      expect(text).toContain(value);
    for (const project of resume.projects) expect(text).toContain(`${project.name}\n${project.description}`);
    for (const school of resume.education) expect(text).toContain(school.institution);
    const articles = await page.locator('[aria-labelledby="writing"] li a').allInnerTexts();
    expect(articles).toEqual(resume.publications.slice(0, 5).map((p: Json) => p.name));
    const links = await page.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual(expect.arrayContaining(['/resume.json', '/profile.vcf']));
  });

  it('is linked from the navigation of every page and from the home page', async () => {
    const home = await (await request('/')).text();
    expect(home.match(/href="\/resume"/g)).toHaveLength(2);
    expect(await (await request('/articles')).text()).toContain('<li><a href="/resume">Résumé</a></li>');
  });

  it('prints on at most two pages of A4 or Letter, without navigation or footer, each link with its address', async () => {
    await page.emulateMedia({ media: 'print' });
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = (await page.pdf({ format })).toString('latin1');
      expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length, format).toBeLessThanOrEqual(2);
    }
    for (const hidden of ['.site-header', '.site-footer'])
      expect(await page.locator(hidden).evaluate((el) => getComputedStyle(el).display)).toBe('none');
    const project = page.locator('[aria-labelledby="selected-projects"] a').first();
    const href = await project.getAttribute('href');
    expect(href).toMatch(/^https?:\/\//);
    expect(await project.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
  });
});
