import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';
import { siteRoot } from '../support/http.ts';

// Runs on the suite's build (the functions import the baked files), so every file type-checks as shipped.
it('the whole project type-checks in strict mode', () => {
  const result = spawnSync(path.join(siteRoot(), 'node_modules', '.bin', 'tsc'), ['--noEmit', '-p', siteRoot()], {
    encoding: 'utf8',
  });
  expect(result.stdout).toBe('');
  expect(result.status).toBe(0);
  // tsc over the whole project is CPU-bound work that a busy machine stretches past a minute.
}, 240_000);
