import type { ApiIndex } from '../api-index.ts';
import type { SearchResult } from '../schemas/search-result.ts';
import { foldCase } from './text-match.ts';

/**
 * Case-insensitive substring search: projects on title, tagline and problem (in project order),
 * then articles on title, excerpt and tags (newest first).
 */
export function search(index: ApiIndex, query: string): SearchResult[] {
  const needle = foldCase(query);
  const hit = (...fields: string[]) => fields.some((field) => foldCase(field).includes(needle));
  const projects: SearchResult[] = index.projects
    .filter(({ summary, problem }) => hit(summary.title, summary.tagline, problem))
    .map(({ summary }) => ({
      type: 'project',
      id: summary.id,
      title: summary.title,
      excerpt: summary.tagline,
      url: `${index.baseUrl}/projects/${summary.id}`,
    }));
  const articles: SearchResult[] = index.articles
    .filter((article) => hit(article.title, article.excerpt, ...article.tags))
    .map((article) => ({
      type: 'article',
      id: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      url: `${index.baseUrl}/articles/${article.slug}`,
    }));
  return [...projects, ...articles];
}
