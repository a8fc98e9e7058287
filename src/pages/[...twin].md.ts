import type { APIRoute, GetStaticPaths } from 'astro';
import { MARKDOWN_CONTENT_TYPE } from '../core/contract.ts';
import { everyDocument, twinOf, type DocumentOf } from '../site/document-files.ts';
import { getDocuments, textFile } from '../site/site-data.ts';
import { originOf } from '../site/site-paths.ts';

/** Every document's markdown twin: `/index.md`, `/projects/{id}.md`, `/articles/{slug}.md`. */
export const getStaticPaths = (async () =>
  everyDocument(await getDocuments()).map((props) => ({
    params: { twin: props.places.twin.slice(1, -'.md'.length) },
    props,
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<DocumentOf> = ({ props, site }) =>
  textFile(twinOf(props.row, props.document, originOf(site)), MARKDOWN_CONTENT_TYPE);
