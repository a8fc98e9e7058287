import type { APIContext } from 'astro';
import { absolute, paths } from '../lib/site-paths.ts';
import { textFile } from '../lib/text-file.ts';

export function GET({ site }: APIContext) {
  return textFile(`User-agent: *\nAllow: /\n\nSitemap: ${absolute(site, paths.sitemap)}\n`, 'text/plain; charset=utf-8');
}
