/**
 * Serves the project this file sits in (its dist/, edge function and functions) through the
 * Netlify emulator on a free port, in its own process so the load generator never shares its
 * event loop. Prints `{"url": …}` once ready; stops on SIGTERM.
 */
import { startSite } from '../scripts/serve.ts';

const site = await startSite({ port: 0, quiet: true });
process.stdout.write(`${JSON.stringify({ url: site.url })}\n`);
process.once('SIGTERM', () => {
  site.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
