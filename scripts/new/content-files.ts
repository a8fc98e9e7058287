/** The files `npm run new` writes: YAML for a singleton or a list without a body, markdown with front matter else. */
import type { Collection, ListCollection } from '../../src/core/collections/define.ts';
import { placesOf } from '../../src/core/collections/paths.ts';
import { entryContent } from '../../src/core/schemas/content.ts';
import { titleFromSlug, yamlTemplate } from './yaml-template.ts';

/** Its path is relative to the content folder, `/`-separated. */
export type NewFile = ReturnType<typeof listItemFile>;

const HOW_TO_EDIT = [
  "Required fields hold a placeholder to replace (TODO, example.com, today's date). Optional fields",
  'are commented out: remove the "# " to use one. docs/content.md describes every field, and',
  '`npm run check:content` checks them.',
];

/** A list item's file: `projects/<slug>.yaml`, or `articles/<slug>.md` with front matter and a body. */
export function listItemFile(row: ListCollection, slug: string, today: string) {
  const header = comment([
    `One ${row.singular}. The file name is its slug, in its URLs: ${placesOf(row, slug).page}, ${placesOf(row, slug).api}.`,
    ...HOW_TO_EDIT,
  ]);
  const cover = { src: `./images/${slug}.webp`, alt: 'What the image shows' };
  const values = { title: titleFromSlug(slug), slug, cover };
  const fields = yamlTemplate(entryContent(row.content, false), today, values);
  if (!row.body) return { path: `${row.name}/${slug}.yaml`, text: `${header}\n${fields}` };
  const body = `TODO: write the ${row.singular} here, in markdown: paragraphs, headings, lists, links, code, tables and images.\n`;
  return { path: `${row.name}/${slug}.md`, text: `---\n${header}\n${fields}---\n\n${body}` };
}

/** A minimal valid portfolio: each singleton's file (`profile.yaml`), and one item of each list (`my-first-project`, …). */
export const skeletonFiles = (rows: readonly Collection[], today: string): NewFile[] =>
  rows.map((row) => {
    if (row.kind === 'list') return listItemFile(row, `my-first-${row.singular}`, today);
    const header = comment([`The ${row.name}, served at ${placesOf(row).api} and on the home page.`, ...HOW_TO_EDIT]);
    const values = { photo: './images/portrait.webp', photoAlt: 'What the portrait shows' };
    return { path: `${row.name}.yaml`, text: `${header}\n${yamlTemplate(row.content, today, values)}` };
  });

const comment = (lines: readonly string[]): string => lines.map((line) => `# ${line}\n`).join('');
