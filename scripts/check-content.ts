/** `npm run check:content`: validates the configured source's content and reports every problem at once. */
import path from 'node:path';
import { COLLECTIONS } from '../src/core/collections/registry.ts';
import { ContentError } from '../src/core/content/problems.ts';
import { withoutDrafts } from '../src/core/content/validate.ts';
import { redact } from '../src/sources/contentful-errors.ts';
import { readContent, validate } from '../src/sources/read-content.ts';

const root = path.resolve(import.meta.dirname, '..');
const secrets = [process.env['CONTENTFUL_DELIVERY_TOKEN'] ?? ''];
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

try {
  const read = await readContent(root, process.env);
  const content = await validate(read, process.env);
  const published = withoutDrafts(content);
  const counts = COLLECTIONS.map((row) => {
    if (row.kind === 'singleton') return `1 ${row.name}`;
    const drafts = (content[row.name]?.length ?? 0) - (published[row.name]?.length ?? 0);
    const unpublished = drafts > 0 ? ` (and ${plural(drafts, 'draft')}, which a build leaves out)` : '';
    return `${plural(published[row.name]?.length ?? 0, row.singular)}${unpublished}`;
  });
  const notes = read.warnings.length > 0 ? `, ${plural(read.warnings.length, 'warning')} (above)` : '';
  console.log(`Content is valid: ${counts.join(', ')} from ${read.description}${notes}.`);
} catch (error) {
  if (!(error instanceof ContentError))
    throw new Error(redact(String(error instanceof Error ? (error.stack ?? error.message) : error), secrets));
  console.error(redact(error.message, secrets));
  console.error(
    '\nFix these and run `npm run check:content` again; a build with this content would stop before writing anything.',
  );
  process.exitCode = 1;
}
