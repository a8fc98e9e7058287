import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getDocuments, getFeedItems } from '../site/site-data.ts';
import { FEED_HOME, feedDescription, feedTitle } from '../site/feeds/feed-items.ts';
import { absolute, paths } from '../site/site-paths.ts';

export async function GET({ site }: APIContext) {
  const data = await getDocuments();
  return rss({
    title: feedTitle(data),
    description: feedDescription(data),
    site: absolute(site, FEED_HOME),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en</language><atom:link href="${absolute(site, paths.rss)}" rel="self" type="application/rss+xml"/>`,
    items: (await getFeedItems()).map((item) => ({
      title: item.title,
      link: absolute(site, item.path),
      pubDate: new Date(item.date),
      description: item.summary,
      content: item.html,
      categories: item.tags,
    })),
  });
}
