import type { ApiIndex } from '../api-index.ts';
import type { ArticleSummary } from '../schemas/article.ts';
import type { ProjectSummary } from '../schemas/project.ts';
import { articleKeys, projectKeys } from './folded-keys.ts';
import { foldCase } from './text-match.ts';

export interface ProjectFilter {
  status?: string | undefined;
  limit?: number | undefined;
}

export interface ArticleFilter {
  tag?: string | undefined;
  limit?: number | undefined;
}

/** Project summaries in project order: status filter first, then the limit. */
export function listProjects(index: Pick<ApiIndex, 'projects'>, { status, limit }: ProjectFilter): ProjectSummary[] {
  const wanted = status === undefined ? undefined : foldCase(status);
  const keys = projectKeys(index.projects);
  const matching = index.projects
    .filter((_, i) => wanted === undefined || keys[i]?.status === wanted)
    .map((p) => p.summary);
  return limit === undefined ? matching : matching.slice(0, limit);
}

/** Article summaries newest first: tag filter first, then the limit. */
export function listArticles(index: Pick<ApiIndex, 'articles'>, { tag, limit }: ArticleFilter): ArticleSummary[] {
  const wanted = tag === undefined ? undefined : foldCase(tag);
  const keys = articleKeys(index.articles);
  const matching =
    wanted === undefined ? index.articles : index.articles.filter((_, i) => keys[i]?.tags.includes(wanted) === true);
  return limit === undefined ? matching : matching.slice(0, limit);
}
