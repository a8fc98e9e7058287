import { defineCollection } from 'astro:content';
import { COLLECTIONS } from './core/collections/registry.ts';
import { collectionLoader } from './sources/loaders.ts';

/** One content collection per registry row (src/sources/loaders.ts). */
export const collections = Object.fromEntries(
  COLLECTIONS.map((row) => [row.name, defineCollection({ loader: collectionLoader(row) })]),
);
