/**
 * `McpData` over documents held in memory, for the docs page (which asks the server what it lists
 * before anything is published) and for tests: each document's API file and markdown twin
 * rendered as the build publishes them, read through the same published-data.ts as the function.
 * Each is rendered when it is first read: listing what the server offers reads none of them (a
 * twin costs about half a millisecond, seconds for a large site's docs page).
 */
import type { Collection } from '../core/collections/define.ts';
import { itemsOf, type Documents } from '../core/collections/documents.ts';
import { apiItemPath, apiPath, fileOf, twinPath } from '../core/collections/paths.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { buildApiIndex } from '../core/query/api-index.ts';
import { renderTwin } from '../core/twins/render.ts';
import type { McpData } from './data.ts';
import { publishedData } from './published-data.ts';

export function inMemoryData(documents: Documents, baseUrl: string): McpData {
  const files = new Map<string, () => string>();
  for (const row of COLLECTIONS as readonly Collection[]) {
    if (row.kind === 'singleton') {
      const document = (documents as unknown as Record<string, Record<string, unknown>>)[row.name]!;
      files.set(fileOf(apiPath(row)), () => JSON.stringify(document));
      files.set(twinPath(row), () => renderTwin(row, document, baseUrl));
      continue;
    }
    for (const item of itemsOf(documents, row)) {
      const slug = String(item[row.idField]);
      files.set(fileOf(apiItemPath(row, slug)), () => JSON.stringify(item));
      files.set(twinPath(row, slug), () => renderTwin(row, item, baseUrl));
    }
  }
  return publishedData(buildApiIndex(baseUrl, documents, {}), async (path) => {
    const render = files.get(path);
    if (render === undefined) throw new Error(`Nothing is published at ${path}.`);
    return render();
  });
}
