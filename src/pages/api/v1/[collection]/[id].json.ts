import type { GetStaticPaths } from 'astro';
import { LIST_COLLECTIONS, itemsOf, listCollectionNamed } from '../../../../core/collections/documents.ts';
import { apiItemPath } from '../../../../core/collections/paths.ts';
import { getApiFile, getDocuments, jsonText } from '../../../../site/site-data.ts';

/**
 * `/api/v1/{name}/{id}.json` for every item of every list collection, for `astro dev`. A build
 * writes the API files itself (src/integrations/publish-documents.ts), so this route has no paths
 * there.
 */
export const getStaticPaths = (async () => {
  if (import.meta.env.PROD) return [];
  const documents = await getDocuments();
  return LIST_COLLECTIONS.flatMap((row) => itemsOf(documents, row).map((item) => ({ params: { collection: row.name, id: String(item[row.idField]) } })));
}) satisfies GetStaticPaths;

export async function GET({ params }: { params: { collection: string; id: string } }) {
  return jsonText(await getApiFile(apiItemPath(listCollectionNamed(params.collection), params.id)));
}
