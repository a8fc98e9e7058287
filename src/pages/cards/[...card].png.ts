import { fileURLToPath } from 'node:url';
import type { APIRoute, GetStaticPaths } from 'astro';
import { cacheDir, srcDir } from 'astro:config/server';
import { cardOf } from '../../site/cards/card-of.ts';
import { drawCard } from '../../site/cards/draw-card.ts';
import { everyDocument } from '../../site/document-files.ts';
import { pictureOf } from '../../core/collections/pictures.ts';
import { getDocuments, getLocalImages } from '../../site/site-data.ts';

/** Each card starts as the paths are listed, so it is painted while the other routes render (docs/architecture.md). */
export const getStaticPaths = (async () => {
  const documents = await getDocuments();
  const cards = fileURLToPath(new URL('cards/', cacheDir));
  const images = await getLocalImages();
  return everyDocument(documents).map(({ row, document, places }) => {
    // A portrait or cover published from the content is drawn on the card; an https:// one is not fetched.
    const picture = images.get(pictureOf(document)?.src.split('/').pop() ?? '');
    const card = cardOf(row, document, documents.profile, new URL(import.meta.env.SITE));
    const png = drawCard(picture ? { ...card, picture } : card, cards, srcDir);
    // GET awaits it and reports a failure; until then a failure is not an unhandled rejection.
    png.catch(() => undefined);
    return { params: { card: places.card.slice('/cards/'.length, -'.png'.length) }, props: { png } };
  });
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ png: Promise<Buffer> }> = async ({ props }) =>
  new Response(new Uint8Array(await props.png), { headers: { 'Content-Type': 'image/png' } });
