/** `npm run dev` runs the functions too, which read what the build bakes: build once if it is missing. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BAKED_IMPORTS } from '../src/integrations/dev-server.ts';

if (!BAKED_IMPORTS.every((file) => existsSync(file)))
  execFileSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
