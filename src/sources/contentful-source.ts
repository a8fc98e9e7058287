/**
 * Reads the profile, projects and articles from Contentful's Content Delivery API (or the Preview
 * API) with the official SDK, into the same `RawContent` the local files give, so the same schemas
 * validate it. Build-side only: it holds the delivery token, which must never reach an output.
 *
 * Field mapping (see docs/contentful.md): every field of an entry is passed on under its own id,
 * which is the content schemas' key; the only changes are
 * - `project.updatedAt`: the field when set, else the entry's `sys.updatedAt` (its last publish);
 * - Date fields: Contentful's `2026-03-01T09:30` (no seconds, no zone) is read as UTC;
 * - `article.body`: the rich-text document, links already resolved by the SDK from `includes`.
 */
import { createClient, type ContentfulClientApi, type Entry } from 'contentful';
import { ContentError, type ContentProblem } from '../core/content/problems.ts';
import type { RawArticle, RawContent, RawEntry } from '../core/content/raw-content.ts';
import { describeContentful, type ContentfulConfig } from './contentful-config.ts';
import { CONTENT_TYPE_IDS, type ContentTypeId } from './contentful-model.ts';
import { describeContentfulFailure, redact } from './contentful-errors.ts';

export interface ReadContentfulOptions {
  /** Entries asked for per request (the API allows up to 1000; responses are capped at about 7 MB). */
  pageSize?: number;
  /** Retries after connection errors, 5xx and rate limits (the SDK's default is 5). */
  retryLimit?: number;
}

/** The API's default page size: small enough for large rich-text bodies to stay under the response limit. */
const DEFAULT_PAGE_SIZE = 100;

export async function readContentfulContent(config: ContentfulConfig, options: ReadContentfulOptions = {}): Promise<RawContent> {
  const client = createClient({
    space: config.space,
    accessToken: config.accessToken,
    environment: config.environment,
    ...(config.host ? { host: config.host } : {}),
    insecure: config.insecure,
    ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
    // The SDK's own handler prints whole error objects; keep only a redacted line.
    logHandler: (level, data) => console.warn(redact(`[contentful] ${level}: ${typeof data === 'string' ? data : (data?.['message'] ?? '')}`, [config.accessToken])),
  });
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;

  let entries: Record<ContentTypeId, Entry[]>;
  try {
    const [profiles, projects, articles] = await Promise.all(
      [CONTENT_TYPE_IDS.profile, CONTENT_TYPE_IDS.project, CONTENT_TYPE_IDS.article].map((type) => fetchAll(client, type, pageSize)),
    );
    entries = { profile: profiles ?? [], project: projects ?? [], article: articles ?? [] };
  } catch (error) {
    const problem: ContentProblem = {
      source: describeContentful(config),
      field: '(request)',
      message: redact(describeContentfulFailure(error), [config.accessToken]),
    };
    throw new ContentError([problem]);
  }

  const problems: ContentProblem[] = [];
  const [profile, ...extraProfiles] = entries.profile;
  if (extraProfiles.length > 0) {
    problems.push({
      source: `contentful content type "${CONTENT_TYPE_IDS.profile}"`,
      field: '(entries)',
      message: `exactly one profile entry is allowed, found ${entries.profile.length}: ${entries.profile.map((e) => e.sys.id).join(', ')}; unpublish all but one`,
    });
  }

  return {
    problems,
    profile: profile ? rawEntry(profile, CONTENT_TYPE_IDS.profile, { ...profile.fields }) : undefined,
    projects: entries.project.map((entry) => rawEntry(entry, CONTENT_TYPE_IDS.project, projectData(entry))),
    articles: entries.article.map((entry): RawArticle => ({ ...rawEntry(entry, CONTENT_TYPE_IDS.article, articleData(entry)), body: { format: 'rich-text' } })),
    missingProfileHint: `no published entry of content type "${CONTENT_TYPE_IDS.profile}" was found in ${describeContentful(config)}; create and publish one`,
  };
}

/** Every published entry of one content type, page by page until `total` is reached. */
async function fetchAll(client: ContentfulClientApi<undefined>, contentType: ContentTypeId, pageSize: number): Promise<Entry[]> {
  const items: Entry[] = [];
  for (let skip = 0, total = 1; skip < total; ) {
    // Ordered by id so pages do not overlap or miss entries; `include: 1` brings every entry and
    // asset the items link to (rich-text links included) into `includes`, which the SDK resolves.
    const page = await client.getEntries({ content_type: contentType, limit: pageSize, skip, include: 1, order: ['sys.id'] });
    items.push(...page.items);
    total = page.total;
    // The server may send fewer than asked for (it caps `limit`): advance by what came.
    if (page.items.length === 0) break;
    skip += page.items.length;
  }
  return items;
}

function rawEntry(entry: Entry, type: ContentTypeId, data: Record<string, unknown>): RawEntry {
  return { source: `contentful entry ${entry.sys.id} (${type})`, data };
}

function projectData(entry: Entry): Record<string, unknown> {
  const { updatedAt, ...fields } = entry.fields as Record<string, unknown>;
  return { ...fields, updatedAt: contentfulDate(updatedAt ?? entry.sys.updatedAt) };
}

function articleData(entry: Entry): Record<string, unknown> {
  const fields = entry.fields as Record<string, unknown>;
  return 'publishedAt' in fields ? { ...fields, publishedAt: contentfulDate(fields['publishedAt']) } : { ...fields };
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const ZONED_SHORT_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/;

/**
 * Contentful's date editor stores minutes without seconds (`2026-03-01T09:30+01:00`) and, without a
 * time zone, local times (`2026-03-01T09:30`, read as UTC). Anything else is left for the schema to judge.
 */
export function contentfulDate(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (LOCAL_DATE_TIME.test(value)) return new Date(`${value}Z`).toISOString();
  if (ZONED_SHORT_DATE_TIME.test(value)) return new Date(value).toISOString();
  return value;
}
