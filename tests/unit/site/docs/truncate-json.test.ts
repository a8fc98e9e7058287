import { expect, it } from 'vitest';
import { truncateJson } from '../../../../src/site/docs/truncate-json.ts';

it('truncateJson keeps short values as they are, saying nothing was cut; keeps the first items of long arrays and the start of long strings; and replaces objects below the depth limit with empty objects', () => {
  const value = { a: [1, 2], b: 'short', c: { d: null } };
  expect(truncateJson(value)).toEqual({ value, truncated: false });
  expect(truncateJson({ list: [1, 2, 3, 4, 5], text: 'abcdefghij' }, { maxItems: 2, maxChars: 4 })).toEqual({
    value: { list: [1, 2], text: 'abcd…' },
    truncated: true,
  });
  expect(truncateJson({ a: { b: { c: 1 } } }, { maxDepth: 2 }).value).toEqual({ a: { b: {} } });
});
