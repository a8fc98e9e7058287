import { API_VERSION } from '../core/openapi/document.ts';
import type { McpData } from './data.ts';

export const SERVER_NAME = 'portfolio-content-api';

/** `serverInfo` of the initialize result. */
export function serverInfo({ details }: McpData): { name: string; title: string; version: string } {
  return { name: SERVER_NAME, title: `Portfolio of ${details.profile.name}`, version: API_VERSION };
}

/** Short guidance an AI client shows its model on connecting. */
export function serverInstructions({ details }: McpData): string {
  const { name, jobTitle } = details.profile;
  return [
    `Read-only portfolio of ${name} (${jobTitle}): profile, projects with full case studies, and articles.`,
    'Use get_profile for who they are; list_projects and list_articles for overviews and the slugs that get_project and get_article take; search to find projects and articles by keyword.',
    'The data changes only when the site is rebuilt.',
  ].join(' ');
}
