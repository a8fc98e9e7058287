import { API_VERSION } from '../core/contract.ts';
import { LIST_COLLECTIONS } from '../core/collections/documents.ts';
import { COLLECTION_OPERATIONS, joinWords, SEARCH_OPERATION } from '../core/collections/operations.ts';
import type { Singletons } from './singletons.ts';

export const SERVER_NAME = 'portfolio-content-api';

/** `serverInfo` of the initialize result. */
export function serverInfo({ profile }: Singletons): { name: string; title: string; version: string } {
  return { name: SERVER_NAME, title: `Portfolio of ${profile.name}`, version: API_VERSION };
}

/** Short guidance an AI client shows its model on connecting. */
export function serverInstructions({ profile }: Singletons): string {
  const { name, jobTitle } = profile;
  return [
    `Read-only portfolio of ${name} (${jobTitle}): profile, projects with full case studies, and articles.`,
    `Use ${toolsOf('get', 'singleton')} for who they are; ${toolsOf('list', 'list')} for overviews and the slugs that ${toolsOf('get', 'list')} take; ${SEARCH_OPERATION.tool} to find ${joinWords(LIST_COLLECTIONS.map((row) => row.name))} by keyword.`,
    'Every profile, project and article is also a markdown resource (resources/list; templates complete slugs), and tool results link them.',
    'Prompts: introduce_person, match_role (map a job description to evidence) and explain_project.',
    'The data changes only when the site is rebuilt.',
  ].join(' ');
}

/** The tools of one kind for one kind of collection, e.g. `list_projects and list_articles`. */
function toolsOf(kind: 'get' | 'list', collections: 'singleton' | 'list'): string {
  return joinWords(COLLECTION_OPERATIONS.filter((op) => op.kind === kind && op.collection.kind === collections).map((op) => op.tool));
}
