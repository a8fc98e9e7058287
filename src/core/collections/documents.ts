/** The API documents of every collection, typed from the registry, and how validated content makes them. */
import type * as z from 'zod';
import { pickFields } from '../content/pick-fields.ts';
import type { Collection, ListCollection, SingletonCollection } from './define.ts';
import { keepPicture } from './pictures.ts';
import { COLLECTIONS } from './registry.ts';

type Row = (typeof COLLECTIONS)[number];
export type ListRow = Extract<Row, { kind: 'list' }>;

/** Every API document by collection: a singleton's document, a list's items in list order. */
export type Documents = {
  [R in Row as R['name']]: R extends ListRow ? z.output<R['detail']>[] : z.output<R['detail']>;
};

export type ListName = ListRow['name'];

/** A list's items as `GET /api/v1/{name}` lists them. */
export type SummaryOf<Name extends ListName> = z.output<Extract<ListRow, { name: Name }>['summary']>;

/** Validated content by collection: each list's records (fields, slug, rendered body); a singleton's one record. */
export type ContentRecords = Readonly<Record<string, readonly Record<string, unknown>[]>>;

export const LIST_COLLECTIONS: readonly ListCollection[] = COLLECTIONS.filter((row) => row.kind === 'list');

export const SINGLETON_COLLECTIONS: readonly SingletonCollection[] = COLLECTIONS.filter(
  (row) => row.kind === 'singleton',
);

export const collectionNamed = (name: string): Collection | undefined => COLLECTIONS.find((row) => row.name === name);

/** The row of a list collection that code names (a page template, a test); a missing one is a programming error. */
export function listCollectionNamed(name: string): ListCollection {
  const row = collectionNamed(name);
  if (row?.kind !== 'list') throw new Error(`No list collection is named "${name}".`);
  return row;
}

/** A collection's content type, in Contentful and in links between entries. */
export const contentTypeIdOf = (row: Collection): string => (row.kind === 'singleton' ? row.name : row.singular);

/** A document has exactly its schema's fields: what else its content holds (its order, its picture) is the site's. */
const documentOf = (schema: z.ZodObject, fields: Record<string, unknown>, record: Record<string, unknown>) =>
  keepPicture(schema.parse(pickFields(fields, schema)) as Record<string, unknown>, record);

/** Sorts and derives every API document; throws when a singleton has no record (validation reports that first). */
export function assembleDocuments(records: ContentRecords): Documents {
  const lists = Object.fromEntries(
    LIST_COLLECTIONS.map((row) => {
      const sorted = [...(records[row.name] ?? [])].sort((a, b) => row.order(a, b));
      return [row.name, sorted.map((record) => documentOf(row.detail, record, record))];
    }),
  );
  const documents = (COLLECTIONS as readonly Collection[]).map((row) => {
    if (row.kind === 'list') return [row.name, lists[row.name]];
    const [content] = records[row.name] ?? [];
    if (!content) throw new Error(`The ${row.name} collection is empty.`);
    return [row.name, documentOf(row.detail, row.assemble(content, lists) as Record<string, unknown>, content)];
  });
  // Each entry was parsed by its row's own schema, which is what `Documents` says of it.
  return Object.fromEntries(documents) as Documents;
}

/** The items of a list as listed: each document cut to the summary's fields. */
export const summariesOf = (row: ListCollection, items: readonly Record<string, unknown>[]) =>
  items.map((item) => row.summary.parse(pickFields(item, row.summary)));

export const itemsOf = (documents: Documents, row: ListCollection): readonly Record<string, unknown>[] =>
  (documents as unknown as Record<string, readonly Record<string, unknown>[]>)[row.name] ?? [];
