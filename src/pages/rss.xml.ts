import rss from '@astrojs/rss';
import type { APIContext } from 'astro';
import { getDocuments, getBodyHtml } from '../site/site-data.ts';
import { feedDescription, feedTitle } from '../site/feeds/json-feed.ts';
import { absolute, paths } from '../site/site-paths.ts';

export async function GET({ site }: APIContext) {
  const data = await getDocuments();
  const articleHtml = await getBodyHtml('articles');
  return rss({
    title: feedTitle(data),
    description: feedDescription(data),
    site: absolute(site, paths.articles),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData: `<language>en</language><atom:link href="${absolute(site, paths.rss)}" rel="self" type="application/rss+xml"/>`,
    items: data.articles.map((article) => ({
      title: article.title,
      link: absolute(site, paths.article(article.slug)),
      pubDate: new Date(article.publishedAt),
      description: article.excerpt,
      content: articleHtml.get(article.slug) ?? '',
      categories: article.tags,
    })),
  });
}
