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
// Local images go out by the URLs the site publishes them at (SITE_URL): Contentful imports them from there.
const baseUrl = resolveBaseUrl(process.env);

try {
  const raw = await readLocalContent(root, contentDir(root, process.env), { baseUrl });
  const file = await contentfulImportFile(raw, { locale });
  if (!baseUrl.startsWith('https:') && JSON.stringify(file).includes(`${baseUrl}/images/`)) {
    console.error(
      `The content has local images, which Contentful fetches from the site when it imports, and ${baseUrl} is not the deployed site's https:// address. Set SITE_URL to the address the site is deployed at (where those images are published now), e.g. SITE_URL=https://you.example npm run contentful:export-local\n\nNothing was written.`,
    );
    process.exit(1);
  }
  await writeFile(out, `${JSON.stringify(file, null, 2)}\n`);
  console.log(
    `Wrote ${path.relative(process.cwd(), out) || out}: ${file.contentTypes.length} content types, ${file.entries.length} entries, ${file.assets.length} assets (locale ${locale}).\n` +
      `Import it with: npx contentful-import --space-id <space id> --management-token <token> --content-file ${path.relative(process.cwd(), out) || out}`,
  );
  for (const { sys, fields } of file.entries)
    for (const field of Object.keys(fields).filter((key) => JSON.stringify(fields[key]).includes(`${baseUrl}/images/`)))
      console.log(`${sys.id} ${field} holds a URL of this site: after the import, set it to its asset's URL.`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`${error.message}\n\nNothing was written; fix these first.`);
  process.exitCode = 1;
}
