import { expect, it } from 'vitest';
import { ifNoneMatchMatches, parseEntityTags } from '../../../../src/core/http/etag.ts';

const ETAG = '"abc-123"';

it.each([
  [null, false],
  ['*', true],
  [' * ', true],
  ['"abc-123"', true],
  ['W/"abc-123"', true],
  ['"x", "abc-123"', true],
  ['"x" , W/"abc-123" ', true],
  [', "abc-123",', true],
  ['"ABC-123"', false],
  ['w/"abc-123"', false],
  ['abc-123', false],
  ['"abc-123', false],
  ['"abc-123", junk', false],
  ['*, "abc-123"', false],
  ['W/*', false],
  ['"abc-123""x"', false],
  ['', false],
] as const)('If-None-Match %j → %s', (header, matches) => {
  expect(ifNoneMatchMatches(header, ETAG)).toBe(matches);
});

it('compares weakly when the current tag is weak too, and reads a comma inside an entity tag as part of the tag', () => {
  expect(ifNoneMatchMatches('"abc-123"', 'W/"abc-123"')).toBe(true);
  expect(ifNoneMatchMatches('"a,b"', '"a,b"')).toBe(true);
  expect(parseEntityTags('"a,b", W/"c"')).toEqual(['"a,b"', '"c"']);
});
