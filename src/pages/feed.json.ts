import type { APIContext } from 'astro';
import { getApiData, getArticleHtml } from '../lib/api-data.ts';
import { jsonFeed } from '../lib/json-feed.ts';
import { textFile } from '../lib/text-file.ts';

export async function GET({ site }: APIContext) {
  return textFile(JSON.stringify(jsonFeed(await getApiData(), await getArticleHtml(), site)), 'application/feed+json; charset=utf-8');
}
