/** Where each page lives. Paths have no trailing slash, as search results link to them. */
import { collectionNamed, listCollectionNamed, type ListName } from '../core/collections/documents.ts';
import { SEARCH_OPERATION } from '../core/collections/operations.ts';
import { placesOf } from '../core/collections/paths.ts';
import { tagPath } from '../core/content/tags.ts';
import { DISCOVERY_PATHS, MCP_PATH, OPENAPI_PATHS } from '../core/contract.ts';

export const paths = {
  home: '/',
  /** A list's page (`/projects`), or one item's (`/projects/{id}`). */
  page: (name: ListName, id?: string) => placesOf(listCollectionNamed(name), id).page,
  search: '/search',
  tags: '/tags',
  tag: tagPath,
  docs: DISCOVERY_PATHS.docs,
  llms: DISCOVERY_PATHS.llms,
  llmsFull: '/llms-full.txt',
  rss: '/rss.xml',
  jsonFeed: '/feed.json',
  resumePage: '/resume',
  resume: '/resume.json',
  vcard: '/profile.vcf',
  sitemap: '/sitemap.xml',
  openApi: OPENAPI_PATHS[0],
  mcp: MCP_PATH,
  api: {
    profile: placesOf(collectionNamed('profile')!).api,
    collection: (name: ListName, id?: string) => placesOf(listCollectionNamed(name), id).api,
    search: SEARCH_OPERATION.path,
  },
} as const;

/** The site's address, as Astro gives it (`Astro.site`). */
export type Site = URL | string | undefined;

export const absolute = (site: Site, path: string): string => new URL(path, site).href;

/** The site's origin, as the API and the twins write it before a path. */
export const originOf = (site: Site): string => absolute(site, '/').replace(/\/$/, '');

/** Where a document lives: its page, its JSON, its markdown twin and its social card. */
export const placesOfDocument = (collection: string, id?: string) => placesOf(collectionNamed(collection)!, id);
