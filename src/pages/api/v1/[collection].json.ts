import type { GetStaticPaths } from 'astro';
import { itemsOf, summariesOf } from '../../../core/collections/documents.ts';
import { COLLECTIONS } from '../../../core/collections/registry.ts';
import { getDocuments, jsonFile } from '../../../site/site-data.ts';

/** `/api/v1/{name}.json` for every collection: a singleton's document, a list's summaries. */
export const getStaticPaths = (async () => {
  const documents = await getDocuments();
  return COLLECTIONS.map((row) => ({
    params: { collection: row.name },
    props: { body: row.kind === 'list' ? summariesOf(row, itemsOf(documents, row)) : documents[row.name] },
  }));
}) satisfies GetStaticPaths;

export function GET({ props }: { props: { body: unknown } }) {
  return jsonFile(props.body);
}
