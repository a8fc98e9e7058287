import type { APIContext } from 'astro';
import { VCARD_CONTENT_TYPE } from '../core/contract.ts';
import { getDocuments, textFile } from '../site/site-data.ts';
import { vcard } from '../site/person/vcard.ts';

export async function GET({ site }: APIContext) {
  return textFile(vcard(await getDocuments(), site), VCARD_CONTENT_TYPE);
}
