/** `npm run dev`: the index a build bakes (src/integrations/bake-index.ts), from the files the dev server serves. */
import type { APIRoute } from 'astro';
import { fileOf } from '../core/collections/paths.ts';
import { OPENAPI_PATHS } from '../core/contract.ts';
import { etagOf } from '../core/http/etag.ts';
import { buildApiIndex, type StaticFile } from '../core/query/api-index.ts';
import { apiFiles } from './document-files.ts';
import { getDocuments, getOpenApiDocument, jsonFile } from './site-data.ts';
import { originOf } from './site-paths.ts';

export const GET: APIRoute = async ({ site }) => {
  const baseUrl = originOf(site);
  const documents = await getDocuments();
  const openApi = JSON.stringify(await getOpenApiDocument(baseUrl));
  const files: Record<string, StaticFile> = {};
  for (const [publicPath, text] of [...apiFiles(documents), ...OPENAPI_PATHS.map((path) => [path, openApi] as const)])
    files[publicPath] = { file: fileOf(publicPath), etag: await etagOf(text) };
  return jsonFile(buildApiIndex(baseUrl, documents, files));
};
