/** The feed as JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
import type { Documents } from '../../core/collections/documents.ts';
import { absolute, paths, type Site } from '../site-paths.ts';
import { FEED_HOME, feedDescription, feedTitle, type FeedItem } from './feed-items.ts';

export function jsonFeed(data: Documents, items: readonly FeedItem[], site: Site) {
  const author = { name: data.profile.name, url: absolute(site, paths.home) };
  return {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedTitle(data),
    description: feedDescription(data),
    home_page_url: absolute(site, FEED_HOME),
    feed_url: absolute(site, paths.jsonFeed),
    language: 'en',
    authors: [author],
    items: items.map((item) => {
      const url = absolute(site, item.path);
      return {
        id: url,
        url,
        title: item.title,
        summary: item.summary,
        // An item needs a content: an item without a body gives its summary as text.
        ...(item.html === undefined ? { content_text: item.summary } : { content_html: item.html }),
        date_published: item.date,
        tags: item.tags,
        authors: [author],
      };
    }),
  };
}
