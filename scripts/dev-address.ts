// Loaded first by `npm run dev`: absolute links name the dev server's address (Astro's `--port`, else PORT, else
// 4321) unless SITE_URL names another, as `npm start` does for its port.
const flag = process.argv.findIndex((arg) => arg === '--port' || arg.startsWith('--port='));
const port = flag < 0 ? process.env['PORT'] : (process.argv[flag]!.split('=')[1] ?? process.argv[flag + 1]);
process.env['SITE_URL'] ||= `http://localhost:${port || 4321}`;
