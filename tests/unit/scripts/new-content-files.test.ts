/**
 * What `npm run new` writes: every field of the content schemas. That the build accepts it as it is,
 * is the command's test (tests/integration/new-content.test.ts).
 */
import { expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Collection } from '../../../src/core/collections/define.ts';
import { LIST_COLLECTIONS } from '../../../src/core/collections/documents.ts';
import { COLLECTIONS } from '../../../src/core/collections/registry.ts';
import { entryContent } from '../../../src/core/schemas/content.ts';
import { listItemFile, skeletonFiles, type NewFile } from '../../../scripts/new/content-files.ts';
import { titleFromSlug } from '../../../scripts/new/yaml-template.ts';

const TODAY = '2026-05-04';
const rows = COLLECTIONS as readonly Collection[];

function yamlOf(file: NewFile): string {
  return file.path.endsWith('.md') ? file.text.split('---\n')[1]! : file.text;
}

it.each(rows.map((row) => [row.name, row] as const))(
  'npm run new writes every field of %s, the required ones set and the optional ones commented out with their meaning',
  (_name, row) => {
    const file = row.kind === 'singleton' ? skeletonFiles([row], TODAY)[0]! : listItemFile(row, 'my-item', TODAY);
    const written = parseYaml(yamlOf(file)) as Record<string, unknown>;
    for (const [key, schema] of Object.entries(row.content.shape)) {
      const required = !schema.safeParse(undefined).success;
      if (required) expect(written, key).toHaveProperty(key);
      else expect(yamlOf(file), key).toMatch(new RegExp(`^# ${key}:`, 'm'));
      const description = schema.description ?? '';
      expect(description, `${row.name}.${key} has a description`).not.toBe('');
      expect(yamlOf(file).replace(/\n# /g, ' '), key).toContain(description.split(' ').slice(0, 4).join(' '));
    }
  },
);

it.each(rows.map((row) => [row.name, row] as const))(
  'npm run new gives each optional field of %s an example that is valid once uncommented, a draft flag included',
  (_name, row) => {
    const file = row.kind === 'singleton' ? skeletonFiles([row], TODAY)[0]! : listItemFile(row, 'my-item', TODAY);
    const lines = yamlOf(file).split('\n');
    const shape = (row.kind === 'list' ? entryContent(row.content, false) : row.content).shape;
    for (const [key, schema] of Object.entries(shape)) {
      if (!schema.safeParse(undefined).success) continue;
      const start = lines.findIndex((line) => line.startsWith(`# ${key}:`));
      expect(start, key).toBeGreaterThanOrEqual(0);
      const rest = lines.slice(start + 1);
      const block = [
        lines[start]!,
        ...rest.slice(0, (rest.findIndex((line) => !line.startsWith('#   ')) + 1 || rest.length + 1) - 1),
      ];
      const value = (parseYaml(block.map((line) => line.slice(2)).join('\n')) as Record<string, unknown>)[key];
      expect(schema.safeParse(value).error?.issues, `${key}: ${JSON.stringify(value)}`).toBeUndefined();
    }
  },
);

it('npm run new names a new item after its slug', () => {
  expect(titleFromSlug('edge-search-2')).toBe('Edge search 2');
  const [projects] = LIST_COLLECTIONS;
  expect(parseYaml(listItemFile(projects!, 'edge-search', TODAY).text)).toMatchObject({
    title: 'Edge search',
    updatedAt: TODAY,
  });
});
