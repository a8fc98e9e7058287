import type { APIContext } from 'astro';
import { getDocuments } from '../site/site-data.ts';
import { sitemapXml } from '../site/feeds/sitemap.ts';
import { absolute, sitePages } from '../site/site-paths.ts';
import { textFile } from '../site/feeds/text-file.ts';

export async function GET({ site }: APIContext) {
  const pages = sitePages(await getDocuments());
  return textFile(
    sitemapXml(pages.map(({ path, lastmod }) => ({ loc: absolute(site, path), lastmod }))),
    'application/xml; charset=utf-8',
  );
}
