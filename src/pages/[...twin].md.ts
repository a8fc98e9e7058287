import type { APIRoute, GetStaticPaths } from 'astro';
import { MARKDOWN_CONTENT_TYPE } from '../core/contract.ts';
import { documentLinks } from '../core/http/links.ts';
import { everyDocument, twinOf, type DocumentOf } from '../site/document-files.ts';
import { getDocuments, textFile } from '../site/site-data.ts';
import { originOf } from '../site/site-paths.ts';

/** Every document's markdown twin: `/index.md`, `/projects/{id}.md`, `/articles/{slug}.md`. */
export const getStaticPaths = (async () =>
  everyDocument(await getDocuments()).map((props) => ({
    params: { twin: props.places.twin.slice(1, -'.md'.length) },
    props,
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<DocumentOf> = ({ props, site }) => {
  const twin = textFile(twinOf(props.row, props.document, originOf(site)), MARKDOWN_CONTENT_TYPE);
  // As a document's page (src/site/layouts/BaseLayout.astro): `npm run dev` applies no `_headers`.
  if (import.meta.env.DEV) twin.headers.set('Link', documentLinks(originOf(site), props.places));
  return twin;
};
