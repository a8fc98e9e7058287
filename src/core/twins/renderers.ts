/**
 * How each collection's documents are written as markdown. Kept apart from the registry so that
 * the request-time bundles (the edge function), which import the registry, do not carry the
 * markdown tooling. A collection without an entry gets `genericTwin`: its fields, listed.
 */
import type { Article } from '../schemas/article.ts';
import type { Profile } from '../schemas/profile.ts';
import type { Project } from '../schemas/project.ts';
import { articleTwin } from './article-twin.ts';
import type { TwinContext } from './context.ts';
import { profileTwin } from './profile-twin.ts';
import { projectTwin } from './project-twin.ts';

type Renderer<T> = (document: T, context: TwinContext) => string;

export const TWIN_RENDERERS: Readonly<Record<string, Renderer<never>>> = {
  profile: profileTwin satisfies Renderer<Profile>,
  projects: projectTwin satisfies Renderer<Project>,
  articles: articleTwin satisfies Renderer<Article>,
};
