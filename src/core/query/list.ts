import type { ApiIndex } from '../api-index.ts';
import type { ArticleSummary } from '../schemas/article.ts';
import type { ProjectSummary } from '../schemas/project.ts';
import { equalsIgnoringCase, foldCase } from './text-match.ts';

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
  const matching = index.projects
    .map((p) => p.summary)
    .filter((p) => wanted === undefined || foldCase(p.status) === wanted);
  return limit === undefined ? matching : matching.slice(0, limit);
}

/** Article summaries newest first: tag filter first, then the limit. */
export function listArticles(index: Pick<ApiIndex, 'articles'>, { tag, limit }: ArticleFilter): ArticleSummary[] {
  const matching =
    tag === undefined ? index.articles : index.articles.filter((a) => a.tags.some((t) => equalsIgnoringCase(t, tag)));
  return limit === undefined ? matching : matching.slice(0, limit);
}
