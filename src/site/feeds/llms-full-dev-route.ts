/**
 * `/llms-full.txt` for `astro dev`. A build writes the file itself from the twins it has just
 * written (src/integrations/publish-documents.ts), so no twin is written twice; this route, which
 * writes them again, is added to the dev server only.
 */
import type { APIContext } from 'astro';
import { MARKDOWN_CONTENT_TYPE } from '../../core/contract.ts';
import { getDocuments } from '../site-data.ts';
import { llmsFullTxt } from './llms-txt.ts';
import { textFile } from './text-file.ts';

export async function GET({ site }: APIContext) {
  return textFile(llmsFullTxt(await getDocuments(), site), MARKDOWN_CONTENT_TYPE);
}
