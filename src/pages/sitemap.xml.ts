import type { APIContext } from 'astro';
import { getDocuments, textFile } from '../site/site-data.ts';
import { sitemapXml } from '../site/feeds/sitemap.ts';

export async function GET({ site }: APIContext) {
  return textFile(sitemapXml(await getDocuments(), site), 'application/xml; charset=utf-8');
}
