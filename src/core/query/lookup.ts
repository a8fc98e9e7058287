import type { ApiIndex, StaticFile } from '../api-index.ts';
import { articleKeys, projectKeys } from './folded-keys.ts';

/**
 * The baked index prepared for requests, once when it is loaded: Maps (so `__proto__` or
 * `constructor` never find an inherited property) and the case-folded keys filters and search use.
 */
export interface ApiLookup {
  index: ApiIndex;
  /** Public path (`/api/v1/profile`) → pre-rendered file. */
  files: ReadonlyMap<string, StaticFile>;
  /** Slug → the project's pre-rendered file. */
  projects: ReadonlyMap<string, StaticFile>;
  /** Slug → the article's pre-rendered file. */
  articles: ReadonlyMap<string, StaticFile>;
}

export function createLookup(index: ApiIndex): ApiLookup {
  const files = new Map(Object.entries(index.files));
  const bySlug = (collection: string, slugs: string[]) =>
    new Map(
      slugs.flatMap((slug): [string, StaticFile][] => {
        const file = files.get(`/api/v1/${collection}/${slug}`);
        return file ? [[slug, file]] : [];
      }),
    );
  projectKeys(index.projects);
  articleKeys(index.articles);
  return {
    index,
    files,
    projects: bySlug('projects', index.projects.map((p) => p.summary.id)),
    articles: bySlug('articles', index.articles.map((a) => a.slug)),
  };
}
