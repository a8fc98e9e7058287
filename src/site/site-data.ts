/** The site's documents, from the content collections: every page and published file reads them here. */
import type { APIRoute } from 'astro';
import { getCollection, getEntry } from 'astro:content';
import { assembleDocuments, type Documents, type ListName } from '../core/collections/documents.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { JSON_CONTENT_TYPE } from '../core/contract.ts';
import type { RawEntry } from '../core/content/problems.ts';
import { LOCAL_IMAGES } from '../core/content/validate.ts';
import type { Heading } from '../core/markdown/to-html.ts';
import { buildOpenApiDocument } from '../core/openapi/document.ts';
import { FEED_COLLECTIONS, feedItems } from './feeds/feed-items.ts';

let built: Promise<Documents> | undefined;

/** Assembled once a build, in the contract's orders; `astro dev` assembles them per request, as the content changes. */
export const getDocuments = (): Promise<Documents> => (import.meta.env.DEV ? assemble() : (built ??= assemble()));

async function assemble(): Promise<Documents> {
  const entries = await Promise.all(COLLECTIONS.map((row) => getCollection(row.name)));
  const records = Object.fromEntries(COLLECTIONS.map((row, i) => [row.name, entries[i]!.map((entry) => entry.data)]));
  return assembleDocuments(records);
}

/** An item's body as HTML and its headings, rendered when its collection was loaded (src/sources/loaders.ts). */
export async function getBody(name: ListName, id: string): Promise<{ html: string; headings: Heading[] }> {
  const rendered = (await getEntry(name, id))?.rendered;
  if (rendered === undefined) throw new Error(`The ${name} entry "${id}" has no rendered body.`);
  // What the loader stored (src/sources/loaders.ts); the generated entry types leave metadata's fields unknown.
  return { html: rendered.html, headings: (rendered.metadata?.['headings'] as Heading[] | undefined) ?? [] };
}

/** Every local image the content shows, by its published name (src/sources/content-images.ts publishes them). */
export async function getLocalImages() {
  const entries = (await Promise.all(COLLECTIONS.map((row) => getCollection(row.name)))).flat();
  const images = entries.flatMap((entry) => (entry.data[LOCAL_IMAGES] as RawEntry['images']) ?? []);
  return new Map(images.map((image) => [image.name, image]));
}

/** Whether an item is a draft: `astro dev` shows drafts, marked; a build has none. */
export const isDraft = async (name: ListName, id: string) => (await getEntry(name, id))?.data['draft'] === true;

export async function getFeedItems() {
  const html = await Promise.all(
    FEED_COLLECTIONS.filter((row) => row.body !== undefined).map(async (row) => {
      const entries = await getCollection(row.name as ListName);
      return [row.name, new Map(entries.map((entry) => [entry.id, entry.rendered?.html ?? '']))] as const;
    }),
  );
  return feedItems(await getDocuments(), new Map(html));
}

/** A pre-rendered file: the CDN picks the served type from the extension, this one is for dev. */
export const textFile = (body: string, contentType: string): Response =>
  new Response(body, { headers: { 'Content-Type': contentType } });

/** A pre-rendered JSON file, compact as served. */
export const jsonFile = (data: unknown): Response => textFile(JSON.stringify(data), JSON_CONTENT_TYPE);

export const documentsFile =
  (write: (documents: Documents, site: URL | undefined) => string | Promise<string>, contentType: string): APIRoute =>
  async ({ site }) =>
    textFile(await write(await getDocuments(), site), contentType);

/** The OpenAPI document, with the person the portfolio belongs to as its contact. */
export const getOpenApiDocument = async (baseUrl: string) =>
  buildOpenApiDocument(baseUrl, (await getDocuments()).profile);
