import { JSON_FEED_CONTENT_TYPE } from '../core/contract.ts';
import { documentsFile, getFeedItems } from '../site/site-data.ts';
import { jsonFeed } from '../site/feeds/json-feed.ts';

export const GET = documentsFile(
  async (documents, site) => JSON.stringify(jsonFeed(documents, await getFeedItems(), site)),
  JSON_FEED_CONTENT_TYPE,
);
