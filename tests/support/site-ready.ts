/** Before a file of the site's tests: the suite's site, built in the background (global-setup.ts), is served, or the reason it is not. */
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

const ready = inject('siteReadyFile');
const deadline = Date.now() + 240_000;
while (ready && !existsSync(ready)) {
  if (Date.now() > deadline) throw new Error('The suite site was not served within 4 minutes.');
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const failure = ready ? readFileSync(ready, 'utf8') : '';
if (failure) throw new Error(failure);
