/** docs/content.md lists every field an author writes; this keeps its tables true to the content schemas. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type * as z from 'zod';
import { listCollectionNamed } from '../../../src/core/collections/documents.ts';
import { ProfileContent } from '../../../src/core/schemas/content.ts';

const doc = readFileSync('docs/content.md', 'utf8');

/** Rows of the first table under the `## ` heading that starts with `title`: field and whether it is required. */
function documentedFields(title: string): { field: string; required: boolean }[] {
  const section = doc.split(`\n## ${title}`)[1]?.split('\n## ')[0] ?? '';
  const table = section.split('\n\n').find((block) => block.startsWith('| Field |')) ?? '';
  return table
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [, field, required] = line.split('|').map((cell) => cell.trim());
      return { field: field!.replace(/`/g, ''), required: required === 'yes' };
    });
}

function schemaFields(schema: z.ZodObject): { field: string; required: boolean }[] {
  return Object.entries(schema.shape).map(([field, value]) => ({
    field,
    required: !(value as z.ZodType).safeParse(undefined).success,
  }));
}

const byField = (rows: { field: string }[]) => [...rows].sort((a, b) => a.field.localeCompare(b.field));

it.each([
  ['The profile', ProfileContent],
  ['Projects', listCollectionNamed('projects').content],
  ['Articles', listCollectionNamed('articles').content],
] as const)(
  'docs/content.md lists every field of "%s", whether it is required, and the default of each optional one',
  (title, schema) => {
    const rows = documentedFields(title);
    expect(byField(rows)).toEqual(byField(schemaFields(schema)));
    for (const row of rows.filter((r) => !r.required))
      expect(doc, `${title}: ${row.field}`).toMatch(new RegExp(`\\| \`${row.field}\` \\| no: [^|]+ \\|`));
  },
);
