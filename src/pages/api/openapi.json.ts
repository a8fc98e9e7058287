import type { APIContext } from 'astro';
import { getOpenApiDocument, jsonFile } from '../../site/site-data.ts';

export async function GET({ site }: APIContext) {
  return jsonFile(await getOpenApiDocument(String(site).replace(/\/$/, '')));
}
