import { expect, it } from 'vitest';
import { search } from '../../../../src/core/query/search.ts';
import { indexFromParts, indexParts } from '../../../../src/core/query/api-index.ts';
import { fixtureIndex } from '../../../support/sample-portfolio.ts';

const index = await fixtureIndex();
const parts = indexParts(index);

it('the baked index in parts reads back as the index it was written from', () => {
  const rebuilt = indexFromParts((part) => parts.get(part) ?? '');
  expect(JSON.parse(JSON.stringify(rebuilt))).toEqual(index);
  expect(Object.keys(rebuilt.lists)).toEqual(Object.keys(index.lists));
});

it('the baked index in parts parses the head at once, and a list or the file table only when first read, once', () => {
  const reads: string[] = [];
  const lazy = indexFromParts((part) => {
    reads.push(part);
    const text = parts.get(part);
    if (text === undefined) throw new Error(`no part ${part}`);
    return text;
  });
  expect(reads).toEqual(['api-index/index.json']);
  expect(lazy.baseUrl).toBe(index.baseUrl);
  expect(lazy.lists['projects']).toEqual(index.lists['projects']);
  expect(lazy.lists['projects']).toBe(lazy.lists['projects']);
  expect(reads).toEqual(['api-index/index.json', 'api-index/lists/projects.json']);
  expect(lazy.files).toEqual(index.files);
  expect(lazy.files).toBe(lazy.files);
  expect(reads).toHaveLength(3);
  // A query over every list reads the rest, and answers as over the whole index.
  expect(search(lazy, 'edge')).toEqual(search(index, 'edge'));
  expect(reads).toHaveLength(4);
});
