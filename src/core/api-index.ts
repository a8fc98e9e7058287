import type { ArticleSummary } from './schemas/article.ts';
import type { ProjectSummary } from './schemas/project.ts';

/**
 * What the build bakes for the request-time layer: everything filters and search need, plus the
 * pre-rendered file (and its ETag) behind each public path. Small on purpose: no bodies.
 */
export interface ApiIndex {
  baseUrl: string;
  /** In project order; `problem` is searched but not listed. */
  projects: { summary: ProjectSummary; problem: string }[];
  /** Newest first. */
  articles: ArticleSummary[];
  /** Public path (`/api/v1/projects/x`) → the pre-rendered file that answers it. */
  files: Record<string, StaticFile>;
}

export interface StaticFile {
  /** Path of the file in the published site. */
  file: string;
  etag: string;
}
