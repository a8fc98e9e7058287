/** `npm run contentful:export-local -- [--out contentful-import.json] [--locale en-US]`, then contentful-import. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ContentError } from '../src/core/content/problems.ts';
import { resolveBaseUrl } from '../src/core/base-url.ts';
import { contentfulImportFile } from '../src/sources/contentful-export.ts';
import { contentDir, readLocalContent } from '../src/sources/local-source-fs.ts';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({ options: { out: { type: 'string' }, locale: { type: 'string' } } });
const out = path.resolve(process.cwd(), values.out ?? path.join(root, 'contentful-import.json'));
const locale = values.locale ?? 'en-US';

try {
  // Local images go out by the URLs the site publishes them at (SITE_URL): Contentful imports them from there.
  const raw = await readLocalContent(root, contentDir(root, process.env), { baseUrl: resolveBaseUrl(process.env) });
  const file = await contentfulImportFile(raw, { locale });
  await writeFile(out, `${JSON.stringify(file, null, 2)}\n`);
  console.log(
    `Wrote ${path.relative(process.cwd(), out) || out}: ${file.contentTypes.length} content types, ${file.entries.length} entries, ${file.assets.length} assets (locale ${locale}).\n` +
      `Import it with: npx contentful-import --space-id <space id> --management-token <token> --content-file ${path.relative(process.cwd(), out) || out}`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`${error.message}\n\nNothing was written; fix these first.`);
  process.exitCode = 1;
}
