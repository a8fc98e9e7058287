import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

// Runs after the build (the edge function imports the baked index), so every file type-checks as shipped.
it('the whole project type-checks in strict mode', () => {
  const result = spawnSync('node_modules/.bin/tsc', ['--noEmit', '-p', '.'], { encoding: 'utf8' });
  expect(result.stdout).toBe('');
  expect(result.status).toBe(0);
});
