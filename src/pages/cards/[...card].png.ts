import path from 'node:path';
import type { GetStaticPaths } from 'astro';
import { cardPath } from '../../core/collections/paths.ts';
import { cardOf } from '../../outputs/cards/card-of.ts';
import { drawCard } from '../../outputs/cards/draw-card.ts';
import { everyDocument, type DocumentOf } from '../../outputs/document-files.ts';
import { getDocuments } from '../../site/site-data.ts';
import { CARDS_CACHE_DIR } from '../../sources/build-cache.ts';

/**
 * Each document's social card, for `astro dev`; a build draws them itself, in workers while the
 * pages render (src/integrations/publish-documents.ts), so this route has no paths there.
 */
export const getStaticPaths = (async () => {
  if (import.meta.env.PROD) return [];
  return everyDocument(await getDocuments()).map(({ row, document }) => {
    const file = cardPath(row, row.kind === 'list' ? String(document[row.idField]) : undefined);
    return { params: { card: file.slice('/cards/'.length, -'.png'.length) }, props: { row, document } };
  });
}) satisfies GetStaticPaths;

export async function GET({ props, site }: { props: DocumentOf; site: URL | undefined }) {
  const { profile } = await getDocuments();
  const png = await drawCard(
    cardOf(props.row, props.document, profile, site ?? new URL('http://localhost')),
    path.resolve(CARDS_CACHE_DIR),
  );
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
