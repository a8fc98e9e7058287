import type { APIContext } from 'astro';
import { textFile } from '../site/site-data.ts';
import { absolute, paths } from '../site/site-paths.ts';

export const GET = ({ site }: APIContext) =>
  textFile(`User-agent: *\nAllow: /\n\nSitemap: ${absolute(site, paths.sitemap)}\n`, 'text/plain; charset=utf-8');
