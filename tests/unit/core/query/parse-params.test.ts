import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/core/errors/api-error.ts';
import { parseLimit, parseSearchQuery } from '../../../../src/core/query/parse-params.ts';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof ApiError ? error.code : 'not an ApiError';
  }
  return undefined;
}

describe('parseLimit', () => {
  it('leaves the limit out when the parameter is absent', () => {
    expect(parseLimit(null)).toBeUndefined();
  });

  it('accepts positive integers written with digits only', () => {
    expect(parseLimit('1')).toBe(1);
    expect(parseLimit('42')).toBe(42);
    expect(parseLimit('100000000000')).toBe(100000000000);
  });

  it.each(['', '0', '00', '01', '-1', '+1', '1.5', '1.0', '1e3', 'abc', ' 1', '1 ', '0x10', 'Infinity', 'NaN', '١'])(
    'rejects %j as invalid_limit',
    (raw) => {
      expect(codeOf(() => parseLimit(raw))).toBe('invalid_limit');
    },
  );
});

describe('parseSearchQuery', () => {
  it('rejects a missing or empty q as missing_query', () => {
    expect(codeOf(() => parseSearchQuery(null))).toBe('missing_query');
    expect(codeOf(() => parseSearchQuery(''))).toBe('missing_query');
  });

  it('keeps whitespace: a single space is a valid query', () => {
    expect(parseSearchQuery(' ')).toBe(' ');
  });

  it('counts code points, not UTF-16 units, against the 256 limit', () => {
    expect(parseSearchQuery('😀'.repeat(256))).toHaveLength(512);
    expect(codeOf(() => parseSearchQuery('😀'.repeat(257)))).toBe('invalid_query');
    expect(codeOf(() => parseSearchQuery('a'.repeat(257)))).toBe('invalid_query');
    expect(parseSearchQuery('a'.repeat(256))).toHaveLength(256);
  });
});
