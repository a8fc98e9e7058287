/** Where each page lives. Paths have no trailing slash, as search results link to them. */
import type { ListCollection } from '../core/collections/define.ts';
import {
  collectionNamed,
  itemsOf,
  LIST_COLLECTIONS,
  listCollectionNamed,
  type Documents,
  type ListName,
} from '../core/collections/documents.ts';
import { SEARCH_OPERATION } from '../core/collections/operations.ts';
import { idOf, placesOf } from '../core/collections/paths.ts';
import { tagPages, tagSlug } from '../core/content/tags.ts';
import { DISCOVERY_PATHS, MCP_PATH, OPENAPI_PATHS } from '../core/contract.ts';

const profile = collectionNamed('profile');

export const paths = {
  home: '/',
  /** A list's page (`/projects`), or one item's (`/projects/{id}`). */
  page: (name: ListName, id?: string) => placesOf(listCollectionNamed(name), id).page,
  search: '/search',
  /** Every tag of the articles, or the page of one (`/tags/site-reliability`). */
  tags: '/tags',
  tag: (tag: string) => `/tags/${tagSlug(tag)}`,
  docs: DISCOVERY_PATHS.docs,
  errors: '/docs/api#errors',
  llms: DISCOVERY_PATHS.llms,
  llmsFull: '/llms-full.txt',
  rss: '/rss.xml',
  jsonFeed: '/feed.json',
  resume: '/resume.json',
  vcard: '/profile.vcf',
  sitemap: '/sitemap.xml',
  openApi: OPENAPI_PATHS[0],
  mcp: MCP_PATH,
  /** A document's social card; the profile's for every page without one of its own. */
  card: (collection?: string, id?: string) =>
    collection === undefined ? '/cards/index.png' : placesOf(collectionNamed(collection) ?? profile!, id).card,
  api: {
    profile: profile ? placesOf(profile).api : '',
    /** A list (`/api/v1/projects`), or one item of it (`/api/v1/projects/{id}`). */
    collection: (name: ListName, id?: string) => placesOf(listCollectionNamed(name), id).api,
    search: SEARCH_OPERATION.path,
  },
} as const;

/** An absolute URL on this site: the origin fixed at build time plus a path. */
export function absolute(site: URL | string | undefined, path: string): string {
  if (!site) throw new Error('The site URL is not set: configure `site` in astro.config.mjs.');
  return new URL(path, site).href;
}

/** Every HTML page of the site with its last change where known (the 404 page is not one to index). */
export function sitePages(documents: Documents): { path: string; lastmod?: string }[] {
  return [
    { path: paths.home },
    ...LIST_COLLECTIONS.flatMap((list) => [
      { path: list.page },
      ...itemsOf(documents, list).map((item) => ({
        path: placesOf(list, idOf(list, item)).page,
        ...lastModified(list, item),
      })),
    ]),
    { path: paths.tags },
    ...tagPages(documents.articles).map((page) => ({ path: paths.tag(page.tag), lastmod: page.items[0]!.publishedAt })),
    { path: paths.search },
    { path: paths.docs },
  ];
}

/** An item's last change, from the field its registry row names. */
function lastModified(list: ListCollection, item: Record<string, unknown>): { lastmod?: string } {
  const value = list.lastModified === undefined ? undefined : item[list.lastModified];
  return typeof value === 'string' ? { lastmod: value } : {};
}

/** Where a document also lives: its markdown twin and its JSON, for `<link rel="alternate">`. */
export function documentAlternates(collection: string, id?: string): { markdown: string; json: string } {
  const row = collectionNamed(collection);
  if (!row) throw new Error(`No collection is named "${collection}".`);
  const { twin, api } = placesOf(row, id);
  return { markdown: twin, json: api };
}
