/** `npm run audit:pages [-- /path …]`: Lighthouse scores of $SITE_URL, or of a build in a temporary copy. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { paths } from '../src/site/site-paths.ts';
import { findChromium } from './chromium.ts';
import { servedCopy } from './served-copy.ts';
import { PROJECT_ROOT } from './serve.ts';

const TARGET = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const served = process.env.SITE_URL ? undefined : await servedCopy('portfolio-audit-');
const baseUrl = served?.url ?? process.env.SITE_URL!.replace(/\/$/, '');

try {
  const [project] = (await (await fetch(`${baseUrl}${paths.api.collection('projects')}`)).json()) as { id: string }[];
  const [article] = (await (await fetch(`${baseUrl}${paths.api.collection('articles')}`)).json()) as { slug: string }[];
  const extra = process.argv.slice(2).map((page) => (page.startsWith('/') ? page : `/${page}`));
  const pages = [
    '/',
    ...(project ? [paths.page('projects', project.id)] : []),
    ...(article ? [paths.page('articles', article.slug)] : []),
    ...extra,
  ];
  // Warm the emulator up so the first audit does not measure its start.
  for (const page of pages) await (await fetch(`${baseUrl}${page}`)).text();

  let belowTarget = false;
  console.log(`\n${'page'.padEnd(48)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
  for (const page of pages) {
    const scores = await audit(`${baseUrl}${page}`);
    belowTarget ||= scores.some((score) => score < TARGET);
    console.log(`${page.padEnd(48)}${scores.map((s) => String(s).padStart(16)).join('')}`);
  }
  console.log(belowTarget ? `\nSome scores are below ${TARGET}.` : `\nEvery score is ${TARGET} or more.`);
  process.exitCode = belowTarget ? 1 : 0;
} finally {
  await served?.close();
}

// Asynchronous: the emulator serving the pages runs in this same process.
async function audit(url: string): Promise<number[]> {
  const chrome = await findChromium();
  const { stdout } = await promisify(execFile)(
    path.join(PROJECT_ROOT, 'node_modules', '.bin', 'lighthouse'),
    [url, '--output=json', '--quiet', `--only-categories=${CATEGORIES.join(',')}`, `--chrome-flags=${CHROME_FLAGS}`],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...chrome.env, CHROME_PATH: chrome.executablePath },
    },
  );
  const report = JSON.parse(stdout) as { categories: Record<string, { score: number | null }> };
  return CATEGORIES.map((c) => Math.round((report.categories[c]?.score ?? 0) * 100));
}
