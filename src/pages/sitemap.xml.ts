import type { APIContext } from 'astro';
import { getApiData } from '../lib/api-data.ts';
import { sitemapXml } from '../lib/sitemap.ts';
import { absolute, sitePages } from '../lib/site-paths.ts';
import { textFile } from '../lib/text-file.ts';

export async function GET({ site }: APIContext) {
  const pages = sitePages(await getApiData());
  return textFile(sitemapXml(pages.map(({ path, lastmod }) => ({ loc: absolute(site, path), lastmod }))), 'application/xml; charset=utf-8');
}
