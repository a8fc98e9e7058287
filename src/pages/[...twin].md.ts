import type { GetStaticPaths } from 'astro';
import type { Collection } from '../core/collections/define.ts';
import { itemsOf } from '../core/collections/documents.ts';
import { twinPath } from '../core/collections/paths.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { MARKDOWN_CONTENT_TYPE } from '../core/contract.ts';
import { renderTwin } from '../core/twins/render.ts';
import { textFile } from '../site/feeds/text-file.ts';
import { getDocuments } from '../site/site-data.ts';

/** The markdown twin of every document: `/index.md`, `/projects/{id}.md`, `/articles/{slug}.md`. */
export const getStaticPaths = (async () => {
  const documents = await getDocuments();
  return (COLLECTIONS as readonly Collection[]).flatMap((row) => {
    const docs = row.kind === 'list' ? itemsOf(documents, row) : [(documents as unknown as Record<string, Record<string, unknown>>)[row.name]!];
    return docs.map((document) => {
      const path = twinPath(row, row.kind === 'list' ? String(document[row.idField]) : undefined);
      return { params: { twin: path.slice(1, -'.md'.length) }, props: { row, document } };
    });
  });
}) satisfies GetStaticPaths;

export function GET({ props, site }: { props: { row: Collection; document: Record<string, unknown> }; site: URL | undefined }) {
  return textFile(renderTwin(props.row, props.document, String(site ?? '').replace(/\/$/, '')), MARKDOWN_CONTENT_TYPE);
}
