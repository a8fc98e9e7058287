/**
 * Loaded first by `npm run dev` (package.json): the site's absolute links name the address the dev server listens on
 * (Astro's `--port`, else PORT, else Astro's 4321) unless SITE_URL names another, as `npm start` does for its port.
 */
const flag = process.argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
const port = flag < 0 ? process.env['PORT'] : (process.argv[flag]!.split('=')[1] ?? process.argv[flag + 1]);
process.env['SITE_URL'] ||= `http://localhost:${port || 4321}`;
