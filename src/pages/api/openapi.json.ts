import type { APIContext } from 'astro';
import { buildOpenApiDocument } from '../../core/openapi/document.ts';
import { jsonFile } from '../../site/site-data.ts';

export function GET({ site }: APIContext) {
  return jsonFile(buildOpenApiDocument(String(site).replace(/\/$/, '')));
}
