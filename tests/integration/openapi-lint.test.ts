import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { siteRoot } from '../support/http.ts';

it('the built OpenAPI document passes redocly lint without errors', () => {
  const lint = spawnSync(
    'npx',
    ['redocly', 'lint', path.join(siteRoot(), 'dist/api/openapi.json'), '--format', 'json'],
    { encoding: 'utf8' },
  );
  const report = JSON.parse(lint.stdout) as {
    totals: { errors: number };
    problems: { severity: string; message: string }[];
  };
  expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
  expect(report.totals.errors).toBe(0);
  expect(lint.status).toBe(0);
});
