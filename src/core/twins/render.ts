/** A document's markdown twin: its collection's own renderer, or `genericTwin` for a list without one. */
import type { Paragraph } from 'mdast';
import type { Collection, ListCollection } from '../collections/define.ts';
import { listCollectionNamed, type Documents } from '../collections/documents.ts';
import { idOf, placesOf } from '../collections/paths.ts';
import { pictureOf } from '../collections/pictures.ts';
import { articleTwin } from './article-twin.ts';
import { fact, heading, link, list, paragraph, toMarkdown } from './mdast.ts';
import { profileTwin } from './profile-twin.ts';
import { projectTwin } from './project-twin.ts';

/** Absolute URLs, built from the site's origin. */
export interface TwinContext {
  /** Every twin lists its document's page and JSON. */
  addresses: Paragraph[];
  /** The profile links its projects' twins. */
  twinOf(collection: string, id: string): string;
}

type Renderer<T> = (document: T, context: TwinContext) => string;
type DocumentOf<Name extends keyof Documents> = Documents[Name] extends (infer Item)[] ? Item : Documents[Name];

const TWIN_RENDERERS: { readonly [Name in keyof Documents]?: Renderer<DocumentOf<Name>> } = {
  profile: profileTwin,
  projects: projectTwin,
  articles: articleTwin,
};

export function renderTwin(row: Collection, document: Record<string, unknown>, baseUrl: string): string {
  const { page, api } = placesOf(row, idOf(row, document));
  const context: TwinContext = {
    addresses: [fact('Web page', link(baseUrl + page)), fact('JSON', link(baseUrl + api))],
    twinOf: (collection, id) => baseUrl + placesOf(listCollectionNamed(collection), id).twin,
  };
  // An item's cover is its twin's first line, `![alt](url)`; the portrait stays on the pages.
  const cover = row.kind === 'list' ? pictureOf(document) : undefined;
  const coverLine = cover ? `${toMarkdown([paragraph({ type: 'image', url: cover.src, alt: cover.alt })])}\n` : '';
  const renderer = (TWIN_RENDERERS as Readonly<Record<string, unknown>>)[row.name];
  // Each renderer is written for its own collection's documents, which is what `document` is.
  if (renderer) return coverLine + (renderer as Renderer<Record<string, unknown>>)(document, context);
  if (row.kind === 'list') return coverLine + genericTwin(row, document, context);
  throw new Error(`The ${row.name} collection has no markdown twin renderer: add one to src/core/twins/render.ts.`);
}

/** For a collection without a twin of its own: title, excerpt, every other field as a fact, addresses. */
function genericTwin(row: ListCollection, item: Record<string, unknown>, context: TwinContext): string {
  const shown = new Set([row.search.title, row.search.excerpt, row.idField]);
  const facts = Object.entries(item)
    .filter(([field, value]) => !shown.has(field) && value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([field, value]) => fact(field, factValue(value)));
  return toMarkdown([
    heading(1, String(item[row.search.title])),
    paragraph(String(item[row.search.excerpt])),
    list([...facts, ...context.addresses]),
  ]);
}

/** Words as they read; any other value that is not text, as JSON. */
function factValue(value: unknown): string {
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}
