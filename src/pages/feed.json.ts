import { documentsFile, getFeedItems } from '../site/site-data.ts';
import { jsonFeed } from '../site/feeds/json-feed.ts';

export const GET = documentsFile(
  async (documents, site) => JSON.stringify(jsonFeed(documents, await getFeedItems(), site)),
  'application/feed+json; charset=utf-8',
);
