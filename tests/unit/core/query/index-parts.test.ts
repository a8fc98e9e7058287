import { expect, it } from 'vitest';
import { search } from '../../../../src/core/query/search.ts';
import { indexFromParts, indexParts } from '../../../../src/core/query/api-index.ts';
import { fixtureIndex } from '../../../support/sample-portfolio.ts';

const index = await fixtureIndex();
const parts = indexParts(index);

it('the baked index in parts parses the head at once, a list or the file table when first read, once, and reads back as the index', () => {
  const reads: string[] = [];
  const lazy = indexFromParts((part) => {
    reads.push(part);
    const text = parts.get(part);
    if (text === undefined) throw new Error(`no part ${part}`);
    return text;
  });
  expect(reads).toEqual(['api-index/index.json']);
  expect(lazy.lists['projects']).toBe(lazy.lists['projects']);
  expect(reads).toEqual(['api-index/index.json', 'api-index/lists/projects.json']);
  expect(lazy.files).toBe(lazy.files);
  expect(reads).toHaveLength(3);
  // A query over every list reads the rest, and answers as over the whole index.
  expect(search(lazy, 'edge')).toEqual(search(index, 'edge'));
  expect(reads).toHaveLength(4);
  expect(JSON.parse(JSON.stringify(lazy))).toEqual(index);
  expect(Object.keys(lazy.lists)).toEqual(Object.keys(index.lists));
});
