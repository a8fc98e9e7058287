import { fileURLToPath } from 'node:url';
import type { APIRoute, GetStaticPaths } from 'astro';
import { cacheDir, srcDir } from 'astro:config/server';
import { cardOf } from '../../site/cards/card-of.ts';
import { drawCard } from '../../site/cards/draw-card.ts';
import { everyDocument, type DocumentOf } from '../../site/document-files.ts';
import { getDocuments } from '../../site/site-data.ts';

/** Each document's social card, kept in Astro's cache folder by what it shows: a rebuild draws only the cards that changed. */
export const getStaticPaths = (async () =>
  everyDocument(await getDocuments()).map((props) => ({
    params: { card: props.places.card.slice('/cards/'.length, -'.png'.length) },
    props,
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<DocumentOf> = async ({ props, site }) => {
  const { profile } = await getDocuments();
  const card = cardOf(props.row, props.document, profile, site ?? new URL('http://localhost'));
  const png = await drawCard(card, fileURLToPath(new URL('cards/', cacheDir)), srcDir);
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
