/** Each document's twin as a resource at its own URL: the profile a resource, each list a template completing slugs. */
import { ResourceNotFoundError, ResourceTemplate, type McpServer, type Resource } from '@modelcontextprotocol/server';
import type { Collection, ListCollection } from '../core/collections/define.ts';
import { capitalised } from '../core/collections/operations.ts';
import { placesOf } from '../core/collections/paths.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { decodeUnreserved } from '../core/http/routes.ts';
import { registerViews, VIEW_RESOURCES } from './apps.ts';
import type { McpData } from './data.ts';

const MARKDOWN_MIME_TYPE = 'text/markdown';

export type Completer = (typed: string) => string[];

/** A document's twin at its own URL; a slug the index does not list is not found, under the URI the client `sent`. */
export async function readTwin(data: McpData, row: Collection, slug?: string, sent?: string) {
  const text = await data.twin(row, slug);
  const uri = `${data.index.baseUrl}${placesOf(row, slug).twin}`;
  if (text === undefined) throw new ResourceNotFoundError(sent ?? uri);
  return { contents: [{ uri, mimeType: MARKDOWN_MIME_TYPE, text }] };
}

export const completeSlugs = (data: McpData, row: ListCollection, typed: string): string[] =>
  data
    .items(row)
    .map((item) => String(item[row.idField]))
    .filter((slug) => slug.toLowerCase().startsWith(typed.toLowerCase()));

export function itemResource(data: McpData, row: ListCollection, item: Record<string, unknown>): Resource {
  const id = String(item[row.idField]);
  const lastModified = row.lastModified === undefined ? undefined : item[row.lastModified];
  const resource = {
    uri: `${data.index.baseUrl}${placesOf(row, id).twin}`,
    name: id,
    title: String(item[row.search.title]),
    description: String(item[row.search.excerpt]),
    mimeType: MARKDOWN_MIME_TYPE,
  };
  return typeof lastModified === 'string' ? { ...resource, annotations: { lastModified } } : resource;
}

export function resourceLink(resource: Resource) {
  const { description: _description, annotations: _annotations, ...link } = resource;
  return { type: 'resource_link' as const, ...link };
}

export async function registerResources(server: McpServer, data: McpData, apps: boolean) {
  const completers = new Map<string, Record<string, Completer>>();
  const twins: (() => Resource[])[] = [];
  const base = data.index.baseUrl;
  for (const row of COLLECTIONS as readonly Collection[]) {
    if (row.kind === 'singleton') {
      const document = (await data.document(row)) ?? {};
      const uri = `${base}${placesOf(row).twin}`;
      const metadata = {
        title: String(document[row.resource.title]),
        description: String(document[row.resource.description]),
        mimeType: MARKDOWN_MIME_TYPE,
      };
      server.registerResource(row.name, uri, metadata, () => readTwin(data, row));
      twins.push(() => [{ uri, name: row.name, ...metadata }]);
      continue;
    }
    const uriTemplate = `${base}${placesOf(row, '{slug}').twin}`;
    // Completed by the server's own completion handler (src/mcp/create-server.ts).
    completers.set(uriTemplate, { slug: (typed: string) => completeSlugs(data, row, typed) });
    const listed = () => data.items(row).map((item) => itemResource(data, row, item));
    twins.push(listed);
    const template = new ResourceTemplate(uriTemplate, { list: () => ({ resources: listed() }) });
    const title = `${capitalised(row.singular)} as markdown`;
    const description = `${row.get.description} Its markdown twin, by slug (complete the slug, or list the resources).`;
    // A slug written another way that RFC 3986 calls the same (`tram%2Dapp`) reads the resource as listed.
    server.registerResource(row.name, template, { title, description, mimeType: MARKDOWN_MIME_TYPE }, (uri, { slug }) =>
      readTwin(data, row, decodeUnreserved(String(slug)), uri.href),
    );
  }
  if (apps) {
    registerViews(server, data);
    // The SDK lists single resources before a template's: the views come after every twin, as listed without them.
    server.server.setRequestHandler('resources/list', () => ({
      resources: [...twins.flatMap((list) => list()), ...VIEW_RESOURCES],
    }));
  }
  return completers;
}
