/** The baked request-time index of a built project copy, and the two lists the benchmarks request. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SummaryOf } from '../src/core/collections/documents.ts';
import type { ApiIndex } from '../src/core/query/api-index.ts';

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
