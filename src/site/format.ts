const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** `2026-01-20T00:00:00.000Z` → `20 January 2026` (dates are UTC in the data). */
export const formatDate = (iso: string): string => dateFormat.format(new Date(iso));

/** A link name from the data (`write-up`, `api`) as a label (`Write up`, `API`). */
export function linkLabel(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').trim();
  if (/^api$/i.test(words)) return 'API';
  return words.charAt(0).toUpperCase() + words.slice(1);
}
