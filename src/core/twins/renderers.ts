/** Apart from the registry so the edge bundle does not carry the markdown tooling; the default is `genericTwin`. */
import type { Documents } from '../collections/documents.ts';
import { articleTwin } from './article-twin.ts';
import type { TwinContext } from './context.ts';
import { profileTwin } from './profile-twin.ts';
import { projectTwin } from './project-twin.ts';

type Renderer<T> = (document: T, context: TwinContext) => string;
type DocumentOf<Name extends keyof Documents> = Documents[Name] extends readonly (infer Item)[]
  ? Item
  : Documents[Name];

export const TWIN_RENDERERS: { readonly [Name in keyof Documents]?: Renderer<DocumentOf<Name>> } = {
  profile: profileTwin,
  projects: projectTwin,
  articles: articleTwin,
};
