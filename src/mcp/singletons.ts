import type { Documents } from '../core/collections/documents.ts';
import { SINGLETON_COLLECTIONS } from '../core/collections/documents.ts';
import type { COLLECTIONS } from '../core/collections/registry.ts';
import type { McpData } from './data.ts';

type SingletonName = Extract<(typeof COLLECTIONS)[number], { kind: 'singleton' }>['name'];

/** Each singleton's document (the profile), by collection name. */
export type Singletons = Pick<Documents, SingletonName>;

/**
 * The singletons' documents: the server's name, instructions and the titles of its prompts and
 * resources come from them, so every request needs them (read once per instance, then from memory).
 */
export async function readSingletons(data: McpData): Promise<Singletons> {
  const entries = await Promise.all(SINGLETON_COLLECTIONS.map(async (row) => [row.name, await data.document(row)] as const));
  // Each file was emitted from its row's detail schema, which is what `Documents` says of it.
  return Object.fromEntries(entries) as unknown as Singletons;
}
