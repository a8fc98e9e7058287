/** `npm start`: build the site for this port, then serve it through the Netlify emulator until stopped. */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { recordServing } from './serving-address.ts';

const port = Number(process.env.PORT || 8888);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}
// Before building: a build for a port another server holds would be swapped in under that server, then fail to serve.
const refused = await new Promise<string | undefined>((resolve) => {
  const probe = createServer().once('error', (error: NodeJS.ErrnoException) => resolve(error.code));
  probe.listen(port, 'localhost', () => probe.close(() => resolve(undefined)));
});
if (refused) {
  const why =
    refused === 'EADDRINUSE'
      ? 'is in use, perhaps by another npm start: stop it, or'
      : `cannot be listened on (${refused}):`;
  console.error(`Port ${port} ${why} choose another port with PORT=<number> npm start.`);
  process.exit(1);
}
// Loaded once the port is known to be free: the emulator is most of this command's start-up.
const { PROJECT_ROOT, startSite } = await import('./serve.ts');
if (!process.argv.includes('--no-build')) {
  // The same build as `npm run build`, its absolute links (search results, error docs) pointing at this server.
  const env = { ...process.env, SITE_URL: process.env.SITE_URL || `http://localhost:${port}` };
  const build = spawnSync(process.execPath, ['scripts/build.ts'], { cwd: PROJECT_ROOT, env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const started = Date.now();
const site = await startSite({ port });
const forget = recordServing(PROJECT_ROOT, site.url);
console.log(
  `\nPortfolio Content API ready at ${site.url} (${Date.now() - started} ms)\n  API:     ${site.url}/api/v1/profile\n  OpenAPI: ${site.url}/api/openapi.json\n  MCP:     ${site.url}/api/mcp\nPress Ctrl-C to stop.`,
);

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  forget();
  site.close().then(
    () => process.exit(0),
    (error: unknown) => (console.error(error), process.exit(1)),
  );
};
// `on`, not `once`: the emulator's exit handler re-raises a signal that no other listener is left to handle.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// Through a shell that does not pass SIGTERM on, this process is re-parented when `npm start` goes away: it stops too.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && stop(), 500).unref();
