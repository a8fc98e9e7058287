/** The articles as a JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
import type { Documents } from '../../core/collections/documents.ts';
import { absolute, paths } from '../site-paths.ts';

type Site = URL | string | undefined;

export function feedTitle(data: Documents): string {
  return `${data.profile.name}: articles`;
}

export function feedDescription(data: Documents): string {
  return `Articles by ${data.profile.name}, ${data.profile.jobTitle}.`;
}

/** `articleHtml`: each article's body as HTML, by slug. */
export function jsonFeed(data: Documents, articleHtml: ReadonlyMap<string, string>, site: Site) {
  const author = { name: data.profile.name, url: absolute(site, paths.home) };
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedTitle(data),
    description: feedDescription(data),
    home_page_url: absolute(site, paths.articles),
    feed_url: absolute(site, paths.jsonFeed),
    language: 'en',
    authors: [author],
    items: data.articles.map((article) => {
      const url = absolute(site, paths.article(article.slug));
      return {
        id: url,
        url,
        title: article.title,
        summary: article.excerpt,
        content_html: articleHtml.get(article.slug) ?? '',
        date_published: article.publishedAt,
        tags: article.tags,
        authors: [author],
      };
    }),
  };
}
