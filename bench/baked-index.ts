/** The baked request-time index of a built project copy, and the two lists the benchmarks request. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths } from '../src/site/site-paths.ts';
import type { SummaryOf } from '../src/core/collections/documents.ts';
import type { ApiIndex } from '../src/core/query/api-index.ts';

/** The API paths the benchmarks request, as the site's own links name them. */
export const API = paths.api;

export function readBakedIndex(root: string): ApiIndex {
  return JSON.parse(readFileSync(path.join(root, 'generated', 'api-index.json'), 'utf8')) as ApiIndex;
}

// The build wrote each list's summaries with its summary schema.
export function projectsOf(index: ApiIndex): SummaryOf<'projects'>[] {
  return (index.lists['projects']?.summaries ?? []) as SummaryOf<'projects'>[];
}

export function articlesOf(index: ApiIndex): SummaryOf<'articles'>[] {
  return (index.lists['articles']?.summaries ?? []) as SummaryOf<'articles'>[];
}
