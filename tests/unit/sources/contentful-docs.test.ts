/** docs/contentful.md describes the content model; this keeps its tables true to the code. */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { CONTENT_MODEL } from '../../../src/sources/contentful-model.ts';

const doc = readFileSync('docs/contentful.md', 'utf8');

/** Rows of the table under "### `<id>`": field id, API type, required. */
function documentedFields(id: string): { id: string; type: string; required: boolean }[] {
  const section = doc.split(`### \`${id}\``)[1]?.split('\n### ')[0]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .map((line) => {
      const [field, type, required] = line
        .split('|')
        .slice(1)
        .map((cell) => cell.trim());
      return { id: field!.replace(/`/g, ''), type: /`(\w+)`/.exec(type!)![1]!, required: required === 'yes' };
    });
}

it.each(CONTENT_MODEL.map((type) => [type.sys.id, type] as const))(
  'docs/contentful.md documents every field of %s with its type and whether it is required',
  (id, type) => {
    expect(documentedFields(id)).toEqual(type.fields.map((f) => ({ id: f.id, type: f.type, required: f.required })));
  },
);

it('docs/contentful.md names every variable the loader reads', () => {
  const config = readFileSync('src/sources/contentful-config.ts', 'utf8');
  const variables = new Set([...config.matchAll(/env\['(CONTENTFUL_\w+)'\]/g)].map(([, name]) => name!));
  expect(variables.size).toBeGreaterThanOrEqual(4);
  for (const variable of variables) {
    expect(doc).toContain(`| \`${variable}\``);
    expect(readFileSync('.env.example', 'utf8')).toContain(`${variable}=`);
  }
});
