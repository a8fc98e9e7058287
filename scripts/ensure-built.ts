/**
 * `npm run dev` runs the edge function and the MCP function too, and they read what the build
 * bakes (the index and the bundled MCP handler): build once if either is missing. Later content
 * edits need `npm run build` for those request-time answers; pages and static JSON update live.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (!['generated/api-index.json', 'generated/mcp-handler.mjs'].every((file) => existsSync(file))) {
  console.log('No baked API index or MCP handler yet: building once first.');
  execFileSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
}
