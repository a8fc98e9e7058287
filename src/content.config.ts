import { defineCollection } from 'astro:content';
import type { Collection } from './core/collections/define.ts';
import { COLLECTIONS } from './core/collections/registry.ts';
import { collectionLoader } from './sources/loaders.ts';

/** One content collection per registry row (src/sources/loaders.ts). */
export const collections = Object.fromEntries(
  (COLLECTIONS as readonly Collection[]).map((row) => [row.name, defineCollection({ loader: collectionLoader(row) })]),
);
