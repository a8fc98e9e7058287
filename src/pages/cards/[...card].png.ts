import path from 'node:path';
import type { GetStaticPaths } from 'astro';
import type { Collection } from '../../core/collections/define.ts';
import { itemsOf } from '../../core/collections/documents.ts';
import { COLLECTIONS } from '../../core/collections/registry.ts';
import { drawCard } from '../../site/cards/draw-card.ts';
import { CARD_CACHE_DIR, cardOf, cardPath } from '../../site/cards/page-cards.ts';
import { getDocuments } from '../../site/site-data.ts';

/** A 1200×630 social card for the profile, every project and every article. */
export const getStaticPaths = (async () => {
  const documents = await getDocuments();
  return (COLLECTIONS as readonly Collection[]).flatMap((row) => {
    const docs = row.kind === 'list' ? itemsOf(documents, row) : [(documents as unknown as Record<string, Record<string, unknown>>)[row.name]!];
    return docs.map((document) => {
      const file = cardPath(row.name, row.kind === 'list' ? String(document[row.idField]) : undefined);
      return { params: { card: file.slice('/cards/'.length, -'.png'.length) }, props: { row, document } };
    });
  });
}) satisfies GetStaticPaths;

export async function GET({ props, site }: { props: { row: Collection; document: Record<string, unknown> }; site: URL | undefined }) {
  const { profile } = await getDocuments();
  const png = await drawCard(cardOf(props.row, props.document, profile, site ?? new URL('http://localhost')), path.resolve(CARD_CACHE_DIR));
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
