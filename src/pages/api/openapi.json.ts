import type { APIContext } from 'astro';
import { getOpenApiDocument, jsonFile } from '../../site/site-data.ts';
import { originOf } from '../../site/site-paths.ts';

export const GET = async ({ site }: APIContext) => jsonFile(await getOpenApiDocument(originOf(site)));
