/**
 * Every kind of page in one browser. That no page is wider than a phone's screen, and what scrolls is a labelled
 * region, is the crawl's.
 */
import nodeModule from 'node:module';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, BrowserContextOptions, Page, Request as BrowserRequest } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { pageKinds } from '../../scripts/lighthouse-scores.ts';
import { MAX_QUERY_LENGTH } from '../../src/core/contract.ts';
import { FONTS } from '../../src/core/schemas/site-settings.ts';
import { bodyFontFile, fontCss, TYPEFACES } from '../../src/site/fonts.ts';
import { launchBrowser, siteContext, watchProblems } from '../support/browser.ts';
import { getJson, okText, siteUrl, type Json } from '../support/http.ts';

const body = async <T = Json>(path: string) => (await getJson<T>(path)).body;
const profile = await body('/api/v1/profile');
/** Every item of an API list, in full, in the list's order. */
const every = async (list: string, key: string) =>
  Promise.all((await body<Json[]>(`/api/v1/${list}`)).map((item) => body(`/api/v1/${list}/${item[key]}`)));
const [projects, articles] = await Promise.all([every('projects', 'id'), every('articles', 'slug')]);
const caseStudy = projects.find((p) => p.expandableSections.length > 1)!;
/** What the search API finds for QUERY, a word that matches both a project and an article in the sample content. */
const QUERY = 'postgres';
const expected = await body<Json[]>(`/api/v1/search?q=${QUERY}`);

const browser = await launchBrowser();
afterAll(() => browser.close());
const sitePage = async (options?: BrowserContextOptions) => (await siteContext(browser, siteUrl(), options)).newPage();
const page = await sitePage();
const paper = await sitePage({ colorScheme: 'dark' });
await paper.emulateMedia({ media: 'print' });
const problems = await watchProblems(page);

const open = async (path: string) => (await page.goto(`${siteUrl()}${path}`))?.status();

const text = (selector: string) => page.locator(selector).first().innerText();

it("the home page shows the profile from the API, every project with its status and the latest articles, and links the résumé besides the navigation; on a desktop's width, the introduction beside the about text, the latest articles beside the education", async () => {
  expect(await open('/')).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(profile.name);
  const body = await page.locator('main').innerText();
  const shown = [profile.headline, profile.currentRole.role, ...profile.highlights.map((h: Json) => h.metric)];
  for (const value of [...shown, ...profile.education.map((e: Json) => e.institution)]) expect(body).toContain(value);
  for (const project of profile.projects) {
    const link = page.getByRole('link', { name: project.title, exact: true });
    expect(await link.getAttribute('href')).toBe(`/projects/${project.id}`);
    const card = page.locator('.card', { has: link });
    expect(await card.locator('.status').innerText()).toBe(project.status);
  }
  const latest = page.getByRole('region', { name: 'Latest articles' });
  await expect(latest.getByRole('link', { name: articles[0]!.title }).count()).resolves.toBe(1);
  await expect(page.locator('a[href="/resume"]').count()).resolves.toBe(2);
  for (const [left, right] of Object.entries({ intro: 'about', writing: 'education' })) {
    const [a, b] = await Promise.all([left, right].map((id) => box(page, `[aria-labelledby="${id}"]`)));
    expect(b!.x, `${left} | ${right}`).toBeGreaterThanOrEqual(a!.x + a!.width);
  }
});

// The kit's words say what a list is, true of any owner's, never the sample owner's.
it.each([
  ['/projects', 'main .card h2', projects, /^Every project, each with its case study\./],
  ['/articles', 'main h2', articles, /^Every article, newest first\./],
])('%s lists every item in API order (the articles newest first), and says so', async (path, titles, items, lead) => {
  expect(await open(path)).toBe(200);
  expect(await page.locator(titles).allInnerTexts()).toEqual(items.map((item) => item.title));
  expect(await text('.lead')).toMatch(lead);
});

it('each project page shows the whole case study and a disclosure per section, anchored at its id, with its content', async () => {
  const kinds = new Set<string>();
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
      await details.locator('summary').click();
      const content = await details.innerText();
      const inside: string[] = {
        qa: () => section.items.map((i: Json) => i.question),
        costs: () => [section.total, ...section.rows.map((r: Json) => r.item)],
        architecture: () => section.layers.map((l: Json) => l.name),
        timeline: () => section.entries.map((e: Json) => e.title),
        text: () => [],
      }[section.type as string]!();
      for (const value of inside) expect(content).toContain(value);
      kinds.add(section.type);
    }
  }
  expect([...kinds].sort()).toEqual(['architecture', 'costs', 'qa', 'text', 'timeline']);
});

it("a case study's disclosure opens and closes with the keyboard, and a link to its anchor opens it, from the page and from elsewhere; printed, the page shows every section in depth and leaves out the site navigation", async () => {
  const sectionsShown = async (on: Page) => {
    await on.goto(`${siteUrl()}/projects/${caseStudy.id}`);
    return on.locator('.deep-dives .section-body').evaluateAll((bodies) => bodies.map((b) => b.checkVisibility()));
  };
  expect(await sectionsShown(page)).toEqual(caseStudy.expandableSections.map(() => false));
  const details = page.locator('details', { has: page.locator(`#${caseStudy.expandableSections[0].id}`) });
  const summary = details.locator('summary');
  await summary.focus();
  await expect(summary.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  expect(await details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(false);
  await page.keyboard.press('Enter');
  expect(await details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(true);
  await expect(details.locator('.section-body').isVisible()).resolves.toBe(true);
  await page.keyboard.press('Space');
  expect(await details.evaluate((el: HTMLDetailsElement) => el.open)).toBe(false);

  const section = caseStudy.expandableSections[1];
  await page.getByRole('navigation', { name: 'Sections in depth' }).getByRole('link', { name: section.title }).click();
  await page.waitForFunction((id) => document.getElementById(id)?.closest('details')?.open, section.id);
  await expect(page.locator(`#${section.id}`).isVisible()).resolves.toBe(true);
  expect(new URL(page.url()).hash).toBe(`#${section.id}`);

  // On the narrowest phone too, where its summary wraps, the summary is in view above the section.
  const last = caseStudy.expandableSections.at(-1);
  const narrow = await sitePage({ viewport: { width: 320, height: 600 } });
  await narrow.goto(`${siteUrl()}/projects/${caseStudy.id}#${last.id}`);
  await narrow.waitForFunction((id) => document.getElementById(id)?.closest('details')?.open, last.id);
  expect((await box(narrow, `details:has(#${last.id}) > summary`)).y).toBeGreaterThanOrEqual(0);
  await narrow.context().close();

  expect(await sectionsShown(paper)).toEqual(caseStudy.expandableSections.map(() => true));
  // Links within the page are no use on paper.
  for (const name of ['Main', 'Sections in depth'])
    await expect(paper.locator(`nav[aria-label="${name}"]`).isVisible(), name).resolves.toBe(false);
});

it('an article printed from a dark-mode system is dark ink on white paper, and code wraps instead of being cut at the edge, a tab four columns wide', async () => {
  const article = articles.find((a) => /\n```/.test(String(a.bodyMarkdown)))!;
  await paper.goto(`${siteUrl()}/articles/${article.slug}`);
  const { token, light, ...looks } = await paper.evaluate(() => {
    const pre = document.querySelector('main pre')!;
    const token = pre.querySelector('span[class*="sl-"]')!;
    // The light theme's colour, in the token's class.
    const hex = [...token.classList].find((name) => name.startsWith('sl-'))!.slice(3);
    return {
      text: getComputedStyle(document.body).color,
      paper: getComputedStyle(document.body).backgroundColor,
      pageLinks: [...document.querySelectorAll('main nav')].filter((nav) => nav.checkVisibility()).length,
      wrap: getComputedStyle(pre).whiteSpace,
      tab: getComputedStyle(pre).tabSize,
      overflow: getComputedStyle(pre).overflowX,
      fits: pre.scrollWidth <= pre.clientWidth,
      tablesUnclipped: [...document.querySelectorAll('main .table-scroll')].every(
        (region) => getComputedStyle(region).overflowX === 'visible',
      ),
      token: getComputedStyle(token).color,
      light: `rgb(${[0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`,
    };
  });
  expect(looks).toEqual({
    text: 'rgb(28, 27, 34)',
    paper: 'rgb(255, 255, 255)',
    pageLinks: 0,
    wrap: 'pre-wrap',
    tab: '4',
    overflow: 'visible',
    fits: true,
    tablesUnclipped: true,
  });
  // Highlighted code in the light theme's colours, not the dark one's.
  expect(token).toBe(light);
});

const desktop = await sitePage({ viewport: { width: 1400, height: 1000 } });
const phone = await sitePage({ viewport: { width: 390, height: 844 } });
const articlePages = articles.map((a) => `/articles/${a.slug}`);
const box = async (on: Page, selector: string) => (await on.locator(selector).first().boundingBox())!;

it('each article page shows the article rendered from its markdown, with date and reading time, links the previous and the next by date (the oldest and the newest on one side only), and with three sections or more lists them "On this page", beside the text on a desktop and above it on a phone', async () => {
  const withContents: string[] = [];
  for (const [i, article] of articles.entries()) {
    const path = articlePages[i]!;
    expect(await open(path), path).toBe(200);
    expect(await text('h1')).toBe(article.title);
    await expect(page.locator(`time[datetime="${article.publishedAt}"]`).count()).resolves.toBe(1);
    expect(await page.locator('article header').innerText()).toContain(`${article.readingTime} min read`);
    // Every markdown heading becomes a heading of the page, in order.
    const headings = [...article.bodyMarkdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      m[1]!
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]/g, '')
        .trim(),
    );
    const rendered = await page.locator('.prose').locator('h2, h3, h4, h5, h6').allInnerTexts();
    expect(rendered.filter((h) => h !== 'Footnotes')).toEqual(headings);
    expect(await page.locator('.prose p').count()).toBeGreaterThan(0);
    await expect(page.locator('.prose script, .prose [onclick], .prose [style]').count()).resolves.toBe(0);
    const html = await okText(path);
    const links = [...html.matchAll(/<a rel="(prev|next)" href="([^"]+)"/g)].map((m) => m.slice(1));
    // The API lists newest first: the previous article by date is the next in the list.
    const neighbours = [
      ...(articlePages[i + 1] ? [['prev', articlePages[i + 1]]] : []),
      ...(articlePages[i - 1] ? [['next', articlePages[i - 1]]] : []),
    ];
    expect(links, path).toEqual(neighbours);
    const prose = html.slice(html.indexOf('<div class="prose">'));
    const sections = [...prose.matchAll(/<h2 id="([^"]+)">/g)].map((m) => `#${m[1]}`);
    const toc = /<nav class="toc no-print" aria-label="On this page">(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect([...toc.matchAll(/href="([^"]+)"/g)].map((m) => m[1])).toEqual(sections.length >= 3 ? sections : []);
    if (sections.length >= 3) withContents.push(path);
  }
  // The sample has both kinds.
  expect(withContents.length).toBeGreaterThan(0);
  expect(withContents.length).toBeLessThan(articlePages.length);
  for (const on of [desktop, phone]) expect((await on.goto(`${siteUrl()}${withContents[0]}`))?.status()).toBe(200);
  const [toc, prose] = [await box(desktop, '.toc'), await box(desktop, '.prose')];
  expect(toc.x).toBeGreaterThanOrEqual(prose.x + prose.width);
  expect((await box(phone, '.toc')).y + 1).toBeLessThan((await box(phone, '.prose')).y);
});

it('an unknown page answers 404 with a page that leads back', async () => {
  expect(await open('/no-such-page')).toBe(404);
  expect(await text('h1')).toBe('Page not found');
  await expect(page.getByRole('link', { name: 'Home' }).count()).resolves.toBeGreaterThan(0);
  // Served for any address, with status 404 (which keeps it out of search indexes): it names no address of its own.
  await expect(page.locator('link[rel="canonical"], meta[property="og:url"]').count()).resolves.toBe(0);
  // Heading, text and links start at one edge, on a phone and on a desktop.
  for (const on of [phone, desktop]) {
    await on.goto(`${siteUrl()}/no-such-page`);
    const starts = await on.locator('.not-found > *').evaluateAll((blocks) =>
      blocks.map((block) => {
        const range = document.createRange();
        range.selectNodeContents(block);
        return Math.round(range.getClientRects()[0]!.left);
      }),
    );
    expect(new Set(starts).size, `${on.viewportSize()!.width} px: ${starts}`).toBe(1);
  }
});

it("the main menu marks the page itself, or the section a page is in, as current; a page's social card is described, its own by its title, the profile's by the name and headline", async () => {
  const look = async (path: string) => {
    await open(path);
    const alts = ['meta[property="og:image:alt"]', 'meta[name="twitter:image:alt"]'];
    // Marked, and shown: the marked link is the one underlined.
    const marked = await page
      .locator('nav[aria-label="Main"] a')
      .evaluateAll((links) =>
        links
          .filter(
            (link) => link.hasAttribute('aria-current') || getComputedStyle(link).textDecorationLine === 'underline',
          )
          .map((link) => [link.textContent?.trim(), link.getAttribute('aria-current')]),
      );
    return { marked, alt: await Promise.all(alts.map((alt) => page.locator(alt).getAttribute('content'))) };
  };
  const profileAlt = `${profile.name}: ${profile.headline}`;
  expect(await look('/projects')).toEqual({ marked: [['Projects', 'page']], alt: [profileAlt, profileAlt] });
  expect((await look(`/projects/${projects[0]!.id}`)).marked).toEqual([['Projects', 'true']]);
  const article = await look(`/articles/${articles[0]!.slug}`);
  expect(article.marked).toEqual([['Articles', 'true']]);
  expect(article.alt[0]).toBe(`${articles[0]!.title}: ${articles[0]!.excerpt}`);
});

it('the résumé page shows what /resume.json holds (the person, the current role, projects with taglines, education, latest articles), and prints on at most two pages of A4 or Letter, without navigation, footer or the line naming its other formats, each link with its address', async () => {
  const resume = await sitePage();
  expect((await resume.goto(`${siteUrl()}/resume`))?.status()).toBe(200);
  const { body: data } = await getJson<Json>('/resume.json');
  expect(await resume.title()).toBe(`Résumé · ${data.basics.name}`);
  const shown = await resume.locator('main').innerText();
  for (const value of [data.basics.name, data.basics.label, data.basics.summary, data.work[0].position])
    expect(shown).toContain(value);
  for (const project of data.projects) expect(shown).toContain(`${project.name}\n${project.description}`);
  for (const school of data.education) expect(shown).toContain(school.institution);
  const writing = await resume.locator('[aria-labelledby="writing"] li a').allInnerTexts();
  expect(writing).toEqual(data.publications.slice(0, 5).map((p: Json) => p.name));
  const links = await resume.locator('main a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(links).toEqual(expect.arrayContaining(['/resume.json', '/profile.vcf']));
  // Read as one sentence: no gap between its words and links, none before the full stop.
  expect(await resume.locator('header .meta').innerText()).toBe('Also as JSON Resume and as a vCard.');

  await resume.emulateMedia({ media: 'print' });
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = (await resume.pdf({ format })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)?.length, format).toBeLessThanOrEqual(2);
  }
  // Nor is anything marked not for paper: the line naming the other formats too, shown by a rule of its own.
  expect(await resume.locator('.no-print', { hasText: 'Also as JSON Resume' }).count()).toBe(1);
  const printed = await resume
    .locator('.site-header, .site-footer, .no-print')
    .evaluateAll((els) => els.filter((el) => getComputedStyle(el).display !== 'none').map((el) => el.outerHTML));
  expect(printed).toEqual([]);
  const project = resume.locator('[aria-labelledby="selected-projects"] a').first();
  const href = await project.getAttribute('href');
  expect(href).toMatch(/^https?:\/\//);
  expect(await project.evaluate((a) => getComputedStyle(a, '::after').content)).toBe(`" (${href})"`);
});

it('the search page is a plain form that submits to itself with GET ?q=; typed into and submitted (the same words again add no step to the history), it finds a project and an article, and a result leads to its page', async () => {
  expect(new Set(expected.map((r) => r.type))).toEqual(new Set(['project', 'article']));
  problems.list.length = 0;
  await page.goto(`${siteUrl()}/search`);
  const form = page.getByRole('search');
  expect(await form.getAttribute('method')).toBe('get');
  expect(await form.getAttribute('action')).toBe('/search');
  expect(await page.getByRole('searchbox', { name: 'Search projects and articles' }).getAttribute('name')).toBe('q');
  // No longer than the API takes: what a visitor types or pastes stops at its limit.
  await page.getByRole('searchbox').fill('x'.repeat(MAX_QUERY_LENGTH + 1));
  expect(await page.getByRole('searchbox').inputValue()).toHaveLength(MAX_QUERY_LENGTH);
  await expect(page.getByRole('status').count()).resolves.toBe(1);

  const before = await page.evaluate(() => history.length);
  for (let i = 0; i < 3; i++) {
    // Pasted with spaces around it, which the API would look for: the page searches for the word.
    await page.getByRole('searchbox').fill(`  ${QUERY}  `);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('status').filter({ hasText: 'results for' }).waitFor();
  }
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  expect(new URL(page.url()).searchParams.get('q')).toBe(`  ${QUERY}  `);

  expect(await page.locator('[data-search-results] a').count()).toBe(expected.length);
  for (const [type, region] of Object.entries({ article: 'Articles', project: 'Projects' })) {
    const found = expected.find((r) => r.type === type)!;
    // One link to it, among the results of its kind (a click needs exactly one).
    await page.getByRole('region', { name: region }).getByRole('link', { name: found.title }).click();
    await page.waitForURL(found.url);
    expect(await page.locator('h1').innerText()).toBe(found.title);
    await page.goBack();
  }
  expect(problems.list).toEqual([]);
  // One Back leaves the search.
  await page.goBack();
  expect(new URL(page.url()).pathname).toBe('/search');
  expect(new URL(page.url()).searchParams.get('q')).toBeNull();
});

it('the search page without JavaScript says so and leads to the projects, the articles and the search API', async () => {
  const noScript = await sitePage({ javaScriptEnabled: false });
  await noScript.goto(`${siteUrl()}/search?q=${QUERY}`);
  const message = (await noScript.locator('noscript p').textContent()) ?? '';
  expect(message.replace(/\s+/g, ' ')).toContain('Browse the projects and articles instead, or use the search API.');
  // Said before the form, which cannot work without it.
  const order = await noScript
    .locator('noscript, form[role="search"]')
    .evaluateAll((els) => els.map((el) => el.tagName));
  expect(order.indexOf('NOSCRIPT')).toBeLessThan(order.indexOf('FORM'));
  await noScript.context().close();
});

it('a shared search link fills in the box and its results without moving the page, on a phone too, and titles the page by the search; it says when nothing matches, and that only spaces are no search', async () => {
  const phone = await sitePage({ viewport: { width: 360, height: 800 } });
  await phone.addInitScript(() => {
    const shifts: number[] = ((window as unknown as { shifts: number[] }).shifts = []);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await phone.goto(`${siteUrl()}/search?q=${QUERY}`);
  await phone.getByRole('status').filter({ hasText: 'results for' }).waitFor();
  await expect(phone.getByRole('searchbox').inputValue()).resolves.toBe(QUERY);
  expect(await phone.locator('[data-search-results] a').count()).toBe(expected.length);
  await phone.waitForTimeout(300);
  const shifted = await phone.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(shifted).toBeLessThan(0.01);
  expect(await phone.title()).toMatch(new RegExp(`^${QUERY} – Search · `));
  await phone.goto(`${siteUrl()}/search?q=zzzz-nothing`);
  await phone.getByRole('status').filter({ hasText: 'Nothing matches' }).waitFor();
  expect(await phone.locator('[data-search-results] a').count()).toBe(0);
  await phone.goto(`${siteUrl()}/search?q=%20%20`);
  await phone.getByRole('status').filter({ hasText: 'Type a word' }).waitFor();
  expect(await phone.title()).toMatch(/^Search/);
  await phone.goto(`${siteUrl()}/search?q=${'x'.repeat(MAX_QUERY_LENGTH + 1)}`);
  const tooLong = phone.getByRole('status').filter({ hasText: 'Search for a shorter phrase' });
  await expect(tooLong.textContent()).resolves.toBe(
    `Search for a shorter phrase (at most ${MAX_QUERY_LENGTH} characters).`,
  );
  await phone.context().close();
});

it("a search the server answers with something other than the API's JSON (a gateway's HTML 500) fails with the status it answered; only a search no answer came for blames the network", async () => {
  const failing = await sitePage();
  const search = (url: URL) => url.pathname === '/api/v1/search';
  await failing.route(search, (route) =>
    route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
  );
  await failing.goto(`${siteUrl()}/search?q=${QUERY}`);
  const failed = failing.getByRole('status').filter({ hasText: 'The search failed' });
  await expect(failed.textContent()).resolves.toBe('The search failed (the server answered 500). Please try again.');
  await failing.unrouteAll();
  await failing.route(search, (route) => route.abort('internetdisconnected'));
  await failing.reload();
  await expect(failed.textContent()).resolves.toBe('The search failed: the network did not answer. Please try again.');
  await failing.context().close();
});

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
      const file = new URL(route.request().url()).pathname.slice(1);
      await route.fulfill({ path: nodeModule.createRequire(import.meta.url).resolve(file) });
    } catch {
      // A file the package does not have: not found, as on a site.
      await route.fulfill({ status: 404 });
    }
  });
}

it.each(FONTS)("site.yaml's font %s sets body text, its regular and bold faces loaded from the site", async (font) => {
  const { family } = TYPEFACES[font];
  const page = await sitePage();
  // The default is the suite's own build.
  if (font !== FONTS[0]) await restyle(page.context(), font);
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
  await page.context().close();
});

it('every kind of page preloads exactly the upright faces its text is set in', async () => {
  for (const path of await pageKinds(siteUrl())) {
    await page.goto(siteUrl() + path);
    const [preloaded, upright] = await page.evaluate(async () => {
      await document.fonts.ready;
      const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]');
      const files = performance.getEntriesByType('resource').map(({ name }) => name);
      // The italic comes when a page uses it, not ahead of its cover image (docs/site.md, Typeface).
      const loaded = files.filter((name) => name.endsWith('.woff2') && !/-italic\./.test(name));
      return [[...links].map((link) => link.href).sort(), loaded.sort()];
    });
    expect({ path, files: preloaded }).toEqual({ path, files: upright });
  }
});

// Every page of the three kinds, so the longest case study and article are in budget too.
const pages = ['/', ...projects.map((p) => `/projects/${p.id}`), ...articles.map((a) => `/articles/${a.slug}`)];

it.each(pages)('%s ships no JavaScript and weighs under 60 KB compressed with its CSS', async (path) => {
  const html = await okText(path);
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
  expect(scripts.filter((attrs) => !attrs.includes('application/ld+json'))).toEqual([]);
  const stylesheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!);
  expect(stylesheets).toHaveLength(1);
  const css = await Promise.all(stylesheets.map(okText));
  expect([html, ...css].reduce((sum, body) => sum + gzipSync(body).length, 0)).toBeLessThan(60 * 1024);
});

it('the home page, with everything a browser loads for it, transfers at most 150 KB, its text compressed', async () => {
  // Chromium offers Brotli over HTTPS only.
  const compressed = expect.stringMatching(/^(br|gzip)$/);
  const home = await sitePage();
  const loaded: Promise<[url: string, bytes: number, coding?: string]>[] = [];
  const measure = async (done: BrowserRequest): Promise<[string, number, string?]> => {
    const [sizes, response] = await Promise.all([done.sizes(), done.response()]);
    return [done.url(), sizes.responseBodySize + sizes.responseHeadersSize, response?.headers()['content-encoding']];
  };
  const onFinished = (done: BrowserRequest) => {
    // Other origins' images (placeholders here) are not the site's.
    if (done.url().startsWith(siteUrl())) loaded.push(measure(done));
  };
  home.on('requestfinished', onFinished);
  // Everything the page loads, until the network has been quiet for half a second; then no request is counted
  // (or asked its size) after its context closes.
  await home.goto(`${siteUrl()}/`, { waitUntil: 'networkidle' });
  await home.evaluate(async () => void (await document.fonts.ready));
  home.off('requestfinished', onFinished);
  const files = await Promise.all(loaded);
  await home.context().close();
  expect(files.some(([url]) => url.endsWith('.woff2'))).toBe(true);
  expect(
    files.filter(([url]) => url === `${siteUrl()}/` || url.endsWith('.css')).map(([, , coding]) => coding),
  ).toEqual([compressed, compressed]);
  expect(files.reduce((total, [, bytes]) => total + bytes, 0)).toBeLessThanOrEqual(150 * 1024);
});

it('a page on another origin reads the profile from the API with its ETag, revalidates with it (304), and reads Allow on a 405', async () => {
  // The site by 127.0.0.1 while it is on localhost: a different host, so a different origin; a JSON answer has no CSP.
  const otherOrigin = siteUrl().replace('//localhost:', '//127.0.0.1:');
  expect(otherOrigin).not.toBe(new URL(siteUrl()).origin);
  const client = await browser.newPage();
  await client.goto(`${otherOrigin}/api/v1/profile`);
  /** The profile as the other origin's page fetches it (real CORS): its status, the headers it may read, its JSON body. */
  const fetchProfile = (init: Record<string, unknown> = {}) =>
    client.evaluate(
      async ([url, init]) => {
        const answer = await fetch(url, { cache: 'no-store', ...init });
        const text = await answer.text();
        return { status: answer.status, headers: Object.fromEntries(answer.headers), body: text && JSON.parse(text) };
      },
      [`${siteUrl()}/api/v1/profile`, init] as const,
    );
  const read = await fetchProfile();
  const { response } = await getJson('/api/v1/profile');
  expect([read.status, read.headers['etag'], read.body]).toEqual([200, response.headers.get('etag'), profile]);
  expect((await fetchProfile({ headers: { 'If-None-Match': read.headers['etag'] } })).status).toBe(304);
  // A POST of plain text is a request a page may send without a preflight.
  const refused = await fetchProfile({ method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' });
  expect([refused.status, refused.headers['allow']]).toEqual([405, 'GET, HEAD, OPTIONS']);
});
