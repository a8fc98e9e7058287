import type { GetStaticPaths } from 'astro';
import { collectionNamed } from '../../../core/collections/documents.ts';
import { apiPath } from '../../../core/collections/paths.ts';
import { COLLECTIONS } from '../../../core/collections/registry.ts';
import { getApiFile, jsonText } from '../../../site/site-data.ts';

/**
 * `/api/v1/{name}.json` for every collection (a singleton's document, a list's summaries), for
 * `astro dev`. A build writes the API files itself (src/integrations/publish-documents.ts), so
 * this route has no paths there.
 */
export const getStaticPaths = (() => (import.meta.env.PROD ? [] : COLLECTIONS.map((row) => ({ params: { collection: row.name } })))) satisfies GetStaticPaths;

export async function GET({ params }: { params: { collection: string } }) {
  const row = collectionNamed(params.collection);
  return jsonText(row ? await getApiFile(apiPath(row)) : undefined);
}
