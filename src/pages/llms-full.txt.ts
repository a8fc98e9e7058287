import type { APIContext } from 'astro';
import { MARKDOWN_CONTENT_TYPE } from '../core/contract.ts';
import { getDocuments, textFile } from '../site/site-data.ts';
import { llmsFullTxt } from '../site/feeds/llms-txt.ts';

export async function GET({ site }: APIContext) {
  return textFile(llmsFullTxt(await getDocuments(), site), MARKDOWN_CONTENT_TYPE);
}
