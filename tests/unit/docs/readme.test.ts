/** The README is for the owner first: short, their site in a picture, the two commands, then links into docs/. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');

it('fits in 200 lines, shows the sample site, gives the two commands and links only to files that exist', () => {
  expect(readme.split('\n').length).toBeLessThanOrEqual(200);
  expect(readme).toMatch(/!\[[^\]]+\]\(docs\/screenshot\.png\)/);
  expect(readme).toContain('npm ci && npm start');
  expect(readme).toContain('npm test');
  for (const [, target] of readme.matchAll(/\]\(((?:docs\/)?[^)#:\s]+)(?:#[^)]*)?\)/g))
    expect(existsSync(path.join(ROOT, target!)), target).toBe(true);
});
