/** `npm run gallery`: each page kind, wide and narrow, light and dark, into docs/gallery/ (and docs/screenshot.png). */
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../src/site/site-paths.ts';
import { launchChromium } from './chromium.ts';
import { pageKinds } from './lighthouse-scores.ts';
import { servedCopy } from './served-copy.ts';
import { PROJECT_ROOT } from './serve.ts';

const DEVICES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const SCHEMES = ['light', 'dark'] as const;
const out = path.join(PROJECT_ROOT, 'docs', 'gallery');

const served = await servedCopy('portfolio-gallery-');
const browser = await launchChromium();
try {
  // The first project's and the first article's pages, as the audits find them.
  const kinds = await pageKinds(served.url);
  const first = (list: 'projects' | 'articles') => kinds.find((page) => page.startsWith(`${paths.page(list)}/`))!;
  const pages = { home: '/', project: first('projects'), article: first('articles'), resume: '/resume' };
  mkdirSync(out, { recursive: true });
  for (const [device, viewport] of Object.entries(DEVICES))
    for (const colorScheme of SCHEMES) {
      const page = await browser.newPage({ viewport, colorScheme, deviceScaleFactor: 1 });
      for (const [name, pagePath] of Object.entries(pages)) {
        await page.goto(served.url + pagePath, { waitUntil: 'networkidle' });
        await page.screenshot({ path: path.join(out, `${name}-${device}-${colorScheme}.png`) });
      }
      await page.close();
    }
  // The README's picture of the site.
  copyFileSync(path.join(out, 'home-desktop-light.png'), path.join(PROJECT_ROOT, 'docs', 'screenshot.png'));
  console.log(
    `Wrote ${Object.keys(DEVICES).length * SCHEMES.length * Object.keys(pages).length} screenshots to docs/gallery/.`,
  );
} finally {
  await browser.close();
  await served.close();
}
