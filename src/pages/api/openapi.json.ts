import type { APIContext } from 'astro';
import { getOpenApiDocument, jsonFile } from '../../site/site-data.ts';
import { originOf } from '../../site/site-paths.ts';

export async function GET({ site }: APIContext) {
  return jsonFile(await getOpenApiDocument(originOf(site)));
}
