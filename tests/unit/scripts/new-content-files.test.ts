/**
 * What `npm run new` writes: every field of the content schemas. That the build accepts it as it is,
 * is the command's test (tests/integration/new-content.test.ts).
 */
import { expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Collection } from '../../../src/core/collections/define.ts';
import { LIST_COLLECTIONS } from '../../../src/core/collections/documents.ts';
import { COLLECTIONS } from '../../../src/core/collections/registry.ts';
import { isPlaceholder } from '../../../src/core/content/validate.ts';
import { entryContent } from '../../../src/core/schemas/content.ts';
import { listItemFile, skeletonFiles, titleFromSlug } from '../../../scripts/new/content-files.ts';

const TODAY = '2026-05-04';
const rows = COLLECTIONS as readonly Collection[];

it.each(rows.map((row) => [row.name, row] as const))(
  'npm run new writes every field of %s, the required ones set, the optional ones commented out with their meaning and an example valid once uncommented (a draft flag too)',
  (_name, row) => {
    const file = row.kind === 'singleton' ? skeletonFiles([row], TODAY)[0]! : listItemFile(row, 'my-item', TODAY);
    const yaml = file.path.endsWith('.md') ? file.text.split('---\n')[1]! : file.text;
    const lines = yaml.split('\n');
    const shape = (row.kind === 'list' ? entryContent(row.content, false) : row.content).shape;
    for (const [key, schema] of Object.entries(shape)) {
      const description = schema.description ?? '';
      expect(description, `${row.name}.${key} has a description`).not.toBe('');
      expect(yaml.replace(/\n# /g, ' '), key).toContain(description.split(' ').slice(0, 4).join(' '));
      if (!schema.safeParse(undefined).success) {
        expect(parseYaml(yaml), key).toHaveProperty(key);
        continue;
      }
      const start = lines.findIndex((line) => line.startsWith(`# ${key}:`));
      expect(start, key).toBeGreaterThanOrEqual(0);
      const rest = lines.slice(start + 1);
      const end = rest.findIndex((line) => !line.startsWith('#   '));
      const block = [lines[start]!, ...rest.slice(0, end === -1 ? rest.length : end)];
      const value = (parseYaml(block.map((line) => line.slice(2)).join('\n')) as Record<string, unknown>)[key];
      expect(schema.safeParse(value).error?.issues, `${key}: ${JSON.stringify(value)}`).toBeUndefined();
    }
  },
);

it('npm run new names a new item after its slug, and writes alt texts a production build refuses until replaced', () => {
  expect(titleFromSlug('edge-search-2')).toBe('Edge search 2');
  const alts = skeletonFiles(rows, TODAY).flatMap(({ text }) => [...text.matchAll(/^#\s+(?:photoAlt|alt): (.+)$/gm)]);
  expect(alts.map(([, alt]) => isPlaceholder(parseYaml(alt!)))).toEqual([true, true, true]);
  const [projects] = LIST_COLLECTIONS;
  expect(parseYaml(listItemFile(projects!, 'edge-search', TODAY).text)).toMatchObject({
    title: 'Edge search',
    updatedAt: TODAY,
  });
});
