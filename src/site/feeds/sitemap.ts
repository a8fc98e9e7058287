/** sitemap.xml (https://www.sitemaps.org/protocol.html): every HTML page, with its last change where known. */
import { itemsOf, LIST_COLLECTIONS, type Documents } from '../../core/collections/documents.ts';
import { idOf, placesOf } from '../../core/collections/paths.ts';
import { tagPages } from '../../core/content/tags.ts';
import { absolute, paths } from '../site-paths.ts';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** The 404 page is not one to index. */
const sitePages = (documents: Documents): { path: string; lastmod?: unknown }[] => [
  { path: paths.home },
  ...LIST_COLLECTIONS.flatMap((list) => [
    { path: list.page },
    ...itemsOf(documents, list).map((item) => ({
      path: placesOf(list, idOf(list, item)).page,
      lastmod: list.lastModified === undefined ? undefined : item[list.lastModified],
    })),
  ]),
  { path: paths.tags },
  ...tagPages(documents.articles).map((page) => ({ path: paths.tag(page.tag), lastmod: page.items[0]!.publishedAt })),
  ...[paths.resumePage, paths.search, paths.docs].map((path) => ({ path })),
];

export function sitemapXml(documents: Documents, site: URL | undefined): string {
  const urls = sitePages(documents).map(({ path, lastmod }) => {
    const modified = typeof lastmod === 'string' && lastmod !== '' ? `<lastmod>${lastmod}</lastmod>` : '';
    return `  <url><loc>${escapeXml(absolute(site, path))}</loc>${modified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
