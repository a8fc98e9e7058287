/** Where each page lives. Paths have no trailing slash, as search results link to them. */
import type { ApiData } from '../core/content/assemble.ts';

export const paths = {
  home: '/',
  projects: '/projects',
  project: (id: string) => `/projects/${id}`,
  articles: '/articles',
  article: (slug: string) => `/articles/${slug}`,
  search: '/search',
  docs: '/docs/api',
  errors: '/docs/api#errors',
  llms: '/llms.txt',
  llmsFull: '/llms-full.txt',
  rss: '/rss.xml',
  jsonFeed: '/feed.json',
  sitemap: '/sitemap.xml',
  openApi: '/api/openapi.json',
  mcp: '/api/mcp',
  api: {
    profile: '/api/v1/profile',
    projects: '/api/v1/projects',
    project: (id: string) => `/api/v1/projects/${id}`,
    articles: '/api/v1/articles',
    article: (slug: string) => `/api/v1/articles/${slug}`,
    search: '/api/v1/search',
  },
} as const;

/** An absolute URL on this site: the origin fixed at build time plus a path. */
export function absolute(site: URL | string | undefined, path: string): string {
  if (!site) throw new Error('The site URL is not set: configure `site` in astro.config.mjs.');
  return new URL(path, site).href;
}

/** Every HTML page of the site with its last change where known (the 404 page is not one to index). */
export function sitePages(data: Pick<ApiData, 'projects' | 'articles'>): { path: string; lastmod?: string }[] {
  return [
    { path: paths.home },
    { path: paths.projects },
    ...data.projects.map((p) => ({ path: paths.project(p.id), lastmod: p.updatedAt })),
    { path: paths.articles },
    ...data.articles.map((a) => ({ path: paths.article(a.slug), lastmod: a.publishedAt })),
    { path: paths.search },
    { path: paths.docs },
  ];
}
