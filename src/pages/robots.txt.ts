import type { APIContext } from 'astro';
import { absolute, paths } from '../site/site-paths.ts';
import { textFile } from '../site/feeds/text-file.ts';

export function GET({ site }: APIContext) {
  return textFile(
    `User-agent: *\nAllow: /\n\nSitemap: ${absolute(site, paths.sitemap)}\n`,
    'text/plain; charset=utf-8',
  );
}
