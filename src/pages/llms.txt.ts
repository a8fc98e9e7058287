import type { APIContext } from 'astro';
import { getDocuments } from '../site/site-data.ts';
import { llmsTxt } from '../site/feeds/llms-txt.ts';
import { textFile } from '../site/feeds/text-file.ts';

export async function GET({ site }: APIContext) {
  return textFile(llmsTxt(await getDocuments(), site), 'text/markdown; charset=utf-8');
}
