import type { ApiIndex } from '../api-index.ts';
import type { ArticleSummary } from '../schemas/article.ts';
import { foldCase } from './text-match.ts';

/** Case-folded comparison keys of one project, parallel to `ApiIndex.projects`. */
export interface ProjectKeys {
  status: string;
  /** title, tagline, problem: what search matches. */
  searchable: string[];
}

/** Case-folded comparison keys of one article, parallel to `ApiIndex.articles`. */
export interface ArticleKeys {
  tags: string[];
  /** title, excerpt, tags: what search matches. */
  searchable: string[];
}

/**
 * Folds once per list, not per request: the baked index never changes while it is served, so the
 * keys are remembered for each list object (and forgotten with it).
 */
function oncePerList<T extends object, K>(compute: (list: T) => K): (list: T) => K {
  const cache = new WeakMap<T, K>();
  return (list) => {
    let keys = cache.get(list);
    if (keys === undefined) {
      keys = compute(list);
      cache.set(list, keys);
    }
    return keys;
  };
}

export const projectKeys = oncePerList((projects: ApiIndex['projects']): ProjectKeys[] =>
  projects.map(({ summary, problem }) => ({
    status: foldCase(summary.status),
    searchable: [summary.title, summary.tagline, problem].map(foldCase),
  })),
);

export const articleKeys = oncePerList((articles: readonly ArticleSummary[]): ArticleKeys[] =>
  articles.map((article) => {
    const tags = article.tags.map(foldCase);
    return { tags, searchable: [foldCase(article.title), foldCase(article.excerpt), ...tags] };
  }),
);
