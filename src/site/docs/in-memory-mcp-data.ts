/** The MCP server's data from the documents, through the function's own reader: the docs page, server card, tests. */
import type { Documents } from '../../core/collections/documents.ts';
import { fileOf } from '../../core/collections/paths.ts';
import { buildApiIndex } from '../../core/query/api-index.ts';
import type { McpView } from '../../core/collections/define.ts';
import { viewFile, VIEWS } from '../../mcp/apps.ts';
import { publishedData, type McpData } from '../../mcp/data.ts';
import { apiFiles, everyDocument, twinOf } from '../document-files.ts';
import { viewDocument } from '../mcp-apps/view-documents.ts';

export function inMemoryData(documents: Documents, baseUrl: string): McpData {
  const files = new Map<string, () => string>();
  for (const [path, text] of apiFiles(documents)) files.set(fileOf(path), () => text);
  for (const { row, document, places } of everyDocument(documents))
    files.set(places.twin, () => twinOf(row, document, baseUrl));
  for (const view of Object.keys(VIEWS) as McpView[]) files.set(viewFile(view), () => viewDocument(view));
  return publishedData(buildApiIndex(baseUrl, documents, {}), async (path) => {
    const render = files.get(path);
    if (render === undefined) throw new Error(`Nothing is published at ${path}.`);
    return render();
  });
}
