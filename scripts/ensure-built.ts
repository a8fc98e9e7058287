/** `npm run dev` runs the functions too, which read what the build bakes: build once if it is missing. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!['generated/api-index.json', 'generated/mcp-handler.mjs'].every((file) => existsSync(file)))
  execFileSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
