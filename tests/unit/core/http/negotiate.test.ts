import { expect, it } from 'vitest';
import {
  acceptsJson,
  JSON_MEDIA_TYPE,
  parseAccept,
  prefersMarkdown,
  qualityOf,
} from '../../../../src/core/http/negotiate.ts';

it.each([
  // No usable header: anything is acceptable.
  [null, true],
  ['', true],
  [' , ,', true],
  // Exact type, case-insensitive, with the served charset.
  ['application/json', true],
  ['Application/Json; Charset=UTF-8', true],
  ['application/json; charset="utf-8"', true],
  ['application/json, text/html', true],
  // Wildcards.
  ['*/*', true],
  ['application/*', true],
  ['text/html;q=0.9, */*;q=0.1', true],
  // Nothing that covers JSON.
  ['text/html', false],
  ['text/*', false],
  // q=0 excludes, and the most specific range wins over a wildcard.
  ['text/html, application/json;q=0', false],
  ['text/html, application/json;q=0.001', true],
  ['application/json;q=0, */*;q=0.5', false],
  ['application/*;q=0, */*', false],
  ['application/*;q=0, application/json', true],
  ['*/*;q=0', false],
  ['application/json; Q=0', false],
  ['application/json ;q=0', false],
  ['application/json;q=0.000', false],
  // Parameters: a range with more matching parameters is more specific.
  ['application/json;q=0, application/json;charset=utf-8', true],
  ['application/json;charset=utf-8;q=0, application/json', false],
  ['application/json;charset=iso-8859-1', false],
  ['application/json;version=2', false],
  ['application/json;version=2, */*;q=0.1', true],
  ['application/json;__proto__=x', false],
  // Equally specific ranges: the highest weight wins.
  ['application/json;q=0, application/json;q=0.5', true],
  // After the weight come extensions, not media-type parameters.
  ['application/json;q=0;charset=utf-8', false],
  ['application/json;q=1;version=2', true],
  // Commas inside quoted strings do not split the list.
  ['text/html;level="a,b", application/json', true],
  ['text/html;level="a,b, application/json"', false],
  ['text/html;level="a\\"b", application/json', true],
  // Malformed elements are skipped; a header with nothing well-formed is disregarded.
  ['garbage', true],
  ['text/html, garbage', false],
  ['text/html, */json', false],
  ['text/html, application/json/extra', false],
  ['text/html, application/json;q=2', false],
  ['text/html, application/json;q=abc', false],
  ['text/html, application/json;q=1e0', false],
  ['text/html, application/json;foo', false],
  ['text/html, application/json;foo=a b', false],
  ['text/html, application/j son', false],
  // What old clients send: a lone `*` and a weight without its leading zero.
  ['text/html, image/gif, image/jpeg, *; q=.2, */*; q=.2', true],
  ['text/html, application/json;q=.5', true],
] as const)('acceptsJson(%j) is %s', (header, acceptable) => {
  expect(acceptsJson(header)).toBe(acceptable);
});

it('qualityOf gives the weight of the most specific matching range', () => {
  expect(qualityOf(JSON_MEDIA_TYPE, 'application/json;q=0.7, application/*;q=0.3, */*;q=0.1')).toBe(0.7);
  expect(qualityOf(JSON_MEDIA_TYPE, 'application/*;q=0.3, */*;q=0.1')).toBe(0.3);
  expect(qualityOf(JSON_MEDIA_TYPE, 'text/html, */*;q=0.1')).toBe(0.1);
  expect(qualityOf(JSON_MEDIA_TYPE, 'text/html')).toBe(0);
  expect(qualityOf(JSON_MEDIA_TYPE, null)).toBe(1);
});

it('parseAccept reads type, subtype, unquoted parameters and weight, lowercasing, leaving out malformed elements', () => {
  expect(parseAccept('Text/HTML;Level=1;q=0.5, nonsense, a/b;q=5, c/d;x="1,\\"2", */e, */*')).toEqual([
    { type: 'text', subtype: 'html', parameters: new Map([['level', '1']]), weight: 0.5 },
    { type: 'c', subtype: 'd', parameters: new Map([['x', '1,"2']]), weight: 1 },
    { type: '*', subtype: '*', parameters: new Map(), weight: 1 },
  ]);
});

it.each([
  ['text/markdown', true],
  ['text/markdown;q=0.8, text/html;q=0.8', true],
  ['text/markdown;charset=utf-8', true],
  ['text/markdown;q=0', false],
  ['text/*', false],
  ['text/*;q=1, text/markdown;q=0.5', false],
  ['text/*;q=0.5, text/markdown', true],
  ['text/markdown;charset=iso-8859-1', false],
  ['text/markdown; variant=GFM, text/html;q=0.9', true],
  ['text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', false],
  // No Accept header gets the page.
  [null, false],
])('prefersMarkdown(%s) is %s (markdown for agents on the page URLs)', (accept, expected) => {
  expect(prefersMarkdown(accept)).toBe(expected);
});
