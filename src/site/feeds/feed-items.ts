/** Items of every list whose registry row names a feed date, newest first. */
import { itemsOf, LIST_COLLECTIONS, type Documents } from '../../core/collections/documents.ts';
import { capitalised, joinWords } from '../../core/collections/operations.ts';
import { placesOf } from '../../core/collections/paths.ts';
import { siteSettings, siteTitle } from '../settings.ts';
import { paths } from '../site-paths.ts';

export const FEED_COLLECTIONS = LIST_COLLECTIONS.filter((row) => row.feedDate !== undefined);

export const FEED_TOPIC = joinWords(FEED_COLLECTIONS.map((row) => row.name));

export const FEED_HOME = FEED_COLLECTIONS.length === 1 ? FEED_COLLECTIONS[0]!.page : paths.home;

export const feedTitle = (data: Pick<Documents, 'profile'>): string => `${siteTitle(data.profile)}: ${FEED_TOPIC}`;

export const feedDescription = (data: Pick<Documents, 'profile'>): string =>
  siteSettings().description || `${capitalised(FEED_TOPIC)} by ${data.profile.name}, ${data.profile.jobTitle}.`;

/** A stable sort: items of one date keep their list order. */
export function feedItems(data: Documents, bodyHtml: ReadonlyMap<string, ReadonlyMap<string, string>>) {
  const items = FEED_COLLECTIONS.flatMap((row) =>
    itemsOf(data, row).map((item) => {
      const id = String(item[row.idField]);
      const tags = item[row.filter.field];
      return {
        path: placesOf(row, id).page,
        title: String(item[row.search.title]),
        summary: String(item[row.search.excerpt]),
        ...(row.body ? { html: bodyHtml.get(row.name)?.get(id) ?? '' } : {}),
        date: String(item[row.feedDate!]),
        // The list's filter field, when it is a list of words (tags), gives the item's categories.
        tags: Array.isArray(tags) ? tags.map(String) : [],
      };
    }),
  );
  // Dates are ISO strings, so string order is time order.
  return items.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
