/** The site's documents, from the content collections: shared by every page and JSON file of one build. */
import { getCollection } from 'astro:content';
import {
  assembleDocuments,
  itemsOf,
  listCollectionNamed,
  summariesOf,
  type ContentRecords,
  type Documents,
  type ListName,
  type SummaryOf,
} from '../core/collections/documents.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { JSON_CONTENT_TYPE } from '../core/contract.ts';
import { buildOpenApiDocument } from '../core/openapi/document.ts';
import { FEED_COLLECTIONS, feedItems, type FeedItem } from './feeds/feed-items.ts';

let documents: Promise<Documents> | undefined;
const bodyHtml = new Map<string, Promise<ReadonlyMap<string, string>>>();

/** Every collection's API documents, in the contract's orders. */
export function getDocuments(): Promise<Documents> {
  documents ??= (async () => {
    const records: Record<string, Record<string, unknown>[]> = {};
    for (const row of COLLECTIONS)
      records[row.name] = (await getCollection(row.name)).map((entry) => entry.data as Record<string, unknown>);
    return assembleDocuments(records as ContentRecords);
  })();
  return documents;
}

/** A list collection's items as `GET /api/v1/{name}` lists them. */
export async function getSummaries<Name extends ListName>(name: Name): Promise<SummaryOf<Name>[]> {
  const row = listCollectionNamed(name);
  // The summary schema of the row named `name` parsed each item: `SummaryOf<Name>` is its output.
  return summariesOf(row, itemsOf(await getDocuments(), row)) as SummaryOf<Name>[];
}

/** Each item's body as HTML (slug → HTML), rendered when the content was read (sources/load-site.ts). */
export function getBodyHtml(name: ListName): Promise<ReadonlyMap<string, string>> {
  let html = bodyHtml.get(name);
  if (!html) {
    html = getCollection(name).then(
      (entries) =>
        new Map(
          entries.map((entry) => {
            const html = entry.rendered?.html;
            if (html === undefined) throw new Error(`The ${name} entry "${entry.id}" has no rendered body.`);
            return [entry.id, html];
          }),
        ),
    );
    bodyHtml.set(name, html);
  }
  return html;
}

const drafts = new Map<string, Promise<ReadonlySet<string>>>();

/** The slugs of a list's drafts: `astro dev` shows them, marked; a build has none (sources/load-site.ts). Once per list: every page asks. */
export function getDrafts(name: ListName): Promise<ReadonlySet<string>> {
  if (!drafts.has(name))
    drafts.set(
      name,
      getCollection(name).then(
        (entries) => new Set(entries.filter((entry) => entry.data['draft'] === true).map((entry) => entry.id)),
      ),
    );
  return drafts.get(name)!;
}

/** What the feeds carry, newest first, each body as HTML. */
export async function getFeedItems(): Promise<FeedItem[]> {
  const bodies = FEED_COLLECTIONS.filter((row) => row.body !== undefined);
  // Each body collection is a collection of the registry, which is what `ListName` names.
  const html = await Promise.all(
    bodies.map(async (row) => [row.name, await getBodyHtml(row.name as ListName)] as const),
  );
  return feedItems(await getDocuments(), new Map(html));
}

/** A pre-rendered JSON file, compact as served. */
export function jsonFile(data: unknown): Response {
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': JSON_CONTENT_TYPE } });
}

/** The OpenAPI document, with the person the portfolio belongs to as its contact. */
export async function getOpenApiDocument(baseUrl: string) {
  const { profile } = await getDocuments();
  return buildOpenApiDocument(baseUrl, { name: profile.name, url: profile.links.site, email: profile.links.email });
}
