import type { ApiIndex } from '../api-index.ts';
import type { SearchResult } from '../schemas/search-result.ts';
import { articleKeys, projectKeys } from './folded-keys.ts';
import { foldCase } from './text-match.ts';

/**
 * Case-insensitive substring search: projects on title, tagline and problem (in project order),
 * then articles on title, excerpt and tags (newest first).
 */
export function search(index: ApiIndex, query: string): SearchResult[] {
  const needle = foldCase(query);
  const hit = (keys: { searchable: string[] } | undefined) => keys?.searchable.some((field) => field.includes(needle)) === true;
  const projects = projectKeys(index.projects);
  const articles = articleKeys(index.articles);
  const projectResults: SearchResult[] = index.projects
    .filter((_, i) => hit(projects[i]))
    .map(({ summary }) => ({
      type: 'project',
      id: summary.id,
      title: summary.title,
      excerpt: summary.tagline,
      url: `${index.baseUrl}/projects/${summary.id}`,
    }));
  const articleResults: SearchResult[] = index.articles
    .filter((_, i) => hit(articles[i]))
    .map((article) => ({
      type: 'article',
      id: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      url: `${index.baseUrl}/articles/${article.slug}`,
    }));
  return [...projectResults, ...articleResults];
}
