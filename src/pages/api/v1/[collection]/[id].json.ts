import type { GetStaticPaths } from 'astro';
import { LIST_COLLECTIONS, itemsOf } from '../../../../core/collections/documents.ts';
import { getDocuments, jsonFile } from '../../../../site/site-data.ts';

/** `/api/v1/{name}/{id}.json` for every item of every list collection. */
export const getStaticPaths = (async () => {
  const documents = await getDocuments();
  return LIST_COLLECTIONS.flatMap((row) =>
    itemsOf(documents, row).map((item) => ({ params: { collection: row.name, id: String(item[row.idField]) }, props: { item } })),
  );
}) satisfies GetStaticPaths;

export function GET({ props }: { props: { item: unknown } }) {
  return jsonFile(props.item);
}
