/** The well-known documents, from the same documents as every page (src/site/well-known.ts). */
import { JSON_CONTENT_TYPE, LINKSET_CONTENT_TYPE } from '../core/contract.ts';
import { apiCatalog, mcpServerDocuments } from './well-known.ts';
import { inMemoryData } from './docs/in-memory-mcp-data.ts';
import { getDocuments } from './site-data.ts';

const baseUrlOf = (site: URL | undefined) => String(site).replace(/\/$/, '');

export const apiCatalogFile = ({ site }: { site: URL | undefined }): Response =>
  new Response(JSON.stringify(apiCatalog(baseUrlOf(site))), { headers: { 'Content-Type': LINKSET_CONTENT_TYPE } });

/** The MCP server card and the MCP Registry's `server.json`, as the server itself lists its tools and prompts. */
export async function mcpDocument(site: URL | undefined, which: 'card' | 'serverJson'): Promise<Response> {
  const documents = await mcpServerDocuments(inMemoryData(await getDocuments(), baseUrlOf(site)));
  const text = which === 'card' ? JSON.stringify(documents.card) : `${JSON.stringify(documents.serverJson, null, 2)}\n`;
  return new Response(text, { headers: { 'Content-Type': JSON_CONTENT_TYPE } });
}
