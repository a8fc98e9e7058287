/**
 * docs/content.md lists every field an author writes, and docs/contentful.md the content model: this keeps their
 * tables true to the content schemas and the model.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import type * as z from 'zod';
import { listCollectionNamed } from '../../../src/core/collections/documents.ts';
import { ProfileContent } from '../../../src/core/schemas/content.ts';
import { CONTENT_MODEL } from '../../../src/sources/contentful-model.ts';

const doc = readFileSync('docs/content.md', 'utf8');
const contentfulDoc = readFileSync('docs/contentful.md', 'utf8');

/** The cells of the rows of the first field table under `heading` (up to the next heading), its field's backticks dropped. */
function fieldRows(text: string, heading: string): string[][] {
  const section = text.split(heading)[1]?.split(/\n#{2,3} /)[0] ?? '';
  const table = section.split('\n\n').find((block) => block.startsWith('| Field')) ?? '';
  return table
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => line.split(/\s*\|\s*/).slice(1))
    .map(([field, ...cells]) => [field!.replace(/`/g, ''), ...cells]);
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
    const rows = fieldRows(doc, `\n## ${title}`).map(([field, required]) => ({
      field: field!,
      required: required === 'yes',
    }));
    expect(byField(rows)).toEqual(byField(schemaFields(schema)));
    for (const row of rows.filter((r) => !r.required))
      expect(doc, `${title}: ${row.field}`).toMatch(new RegExp(`\\| \`${row.field}\` \\| no: [^|]+ \\|`));
  },
);

it.each(CONTENT_MODEL.map((type) => [type.sys.id, type] as const))(
  'docs/contentful.md documents every field of %s with its type and whether it is required',
  (id, type) => {
    const rows = fieldRows(contentfulDoc, `### \`${id}\``).map(([field, type, required]) => ({
      id: field,
      type: /`(\w+)`/.exec(type!)![1]!,
      required: required === 'yes',
    }));
    expect(rows).toEqual(type.fields.map((f) => ({ id: f.id, type: f.type, required: f.required })));
  },
);

it('docs/contentful.md names every variable the loader reads', () => {
  const config = readFileSync('src/sources/contentful-config.ts', 'utf8');
  const variables = new Set([...config.matchAll(/env\['(CONTENTFUL_\w+)'\]/g)].map(([, name]) => name!));
  expect(variables.size).toBeGreaterThanOrEqual(4);
  for (const variable of variables) {
    expect(contentfulDoc).toContain(`| \`${variable}\``);
    expect(readFileSync('.env.example', 'utf8')).toContain(`${variable}=`);
  }
});
