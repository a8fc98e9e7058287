import type { APIContext } from 'astro';
import { getDocuments, getFeedItems, textFile } from '../site/site-data.ts';
import { jsonFeed } from '../site/feeds/json-feed.ts';

export async function GET({ site }: APIContext) {
  return textFile(
    JSON.stringify(jsonFeed(await getDocuments(), await getFeedItems(), site)),
    'application/feed+json; charset=utf-8',
  );
}
