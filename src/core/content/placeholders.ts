/** Values left to replace: `npm run new`'s `TODO`s and addresses on reserved example domains (`you@example.com`). */
import { at, shown, type ContentProblem } from './problems.ts';
import type { RawContent, RawEntry } from './raw-content.ts';

const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$/i;

export function isPlaceholder(text: string): boolean {
  if (/^TODO\b/.test(text.trim())) return true;
  const host = /^[^\s/@]+@([^\s/@]+)$/.exec(text)?.[1] ?? URL.parse(text)?.hostname;
  return host !== undefined && EXAMPLE_HOST.test(host);
}

/** Every placeholder in the content's fields, and each markdown body that starts with TODO. */
export function findPlaceholders(raw: RawContent): ContentProblem[] {
  const found: ContentProblem[] = [];
  const visit = (entry: RawEntry, value: unknown, path: PropertyKey[]): void => {
    if (typeof value === 'string' && isPlaceholder(value))
      found.push({ ...at(entry, path), message: `${shown(value)} is a placeholder` });
    // A rich-text body is prose, as a markdown one is: only its fields are looked at.
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value))
      if (!(path.length === 0 && key === 'body' && entry.body))
        visit(entry, item, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  for (const entry of Object.values(raw.entries).flat()) {
    visit(entry, entry.data, []);
    const body = entry.body?.format === 'markdown' ? entry.body : undefined;
    if (!body || !isPlaceholder(body.markdown)) continue;
    const line = (body.firstLine ?? 1) + /^\s*/.exec(body.markdown)![0].split('\n').length - 1;
    found.push({ source: entry.source, line, field: 'body', message: 'starts with TODO: it is a placeholder' });
  }
  return found;
}
