import type { APIContext } from 'astro';
import { getApiData } from '../lib/api-data.ts';
import { llmsTxt } from '../lib/llms-txt.ts';
import { textFile } from '../lib/text-file.ts';

export async function GET({ site }: APIContext) {
  return textFile(llmsTxt(await getApiData(), site), 'text/markdown; charset=utf-8');
}
