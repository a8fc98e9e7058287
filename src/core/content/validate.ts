import type { Document } from '@contentful/rich-text-types';
import type { Collection, ListCollection } from '../collections/define.ts';
import type { ContentRecords } from '../collections/documents.ts';
import { COLLECTIONS } from '../collections/registry.ts';
import { Slug } from '../schemas/common.ts';
import { entryContent } from '../schemas/content.ts';
import { articleBody, markdownArticleBody, type ArticleBody } from './article-body.ts';
import { findPlaceholders } from './placeholders.ts';
import { ContentError, problemsFromZod, type ContentProblem } from './problems.ts';
import type { RawContent, RawEntry } from './raw-content.ts';

/** Where a body is: its collection and slug, and its file or entry (`firstLine`: where a markdown body starts in its file). */
export interface BodyPlace {
  collection: string;
  slug: string;
  source: string;
  firstLine?: number;
}

export interface ValidateOptions {
  /** Converts a markdown body (`markdownArticleBody` by default); the build passes one that reuses earlier builds' bodies. */
  markdownBody?: (markdown: string, place: BodyPlace) => Promise<ArticleBody>;
  /** Converts a rich-text body (`articleBody` by default), likewise. */
  richTextBody?: (document: Document, place: BodyPlace) => Promise<ArticleBody>;
  /** The site origin: links between articles and projects point at `{baseUrl}/projects/{slug}`. */
  baseUrl: string;
  /** Told about constructs rendered by a fallback; they do not make the content invalid. */
  onWarning?: (warning: ContentProblem) => void;
  /** Placeholder values (placeholders.ts): problems for a production build; else one warning for them all. */
  placeholders?: 'refuse' | 'warn';
  /** The collections whose bodies are converted (every one by default): a collection's loader converts its own. */
  bodiesOf?: (collection: string) => boolean;
}

/** The key under which a record lists the local images it shows (not a field of any document). */
export const LOCAL_IMAGES = 'localImages';

/** Issues carry the offending value, so messages can show what was found. */
const REPORT_INPUT = { reportInput: true } as const;

type Fields = Record<string, unknown>;

/**
 * Validates all content at once, collection by collection against each registry row's content
 * schema; throws one ContentError listing every problem. Returns each collection's records: the
 * content's fields plus the slug (and a rendered body where the collection has one).
 */
export async function validateContent(raw: RawContent, options: ValidateOptions): Promise<ContentRecords> {
  const problems: ContentProblem[] = [...raw.problems];
  const placeholders = findPlaceholders(raw);
  if (options.placeholders === 'refuse')
    problems.push(
      ...placeholders.map((p) => ({
        ...p,
        message: `${p.message}: replace it before publishing (CONTEXT=production)`,
      })),
    );
  else if (placeholders[0]) {
    const more = placeholders.length > 1 ? `, and so are ${placeholders.length - 1} more values` : '';
    options.onWarning?.({
      ...placeholders[0],
      message: `${placeholders[0].message}${more}; a production build (CONTEXT=production) stops on them (\`CONTEXT=production npm run check:content\` lists them)`,
    });
  }
  const records: Record<string, Fields[]> = {};
  const parsedRows: [string, ReturnType<typeof parseEntry>[]][] = [];
  const converts = options.bodiesOf ?? (() => true);
  const converters: BodyConverters = {
    markdown:
      options.markdownBody ??
      (async (markdown, { source, firstLine }) => markdownArticleBody(markdown, source, options.baseUrl, firstLine)),
    richText: options.richTextBody ?? (async (document, { source }) => articleBody(document, source, options.baseUrl)),
  };

  for (const row of COLLECTIONS as readonly Collection[]) {
    const entries = raw.entries[row.name] ?? [];
    if (row.kind === 'singleton') {
      const [entry] = entries;
      const hint = raw.missingHints?.[row.name];
      if (!entry) {
        if (hint !== undefined || !raw.missingHints)
          problems.push({ source: row.name, field: '(root)', message: hint ?? `no ${row.name} was found` });
        continue;
      }
      const parsed = row.content.safeParse(entry.data, REPORT_INPUT);
      if (parsed.success) records[row.name] = [withImages(parsed.data as Fields, entry)];
      else problems.push(...problemsFromZod(entry, parsed.error, row.content));
      continue;
    }
    const slugs = new SlugRegistry(row.singular);
    // Fields are parsed and slugs claimed in order, every collection's first; then the bodies are converted.
    parsedRows.push([row.name, entries.map((entry) => parseEntry(row, entry, slugs))]);
  }
  const converted = await Promise.all(
    parsedRows.map(([name, parsed]) =>
      Promise.all(
        parsed.map((result) => (result.body && converts(name) ? convertBody(result, result.body, converters) : result)),
      ),
    ),
  );
  for (const [i, [name]] of parsedRows.entries()) {
    records[name] = [];
    for (const result of converted[i]!) {
      problems.push(...result.problems);
      for (const warning of result.warnings) options.onWarning?.(warning);
      if (result.record) records[name]!.push(result.record);
    }
  }

  if (problems.length > 0) throw new ContentError(problems);
  return records;
}

/** What a build publishes: every list without its drafts (`draft: true`). No document has the key: each picks its own fields. */
export function withoutDrafts(records: ContentRecords): ContentRecords {
  return Object.fromEntries(
    Object.entries(records).map(([name, list]) => [name, list.filter((record) => record['draft'] !== true)]),
  );
}

interface EntryResult {
  record?: Fields;
  problems: ContentProblem[];
  warnings: ContentProblem[];
}

interface BodyConverters {
  markdown: NonNullable<ValidateOptions['markdownBody']>;
  richText: NonNullable<ValidateOptions['richTextBody']>;
}

/** Where an entry's body is, and the rich text the schema parsed (a markdown body is the raw entry's). */
interface BodyToConvert {
  entry: RawEntry;
  place: BodyPlace;
  document: unknown;
}

/** An entry's fields and its slug in the row's id field; an entry of a row with bodies (an article) keeps its body to convert. */
function parseEntry(row: ListCollection, entry: RawEntry, slugs: SlugRegistry): EntryResult & { body?: BodyToConvert } {
  const schema = entryContent(row.content, Boolean(row.body) && entry.body?.format !== 'markdown');
  const parsed = schema.safeParse(entry.data, REPORT_INPUT);
  if (!parsed.success) return { problems: problemsFromZod(entry, parsed.error, schema), warnings: [] };
  const { slug: explicit, ...data } = parsed.data as Fields;
  const { body: document, ...bodyless } = data;
  const fields = row.body ? bodyless : data;
  const problems: ContentProblem[] = [];
  const id = slugs.claim(entry, explicit as string | undefined, problems);
  const withRecord = id === undefined ? {} : { record: withImages({ ...fields, [row.idField]: id }, entry) };
  // A body without a slug is still checked, so every problem shows at once.
  const place = { collection: row.name, slug: id ?? entry.source, source: entry.source };
  return { ...withRecord, problems, warnings: [], ...(row.body ? { body: { entry, place, document } } : {}) };
}

/** The record with `readingTime` and `bodyMarkdown`. Conversion problems come back as the body's; what a converter throws is its own failure, not the content's. */
async function convertBody(
  parsed: EntryResult,
  { entry, place, document }: BodyToConvert,
  converters: BodyConverters,
): Promise<EntryResult> {
  const body =
    entry.body?.format === 'markdown'
      ? await converters.markdown(entry.body.markdown, {
          ...place,
          ...(entry.body.firstLine === undefined ? {} : { firstLine: entry.body.firstLine }),
        })
      : // The schema checked the node structure; unknown node and mark types are problems (article-body.ts).
        await converters.richText(document as Document, place);
  const problems = [...parsed.problems, ...body.problems];
  if (!parsed.record || body.problems.length > 0) return { problems, warnings: body.warnings };
  return {
    record: { ...parsed.record, readingTime: body.readingTime, bodyMarkdown: body.markdown },
    problems,
    warnings: body.warnings,
  };
}

function withImages(record: Fields, entry: RawEntry): Fields {
  return entry.images ? { ...record, [LOCAL_IMAGES]: entry.images } : record;
}

/** Hands out slugs and reports invalid or duplicate ones, naming both sources. */
class SlugRegistry {
  readonly #seen = new Map<string, string>();
  readonly kind: string;
  // Plain fields, not parameter properties: scripts load this file with Node's type stripping.
  constructor(kind: string) {
    this.kind = kind;
  }

  claim(entry: RawEntry, explicit: string | undefined, problems: ContentProblem[]): string | undefined {
    const slug = explicit ?? entry.defaultSlug;
    const field = explicit !== undefined || entry.defaultSlug === undefined ? 'slug' : '(file name)';
    if (slug === undefined) {
      problems.push({
        source: entry.source,
        field,
        message: `a ${this.kind} slug is required, e.g. "my-${this.kind}"`,
      });
      return undefined;
    }
    if (!Slug.safeParse(slug).success) {
      problems.push({
        source: entry.source,
        field,
        message: `the ${this.kind} slug ${JSON.stringify(slug)} must be lowercase kebab-case, e.g. "my-${this.kind}"`,
      });
      return undefined;
    }
    const other = this.#seen.get(slug);
    if (other) {
      problems.push({
        source: entry.source,
        field,
        message: `duplicate ${this.kind} slug "${slug}": ${other} has it already; slugs must be unique`,
      });
      return undefined;
    }
    this.#seen.set(slug, entry.source);
    return slug;
  }
}
