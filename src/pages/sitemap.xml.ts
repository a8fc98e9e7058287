import type { APIContext } from 'astro';
import { getDocuments } from '../site/site-data.ts';
import { sitemapXml } from '../site/feeds/sitemap.ts';
import { textFile } from '../site/feeds/text-file.ts';

export async function GET({ site }: APIContext) {
  return textFile(sitemapXml(await getDocuments(), site), 'application/xml; charset=utf-8');
}
