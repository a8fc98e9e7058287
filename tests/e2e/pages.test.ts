import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, siteContext } from '../support/browser.ts';
import { getJson, siteUrl } from '../support/http.ts';

type Json = Record<string, any>;

let browser: Browser;
let context: BrowserContext;
let page: Page;
let profile: Json;
let projects: Json[];
let articles: Json[];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await siteContext(browser, siteUrl());
  page = await context.newPage();
  const body = async <T = Json>(path: string) => (await getJson<T>(path)).body;
  profile = await body('/api/v1/profile');
  projects = await Promise.all((await body<Json[]>('/api/v1/projects')).map((p) => body(`/api/v1/projects/${p.id}`)));
  articles = await Promise.all((await body<Json[]>('/api/v1/articles')).map((a) => body(`/api/v1/articles/${a.slug}`)));
});

afterAll(async () => {
  await browser?.close();
});

async function open(path: string) {
  const response = await page.goto(`${siteUrl()}${path}`);
  return response?.status();
}

const text = (selector: string) => page.locator(selector).first().innerText();

describe('the home page', () => {
  it('shows the profile from the API', async () => {
    expect(await open('/')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(profile.name);
    const body = await page.locator('main').innerText();
    const shown = [profile.headline, profile.bio, profile.currentRole.company, profile.currentRole.role];
    shown.push(...profile.highlights.map((h: Json) => h.metric), ...profile.education.map((e: Json) => e.institution));
    for (const value of shown) expect(body).toContain(value);
    expect(await page.getByRole('link', { name: 'GitHub' }).getAttribute('href')).toBe(profile.links.github);
  });

  it('lists every project with its status, and the latest articles', async () => {
    await open('/');
    for (const project of profile.projects) {
      const link = page.getByRole('link', { name: project.title, exact: true });
      expect(await link.getAttribute('href')).toBe(`/projects/${project.id}`);
      const card = page.locator('.card', { has: link });
      expect(await card.locator('.status').innerText()).toBe(project.status);
    }
    const latest = page.getByRole('region', { name: 'Latest articles' });
    await expect(latest.getByRole('link', { name: articles[0]!.title }).count()).resolves.toBe(1);
  });
});

describe('the project pages', () => {
  it('the list links to every project in API order', async () => {
    expect(await open('/projects')).toBe(200);
    const titles = await page.locator('main .card h2').allInnerTexts();
    expect(titles).toEqual(projects.map((p) => p.title));
  });

  it('each page shows the whole case study and a disclosure per section, anchored at its id', async () => {
    for (const project of projects) {
      expect(await open(`/projects/${project.id}`), project.id).toBe(200);
      expect(await text('h1')).toBe(project.title);
      const body = await page.locator('main').innerText();
      const shown = [project.tagline, project.problem, ...project.metrics.map((m: Json) => m.value)];
      for (const value of [...shown, ...project.learned, ...project.stack]) expect(body).toContain(value);
      const hrefs = await page.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(hrefs).toEqual(expect.arrayContaining(Object.values(project.links)));
      for (const section of project.expandableSections) {
        const details = page.locator('details', { has: page.locator(`#${section.id}`) });
        expect(await details.count(), `${project.id}#${section.id}`).toBe(1);
        expect(await details.locator('summary').innerText()).toContain(section.title);
      }
    }
  });

  it('renders every kind of section with its content', async () => {
    const kinds = new Map<string, { project: Json; section: Json }>();
    for (const project of projects)
      for (const section of project.expandableSections) kinds.set(section.type, { project, section });
    expect([...kinds.keys()].sort()).toEqual(['architecture', 'costs', 'qa', 'text', 'timeline']);
    for (const { project, section } of kinds.values()) {
      await open(`/projects/${project.id}`);
      const details = page.locator('details', { has: page.locator(`#${section.id}`) });
      await details.locator('summary').click();
      const content = await details.innerText();
      const expected: string[] = {
        qa: () => section.items.map((i: Json) => i.question),
        costs: () => [section.total, ...section.rows.map((r: Json) => r.item)],
        architecture: () => section.layers.map((l: Json) => l.name),
        timeline: () => section.entries.map((e: Json) => e.title),
        text: () => [],
      }[section.type as string]!();
      for (const value of expected) expect(content).toContain(value);
    }
  });

  it('a disclosure opens and closes with the keyboard', async () => {
    const project = projects.find((p) => p.expandableSections.length > 0)!;
    await open(`/projects/${project.id}`);
    const details = page.locator('details', { has: page.locator(`#${project.expandableSections[0].id}`) });
    const summary = details.locator('summary');
    await summary.focus();
    await expect(summary.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(false);
    await page.keyboard.press('Enter');
    expect(await details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(true);
    await expect(details.locator('.section-body').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Space');
    expect(await details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(false);
  });

  it('printed, shows every section in depth and leaves out the site navigation', async () => {
    const project = projects.find((p) => p.expandableSections.length > 1)!;
    await open(`/projects/${project.id}`);
    const bodies = page.locator('.deep-dives .section-body');
    expect(await bodies.count()).toBe(project.expandableSections.length);
    const shown = () => bodies.evaluateAll((elements) => elements.map((element) => element.checkVisibility()));
    expect(await shown()).toEqual(project.expandableSections.map(() => false));
    await page.emulateMedia({ media: 'print' });
    try {
      expect(await shown()).toEqual(project.expandableSections.map(() => true));
      await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
  });

  it('printed from a dark-mode system, is dark ink on white paper, and code wraps instead of being cut at the edge', async () => {
    const article = articles.find((a) => /\n```/.test(String(a.bodyMarkdown)))!;
    await open(`/articles/${article.slug}`);
    await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
    try {
      const { token, light, ...looks } = await page.evaluate(() => {
        const pre = document.querySelector('main pre')!;
        const token = pre.querySelector('span[class*="sl-"]');
        const lightClass = [...(document.querySelector('main pre span[class*="sl-"]')?.classList ?? [])].find((name) =>
          name.startsWith('sl-'),
        );
        return {
          text: getComputedStyle(document.body).color,
          wrap: getComputedStyle(pre).whiteSpace,
          overflow: getComputedStyle(pre).overflowX,
          fits: pre.scrollWidth <= pre.clientWidth,
          tablesUnclipped: [...document.querySelectorAll('main .table-scroll')].every(
            (region) => getComputedStyle(region).overflowX === 'visible',
          ),
          token: token ? getComputedStyle(token).color : undefined,
          light: lightClass ? `#${lightClass.slice(3)}` : undefined,
        };
      });
      expect(looks).toEqual({
        text: 'rgb(28, 27, 34)',
        wrap: 'pre-wrap',
        overflow: 'visible',
        fits: true,
        tablesUnclipped: true,
      });
      // Highlighted code in the light theme's colours, not the dark one's.
      expect(light).toBeDefined();
      if (light && token) {
        const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(light.slice(i, i + 2), 16));
        expect(token).toBe(`rgb(${r}, ${g}, ${b})`);
      }
    } finally {
      await page.emulateMedia({ media: 'screen', colorScheme: 'light' });
    }
  });

  it('a link to a section anchor opens its disclosure, from the page and from elsewhere', async () => {
    const project = projects.find((p) => p.expandableSections.length > 1)!;
    const section = project.expandableSections[1];
    await open(`/projects/${project.id}`);
    await page
      .getByRole('navigation', { name: 'Sections in depth' })
      .getByRole('link', { name: section.title })
      .click();
    await page.waitForFunction((id) => document.getElementById(id)?.closest('details')?.open, section.id);
    await expect(page.locator(`#${section.id}`).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).hash).toBe(`#${section.id}`);

    const last = project.expandableSections.at(-1);
    await open(`/projects/${project.id}#${last.id}`);
    await page.waitForFunction((id) => document.getElementById(id)?.closest('details')?.open, last.id);
  });
});

describe('the article pages', () => {
  it('the list shows every article, newest first', async () => {
    expect(await open('/articles')).toBe(200);
    const titles = await page.locator('main h2').allInnerTexts();
    expect(titles).toEqual(articles.map((a) => a.title));
  });

  it('each page shows the article rendered from its markdown, with date, reading time and tags', async () => {
    for (const article of articles) {
      expect(await open(`/articles/${article.slug}`), article.slug).toBe(200);
      expect(await text('h1')).toBe(article.title);
      await expect(page.locator(`time[datetime="${article.publishedAt}"]`).count()).resolves.toBe(1);
      const header = await page.locator('article header').innerText();
      expect(header).toContain(`${article.readingTime} min read`);
      for (const tag of article.tags) expect(header).toContain(tag);
      // Every markdown heading becomes a heading of the page, in order.
      const headings = [...article.bodyMarkdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) => plain(m[1]!));
      const rendered = await page.locator('.prose').locator('h2, h3, h4, h5, h6').allInnerTexts();
      expect(rendered.filter((h) => h !== 'Footnotes')).toEqual(headings);
      expect(await page.locator('.prose p').count()).toBeGreaterThan(0);
      await expect(page.locator('.prose script, .prose [onclick], .prose [style]').count()).resolves.toBe(0);
    }
  });

  // Without breaking the Content-Security-Policy: the crawl's, on every page in either scheme.
  it('highlights code with classes, in light and dark colours', async () => {
    const article = articles.find((a) => /^```(ts|sql|yaml|json)$/m.test(String(a.bodyMarkdown)))!;
    const colours: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await open(`/articles/${article.slug}`);
      const token = page.locator('pre.shiki span.line span[class*="sl-"]').first();
      await expect(token.count()).resolves.toBe(1);
      expect(await page.locator('pre.shiki [style]').count()).toBe(0);
      colours.push(await token.evaluate((element) => getComputedStyle(element).color));
    }
    await page.emulateMedia({ colorScheme: 'light' });
    expect(colours[0]).not.toBe(colours[1]);
  });
});

describe('other pages', () => {
  it('an unknown page answers 404 with a page that leads back', async () => {
    expect(await open('/no-such-page')).toBe(404);
    expect(await text('h1')).toBe('Page not found');
    await expect(page.getByRole('link', { name: 'Home' }).count()).resolves.toBeGreaterThan(0);
    // Served for any address, with status 404 (which keeps it out of search indexes): it names no address of its own.
    await expect(page.locator('link[rel="canonical"], meta[property="og:url"]').count()).resolves.toBe(0);
  });

  it('the main menu marks the page itself as current, and the section a page is in as the current section', async () => {
    const marks = async (path: string) => {
      await open(path);
      return page
        .getByRole('navigation', { name: 'Main' })
        .locator('a')
        .evaluateAll((links) =>
          links
            .filter(
              (link) => link.hasAttribute('aria-current') || getComputedStyle(link).textDecorationLine === 'underline',
            )
            .map((link) => [link.textContent?.trim(), link.getAttribute('aria-current')]),
        );
    };
    // Marked, and shown: the marked link is the one underlined.
    expect(await marks('/projects')).toEqual([['Projects', 'page']]);
    expect(await marks(`/projects/${projects[0]!.id}`)).toEqual([['Projects', 'true']]);
    expect(await marks(`/articles/${articles[0]!.slug}`)).toEqual([['Articles', 'true']]);
  });

  it("describes the social card a page shows: its own card by its title, the profile's by the name and headline", async () => {
    const alt = async (path: string) => {
      await open(path);
      return Promise.all(
        ['meta[property="og:image:alt"]', 'meta[name="twitter:image:alt"]'].map((selector) =>
          page.locator(selector).getAttribute('content'),
        ),
      );
    };
    const profileAlt = `${profile.name}: ${profile.headline}`;
    expect(await alt('/projects')).toEqual([profileAlt, profileAlt]);
    expect(await alt('/search')).toEqual([profileAlt, profileAlt]);
    const [own] = await alt(`/articles/${articles[0]!.slug}`);
    expect(own).toBe(`${articles[0]!.title}: ${articles[0]!.excerpt}`);
  });
});

/** A markdown heading's text as rendered: without emphasis, code and link syntax. */
function plain(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();
}
