/** `npm run audit:pages [-- /path …]`: Lighthouse scores of each kind of page of $SITE_URL, or of a temporary build. */
import { CATEGORIES, lighthouseScores, pageKinds } from './lighthouse-scores.ts';
import { servedCopy } from './served-copy.ts';

const TARGET = 100;

const served = process.env.SITE_URL ? undefined : await servedCopy('portfolio-audit-');
const baseUrl = served?.url ?? process.env.SITE_URL!.replace(/\/$/, '');

try {
  const extra = process.argv.slice(2).map((page) => (page.startsWith('/') ? page : `/${page}`));
  const pages = [...(await pageKinds(baseUrl)), ...extra];
  // Warm the emulator up so the first audit does not measure its start.
  for (const page of pages) await (await fetch(`${baseUrl}${page}`)).text();

  console.log(`\n${'page'.padEnd(48)}${CATEGORIES.map((c) => c.padStart(16)).join('')}`);
  const results = await lighthouseScores(pages.map((page) => `${baseUrl}${page}`));
  for (const { url, scores, failing } of results) {
    console.log(`${url.slice(baseUrl.length).padEnd(48)}${scores.map((s) => String(s).padStart(16)).join('')}`);
    for (const audit of failing) console.log(`  ${audit}`);
  }
  const belowTarget = results.some(({ scores }) => scores.some((score) => score < TARGET));
  console.log(belowTarget ? `\nSome scores are below ${TARGET}.` : `\nEvery score is ${TARGET} or more.`);
  process.exitCode = belowTarget ? 1 : 0;
} finally {
  await served?.close();
}
