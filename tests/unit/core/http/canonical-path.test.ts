import { expect, it } from 'vitest';
import { canonicalPath } from '../../../../src/core/http/routes.ts';

it.each([
  ['/api/v1/projects/', '/api/v1/projects'],
  ['/api/v1/pro%6Aects', '/api/v1/projects'],
  ['/api/v1/pro%6aects//', '/api/v1/projects'],
  ['/api/v1/projects/caf%C3%A9', '/api/v1/projects/caf%C3%A9'],
  ['/api/v1/a%2Fb', '/api/v1/a%2Fb'],
  ['/api/v1/%7Eme%2e%5F', '/api/v1/~me._'],
  ['/', '/'],
])('canonicalPath(%s) is %s', (path, expected) => {
  expect(canonicalPath(path)).toBe(expected);
});
