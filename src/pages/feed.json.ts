/** The feed as JSON Feed 1.1 (https://www.jsonfeed.org/version/1.1/). */
import type { APIContext } from 'astro';
import { JSON_FEED_CONTENT_TYPE } from '../core/contract.ts';
import { getDocuments, getFeedItems, textFile } from '../site/site-data.ts';
import { FEED_HOME, feedDescription, feedTitle } from '../site/feeds/feed-items.ts';
import { absolute, paths } from '../site/site-paths.ts';

export async function GET({ site }: APIContext) {
  const data = await getDocuments();
  const author = { name: data.profile.name, url: absolute(site, paths.home) };
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: feedTitle(data),
    description: feedDescription(data),
    home_page_url: absolute(site, FEED_HOME),
    feed_url: absolute(site, paths.jsonFeed),
    language: 'en',
    authors: [author],
    items: (await getFeedItems()).map((item) => {
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
  return textFile(JSON.stringify(feed), JSON_FEED_CONTENT_TYPE);
}
