import { documentsFile } from '../site/site-data.ts';
import { absolute, paths } from '../site/site-paths.ts';

export const GET = documentsFile(
  (_, site) => `User-agent: *\nAllow: /\n\nSitemap: ${absolute(site, paths.sitemap)}\n`,
  'text/plain; charset=utf-8',
);
