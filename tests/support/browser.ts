/** Chromium (scripts/chromium.ts) driven by playwright-core, with what every browser test checks. */
import { type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

export { launchChromium as launchBrowser } from '../../scripts/chromium.ts';

// A 1×1 transparent PNG: content images are remote, and the test machine is offline.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A context for one site: requests to any other origin get a placeholder image instead of the network. */
export async function siteContext(browser: Browser, siteUrl: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext(options);
  const origin = new URL(siteUrl).origin;
  const elsewhere = (url: URL) => url.origin !== origin;
  await context.route(elsewhere, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }));
  return context;
}

/** Records what should never happen on a page of this site: console errors, exceptions and CSP violations, as text. */
export async function watchProblems(page: Page): Promise<{ list: string[] }> {
  const problems = { list: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.list.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.list.push(`exception: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.list.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return problems;
}
