/**
 * Loaded first by `npm run dev` (package.json): the site's absolute links name the address the dev
 * server listens on (PORT, else Astro's 4321) unless SITE_URL names another, as `npm start` does for its port.
 */
process.env['SITE_URL'] ||= `http://localhost:${process.env['PORT'] || 4321}`;
