/**
 * Every document as an MCP resource: its markdown twin, at the twin's own URL. The profile is a
 * resource of its own; each list collection is a resource template (`{base}/projects/{slug}.md`)
 * that lists its items in list order and completes their slugs (both from the index).
 * `resources/read` answers the very bytes the site serves at that URL, read when asked.
 */
import { McpServer, ResourceTemplate, type RegisteredResource, type RegisteredResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ReadResourceResult, Resource } from '@modelcontextprotocol/sdk/types.js';
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import type { Collection, ListCollection } from '../core/collections/define.ts';
import { twinPath } from '../core/collections/paths.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import type { McpData } from './data.ts';
import { quote } from '../core/errors/catalogue.ts';
import { indexedItems } from './indexed-items.ts';
import { ProtocolError } from './protocol-error.ts';
import type { Singletons } from './singletons.ts';

export const MARKDOWN_MIME_TYPE = 'text/markdown';

/** What was registered with the SDK, for the contract's overrides of `resources/read` and `completion/complete`. */
export interface ResourceRegistrations {
  fixed: ReadonlyMap<string, RegisteredResource>;
  templates: readonly RegisteredResourceTemplate[];
}

/** MCP's code for a resource that does not exist. */
export const RESOURCE_NOT_FOUND = -32002;

/** -32002, naming the URI and saying where the valid ones are. */
export function resourceNotFound(uri: string): ProtocolError {
  return new ProtocolError(
    RESOURCE_NOT_FOUND as ErrorCode,
    `Resource ${quote(uri)} not found. Call resources/list for every resource (or resources/templates/list for their URI templates).`,
  );
}

/** The twin of a document as `resources/read` answers it; unknown → -32002. */
export async function readTwin(data: McpData, uri: string, row: Collection, slug?: string): Promise<ReadResourceResult> {
  const text = await data.twin(row, slug);
  if (text === undefined) throw resourceNotFound(uri);
  return { contents: [{ uri, mimeType: MARKDOWN_MIME_TYPE, text }] };
}

/** A list's slugs that start with what was typed (case-insensitive), in list order. */
export function completeSlugs(data: McpData, row: ListCollection, typed: string): string[] {
  const prefix = typed.toLowerCase();
  return indexedItems(data.index, row)
    .map((item) => String(item[row.idField]))
    .filter((slug) => slug.toLowerCase().startsWith(prefix));
}

/** The resource of one item of a list (a document, or its entry in the index): its twin's URL, slug, title, excerpt and last change. */
export function itemResource(data: McpData, row: ListCollection, item: Record<string, unknown>): Resource {
  const id = String(item[row.idField]);
  const lastModified = row.lastModified === undefined ? undefined : item[row.lastModified];
  return {
    uri: `${data.index.baseUrl}${twinPath(row, id)}`,
    name: id,
    title: String(item[row.search.title]),
    description: String(item[row.search.excerpt]),
    mimeType: MARKDOWN_MIME_TYPE,
    ...(typeof lastModified === 'string' ? { annotations: { lastModified } } : {}),
  };
}

export function registerResources(server: McpServer, data: McpData, singletons: Singletons): ResourceRegistrations {
  const fixed = new Map<string, RegisteredResource>();
  const templates: RegisteredResourceTemplate[] = [];
  const base = data.index.baseUrl;
  for (const row of COLLECTIONS as readonly Collection[]) {
    if (row.kind === 'singleton') {
      const document = (singletons as unknown as Record<string, Record<string, unknown>>)[row.name] ?? {};
      const uri = `${base}${twinPath(row)}`;
      const registered = server.registerResource(
        row.name,
        uri,
        { title: String(document[row.resource.title]), description: String(document[row.resource.description]), mimeType: MARKDOWN_MIME_TYPE },
        () => readTwin(data, uri, row),
      );
      fixed.set(uri, registered);
      continue;
    }
    const uriTemplate = `${base}${twinPath(row, '{slug}')}`;
    const template = new ResourceTemplate(uriTemplate, {
      list: () => ({ resources: indexedItems(data.index, row).map((item) => itemResource(data, row, item)) }),
      complete: { slug: (typed) => completeSlugs(data, row, typed) },
    });
    templates.push(
      server.registerResource(
        row.name,
        template,
        {
          title: `${row.singular[0]?.toUpperCase() ?? ''}${row.singular.slice(1)} as markdown`,
          description: `${row.get.description} Its markdown twin, by slug (complete the slug, or list the resources).`,
          mimeType: MARKDOWN_MIME_TYPE,
        },
        (uri, { slug }) => readTwin(data, uri.href, row, String(slug)),
      ),
    );
  }
  return { fixed, templates };
}
