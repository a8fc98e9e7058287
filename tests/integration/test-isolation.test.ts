import { realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../scripts/serve.ts';
import { siteRoot } from '../support/http.ts';

// `npm test` and `npm start` work side by side in one checkout: the suite builds and serves a
// temporary copy, never the checkout's own dist/, generated/ or .netlify/.
it.skipIf(process.env.SKIP_BUILD)('serves a temporary copy of the project, not the checkout', () => {
  expect(realpathSync(siteRoot())).not.toBe(realpathSync(PROJECT_ROOT));
  expect(realpathSync(siteRoot()).startsWith(realpathSync(tmpdir()))).toBe(true);
});
