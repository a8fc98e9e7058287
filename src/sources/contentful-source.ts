/** Every collection from Contentful's Delivery or Preview API as `RawContent`; build-side only: it holds the token. */
import { createClient, type ContentfulClientApi, type Entry } from 'contentful';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { ContentError, type ContentProblem, type RawContent, type RawEntry } from '../core/content/problems.ts';
import { contentTypeIdOf } from '../core/collections/documents.ts';
import { describeContentful, type ContentfulConfig } from './contentful-config.ts';
import { contentTypeOf } from './contentful-model.ts';
import { describeContentfulFailure, redact } from './contentful-errors.ts';

/** The API's default (it allows 1000): large rich-text bodies keep a response under its 7 MB cap. */
const PAGE_SIZE = 100;

export async function readContentfulContent(config: ContentfulConfig & { retryLimit?: number }): Promise<RawContent> {
  const client = createClient({
    ...config,
    // The SDK's own handler prints whole error objects; keep only a redacted line.
    logHandler: (level, data) => {
      const message = typeof data === 'string' ? data : (data?.['message'] ?? '');
      console.warn(redact(`[contentful] ${level}: ${message}`, [config.accessToken]));
    },
  });

  const fetched = await Promise.all(COLLECTIONS.map((row) => fetchAll(client, contentTypeIdOf(row)))).catch((error) => {
    const message = redact(describeContentfulFailure(error), [config.accessToken]);
    throw new ContentError([{ source: describeContentful(config), field: '(request)', message }]);
  });

  const problems: ContentProblem[] = [];
  const entries: Record<string, RawEntry[]> = {};
  const missingHints: Record<string, string> = {};
  COLLECTIONS.forEach((row, i) => {
    const type = contentTypeIdOf(row);
    let items = fetched[i] ?? [];
    if (row.kind === 'singleton') {
      missingHints[row.name] =
        `no published entry of content type "${type}" was found in ${describeContentful(config)}; create and publish one`;
      if (items.length > 1)
        problems.push({
          source: `contentful content type "${type}"`,
          field: '(entries)',
          message: `exactly one ${row.name} entry is allowed, found ${items.length}: ${items.map((e) => e.sys.id).join(', ')}; unpublish all but one`,
        });
      items = items.slice(0, 1);
    }
    entries[row.name] = items.map((entry) => ({
      source: `contentful entry ${entry.sys.id} (${type})`,
      data: entryFields(entry, type),
      ...(row.kind === 'list' && row.body ? { body: { format: 'rich-text' as const } } : {}),
    }));
  });

  return { problems, entries, missingHints };
}

async function fetchAll(client: ContentfulClientApi<undefined>, contentType: string): Promise<Entry[]> {
  const items: Entry[] = [];
  for (;;) {
    // By id, so pages neither overlap nor miss entries; the server may cap `limit`: each page starts after what came.
    const page = await client.getEntries({
      content_type: contentType,
      limit: PAGE_SIZE,
      skip: items.length,
      include: 1,
      order: ['sys.id'],
    });
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

function entryFields(entry: Entry, type: string): Record<string, unknown> {
  const fields: Record<string, unknown> = { ...(entry.fields as Record<string, unknown>) };
  for (const { id, type: fieldType } of contentTypeOf(type).fields) {
    if (id === 'updatedAt') fields[id] ??= entry.sys.updatedAt; // left empty, it is the last publication
    if (fieldType === 'Date' && id in fields) fields[id] = contentfulDate(fields[id]);
  }
  return fields;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const ZONED_SHORT_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

/** The date editor stores minutes without seconds and, without a zone, local times (read as UTC). */
export function contentfulDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (LOCAL_DATE_TIME.test(value)) return new Date(`${value}Z`).toISOString();
  return ZONED_SHORT_DATE_TIME.test(value) ? new Date(value).toISOString() : value;
}
