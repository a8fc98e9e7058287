/**
 * How each collection's documents are written as markdown. Kept apart from the registry so that
 * the request-time bundles (the edge function), which import the registry, do not carry the
 * markdown tooling. A collection without an entry gets `genericTwin`: its fields, listed.
 */
import type { Documents } from '../collections/documents.ts';
import { articleTwin } from './article-twin.ts';
import type { TwinContext } from './context.ts';
import { profileTwin } from './profile-twin.ts';
import { projectTwin } from './project-twin.ts';

type Renderer<T> = (document: T, context: TwinContext) => string;
/** A collection's document as the registry types it: a list's item, or the singleton's document. */
type DocumentOf<Name extends keyof Documents> = Documents[Name] extends readonly (infer Item)[] ? Item : Documents[Name];

/** By collection name: each renderer takes its own collection's documents. */
export const TWIN_RENDERERS: { readonly [Name in keyof Documents]?: Renderer<DocumentOf<Name>> } = {
  profile: profileTwin,
  projects: projectTwin,
  articles: articleTwin,
};
