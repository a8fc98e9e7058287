/** For the docs page (before anything is published) and tests, through the function's own reader. */
import type { Collection } from '../../core/collections/define.ts';
import { itemsOf, type Documents } from '../../core/collections/documents.ts';
import { apiItemPath, apiPath, fileOf, twinPath } from '../../core/collections/paths.ts';
import { COLLECTIONS } from '../../core/collections/registry.ts';
import { buildApiIndex } from '../../core/query/api-index.ts';
import { renderTwin } from '../../core/twins/render.ts';
import { publishedData, type McpData } from '../../mcp/data.ts';

export function inMemoryData(documents: Documents, baseUrl: string): McpData {
  const files = new Map<string, () => string>();
  for (const row of COLLECTIONS as readonly Collection[]) {
    const items =
      row.kind === 'singleton'
        ? [(documents as unknown as Record<string, Record<string, unknown>>)[row.name]!]
        : itemsOf(documents, row);
    for (const item of items) {
      const slug = row.kind === 'list' ? String(item[row.idField]) : undefined;
      files.set(fileOf(row.kind === 'list' && slug !== undefined ? apiItemPath(row, slug) : apiPath(row)), () =>
        JSON.stringify(item),
      );
      files.set(twinPath(row, slug), () => renderTwin(row, item, baseUrl));
    }
  }
  return publishedData(buildApiIndex(baseUrl, documents, {}), async (path) => {
    const render = files.get(path);
    if (render === undefined) throw new Error(`Nothing is published at ${path}.`);
    return render();
  });
}
