import type { GetStaticPaths } from 'astro';
import { MARKDOWN_CONTENT_TYPE } from '../core/contract.ts';
import { everyDocument, twinOfDocument } from '../outputs/document-files.ts';
import { renderTwin } from '../core/twins/render.ts';
import { textFile } from '../site/feeds/text-file.ts';
import { getDocuments } from '../site/site-data.ts';
import type { DocumentOf } from '../outputs/document-files.ts';

/**
 * The markdown twin of every document (`/index.md`, `/projects/{id}.md`, `/articles/{slug}.md`),
 * for `astro dev`. A build writes the twins itself (src/integrations/publish-documents.ts), so
 * this route has no paths there.
 */
export const getStaticPaths = (async () => {
  if (import.meta.env.PROD) return [];
  return everyDocument(await getDocuments()).map(({ row, document }) => ({ params: { twin: twinOfDocument(row, document).slice(1, -'.md'.length) }, props: { row, document } }));
}) satisfies GetStaticPaths;

export function GET({ props, site }: { props: DocumentOf; site: URL | undefined }) {
  return textFile(renderTwin(props.row, props.document, String(site ?? '').replace(/\/$/, '')), MARKDOWN_CONTENT_TYPE);
}
