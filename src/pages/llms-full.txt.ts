import type { APIContext } from 'astro';
import { getApiData } from '../lib/api-data.ts';
import { llmsFullTxt } from '../lib/llms-txt.ts';
import { textFile } from '../lib/text-file.ts';

export async function GET({ site }: APIContext) {
  return textFile(llmsFullTxt(await getApiData(), site), 'text/markdown; charset=utf-8');
}
