import type { ListCollection } from '../collections/define.ts';
import type { TwinContext } from './render.ts';
import { fact, heading, list, paragraph, toMarkdown } from './mdast.ts';

/** For a collection without a twin of its own: title, excerpt, every other field as a fact, addresses. */
export function genericTwin(row: ListCollection, item: Record<string, unknown>, context: TwinContext): string {
  const shown = new Set([row.search.title, row.search.excerpt, row.idField]);
  const facts = Object.entries(item)
    .filter(([field, value]) => !shown.has(field) && value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([field, value]) => fact(field, factValue(value)));
  return toMarkdown([
    heading(1, String(item[row.search.title])),
    paragraph(String(item[row.search.excerpt])),
    list([...facts, ...context.addresses]),
  ]);
}

/** Words as they read; any other value that is not text, as JSON. */
function factValue(value: unknown): string {
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value.join(', ');
  return typeof value === 'string' ? value : JSON.stringify(value);
}
