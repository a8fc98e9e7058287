import { sitemapXml } from '../site/feeds/sitemap.ts';
import { documentsFile } from '../site/site-data.ts';

export const GET = documentsFile(sitemapXml, 'application/xml; charset=utf-8');
