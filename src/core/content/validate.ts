import type { Document } from '@contentful/rich-text-types';
import * as z from 'zod';
import type { ListCollection } from '../collections/define.ts';
import { LIST_COLLECTIONS, SINGLETON_COLLECTIONS, type ContentRecords } from '../collections/documents.ts';
import { documentAt } from '../collections/paths.ts';
import { quote } from '../errors/catalogue.ts';
import { canonicalPath } from '../http/routes.ts';
import { canonicalBody } from '../markdown/body.ts';
import { linksOf, type WrittenBody } from '../markdown/written-body.ts';
import { MARKDOWN, Slug, StringList } from '../schemas/common.ts';
import { entryContent } from '../schemas/content.ts';
import { articleBody, markdownArticleBody, type ArticleBody } from './article-body.ts';
import { shown } from './plain-words.ts';
import { at, ContentError, problemsFromZod } from './problems.ts';
import type { ContentProblem, Place, RawContent, RawEntry } from './problems.ts';
import { tagKey, tagPages, tagPath } from './tags.ts';

export interface ValidateOptions {
  /** `convert()` by default; the build reuses the body an earlier build made of the same `input`. */
  body?: (slug: string, input: unknown[], convert: () => ArticleBody) => ArticleBody | Promise<ArticleBody>;
  /** The site origin: links between articles and projects point at `{baseUrl}/projects/{slug}`. */
  baseUrl: string;
  /** Told about constructs rendered by a fallback; they do not make the content invalid. */
  onWarning?: (warning: ContentProblem) => void;
  /** Placeholder values (below): problems for a production build; else one warning for them all. */
  placeholders?: 'refuse' | 'warn';
  /** The collections whose bodies are converted (every one by default): a collection's loader converts its own. */
  bodiesOf?: (collection: string) => boolean;
}

/** The key under which a record lists the local images it shows (not a field of any document). */
export const LOCAL_IMAGES = 'localImages';

/** Issues carry the offending value, so messages can show what was found. */
const REPORT_INPUT = { reportInput: true } as const;

type Fields = Record<string, unknown>;

/** Throws one ContentError listing every problem; else each collection's records (fields, slug, rendered body). */
export async function validateContent(raw: RawContent, options: ValidateOptions): Promise<ContentRecords> {
  const problems: ContentProblem[] = [...raw.problems];
  const placeholders = findPlaceholders(raw);
  if (options.placeholders === 'refuse') {
    for (const p of placeholders)
      problems.push({ ...p, message: `${p.message}: replace it before publishing (CONTEXT=production)` });
  } else if (placeholders[0]) {
    const more = placeholders.length > 1 ? `, and so are ${placeholders.length - 1} more values` : '';
    options.onWarning?.({
      ...placeholders[0],
      message: `${placeholders[0].message}${more}; a production build (CONTEXT=production) stops on them (\`CONTEXT=production npm run check:content\` lists them)`,
    });
  }
  const records: Record<string, Fields[]> = {};
  for (const row of SINGLETON_COLLECTIONS) {
    const [entry] = raw.entries[row.name] ?? [];
    const hint = raw.missingHints ? raw.missingHints[row.name] : `no ${row.name} was found`;
    if (!entry && hint !== undefined) problems.push({ source: row.name, field: '(root)', message: hint });
    if (!entry) continue;
    const parsed = row.content.safeParse(entry.data, REPORT_INPUT);
    if (parsed.success) records[row.name] = [withImages(parsed.data as Fields, entry)];
    else problems.push(...problemsFromZod(entry, parsed.error, row.content));
  }
  const { baseUrl, body = (_slug, _input, make) => make() } = options;
  const linksTo = deadLinks(raw, baseUrl, options.onWarning);
  // The schema checked a rich-text body's node structure; unknown node and mark types are problems (article-body.ts).
  const convert = async ({ source, body: written }: RawEntry, slug: string, document: unknown) => {
    const made = await (written?.format === 'markdown'
      ? body(slug, ['markdown', source, written.firstLine, written.markdown], () =>
          markdownArticleBody(written.markdown, source, baseUrl, written.firstLine),
        )
      : body(slug, ['rich text', source, document], () => articleBody(document as Document, source, baseUrl)));
    return { ...made, problems: [...made.problems, ...linksTo({ source, field: 'body' }, made.links)] };
  };
  for (const row of LIST_COLLECTIONS) {
    const entries = raw.entries[row.name] ?? [];
    const owners = slugOwners(entries);
    const bodies = row.body && (options.bodiesOf?.(row.name) ?? true) ? convert : undefined;
    // One schema per kind of body for the whole list: zod compiles a schema on its first parse.
    const plain = entryContent(row.content, false);
    const richText = row.body ? entryContent(row.content, true) : plain;
    const schemaOf = (entry: RawEntry) => (entry.body?.format === 'markdown' ? plain : richText);
    const parse = (entry: RawEntry) => parseEntry(row, schemaOf(entry), entry, owners, linksTo, bodies);
    const results = await Promise.all(entries.map(parse));
    for (const result of results) {
      problems.push(...result.problems);
      for (const warning of result.warnings) options.onWarning?.(warning);
    }
    records[row.name] = results.flatMap((result) => (result.record ? [result.record] : []));
  }
  // Different tags on one page (`C#`, `C++`: `/tags/c`) would share it unnoticed: each use of a later one is warned of.
  const uses = (raw.entries['articles'] ?? []).flatMap((entry) => {
    const tags = StringList.safeParse((entry.data as Fields | null)?.['tags']).data ?? [];
    return tags.map((tag, i) => ({ tags: [tag], entry, i }));
  });
  for (const { tag, items } of tagPages(uses))
    for (const { tags, entry, i } of items.filter((use) => tagKey(use.tags[0]!) !== tagKey(tag))) {
      const clash = `${shown(tags[0]!)} shares the page ${tagPath(tag)} with ${shown(tag)} (${items[0]!.entry.source})`;
      options.onWarning?.({ ...at(entry, ['tags', i]), message: `${clash}, another tag: rename one of them` });
    }

  if (problems.length > 0) throw new ContentError(problems);
  return records;
}

/** What a build publishes: no drafts (`draft: true`). No document has the key: each picks its own fields. */
export const withoutDrafts = (records: ContentRecords): ContentRecords =>
  Object.fromEntries(
    Object.entries(records).map(([name, list]) => [name, list.filter((record) => record['draft'] !== true)]),
  );

/** A converter's problems are the body's; what it throws is its own failure, not the content's. */
async function parseEntry(
  row: ListCollection,
  schema: z.ZodObject,
  entry: RawEntry,
  owners: Map<string, string>,
  linksTo: LinkCheck,
  convert?: (entry: RawEntry, slug: string, document: unknown) => Promise<ArticleBody>,
): Promise<{ record?: Fields; problems: ContentProblem[]; warnings: ContentProblem[] }> {
  const parsed = schema.safeParse(entry.data, REPORT_INPUT);
  // Markdown fields, the slug and a body are checked even when other fields are not valid: every problem at once.
  const problems = markdownFieldProblems(schema, parsed.data ?? entry.data, entry, linksTo);
  if (!parsed.success) {
    problems.push(...problemsFromZod(entry, parsed.error, schema));
    const { slug: written, body: document } = (entry.data ?? {}) as Fields;
    if (!problems.some((problem) => problem.field === 'slug'))
      claimSlug(row.singular, owners, entry, typeof written === 'string' ? written : undefined, problems);
    if (convert && (entry.body?.format === 'markdown' || !problems.some(({ field }) => /^body\b/.test(field))))
      problems.push(...(await convert(entry, entry.source, document)).problems);
    return { problems, warnings: [] };
  }
  const { slug: explicit, ...data } = parsed.data as Fields;
  const { body: document, ...bodyless } = data;
  const id = claimSlug(row.singular, owners, entry, explicit as string | undefined, problems);
  const record =
    id === undefined ? undefined : withImages({ ...(row.body ? bodyless : data), [row.idField]: id }, entry);
  if (!convert) return { ...(record && { record }), problems, warnings: [] };
  // A body without a slug is still checked, so every problem shows at once.
  const body = await convert(entry, id ?? entry.source, document);
  problems.push(...body.problems);
  if (body.problems.length === 0 && body.markdown.trim() === '')
    problems.push({ source: entry.source, field: 'body', message: 'is empty: write the text of the entry' });
  const { warnings } = body;
  if (!record || body.problems.length > 0) return { problems, warnings };
  return { record: { ...record, readingTime: body.readingTime, bodyMarkdown: body.markdown }, problems, warnings };
}

const withImages = (record: Fields, entry: RawEntry): Fields =>
  entry.images ? { ...record, [LOCAL_IMAGES]: entry.images } : record;

/** Who has each slug: the file named for it (a `slug:` taking another file's name is the mistake), else the first. */
function slugOwners(entries: readonly RawEntry[]): Map<string, string> {
  const owners = new Map<string, string>();
  for (const byName of [true, false])
    for (const entry of entries) {
      const explicit = (entry.data as Fields | null | undefined)?.['slug'];
      const slug = typeof explicit === 'string' ? explicit : entry.defaultSlug;
      if ((typeof explicit !== 'string') === byName && slug !== undefined && !owners.has(slug))
        owners.set(slug, entry.source);
    }
  return owners;
}

/** The entry's slug; an invalid one, or one another entry has (`owners`), is a problem naming both sources. */
function claimSlug(
  kind: string,
  owners: Map<string, string>,
  entry: RawEntry,
  explicit: string | undefined,
  problems: ContentProblem[],
): string | undefined {
  const slug = explicit ?? entry.defaultSlug;
  const place =
    explicit !== undefined || entry.defaultSlug === undefined
      ? at(entry, ['slug'])
      : { source: entry.source, field: '(file name)' };
  const refuse = (message: string) => void problems.push({ ...place, message });
  if (slug === undefined) return refuse(`a ${kind} slug is required, e.g. "my-${kind}"`);
  const wrong = Slug.safeParse(slug).error?.issues[0];
  if (wrong?.code === 'too_big') return refuse(`the ${kind} slug ${JSON.stringify(slug)} ${wrong.message}`);
  if (wrong) return refuse(`the ${kind} slug ${JSON.stringify(slug)} must be lowercase kebab-case, e.g. "my-${kind}"`);
  const owner = owners.get(slug);
  if (owner !== entry.source)
    return refuse(`duplicate ${kind} slug "${slug}": ${owner} has it already; slugs must be unique`);
  return slug;
}

/** A check of links to a document's page (`/projects/x`, or the site's address before it) that no entry has. */
function deadLinks(raw: RawContent, baseUrl: string, onWarning: ValidateOptions['onWarning']) {
  // Every entry's slug, a draft's too: a link to a page none has is to a page renamed or removed.
  const slugs = new Map(LIST_COLLECTIONS.map((row) => [row.name, slugOwners(raw.entries[row.name] ?? [])]));
  // A file that cannot be read may be the page linked to: links are checked once every file reads.
  const unread = raw.problems.some(
    ({ field, message }) => /^\((file|front matter)\)$/.test(field) || message.startsWith('cannot be parsed'),
  );
  const drafts = new Set(
    Object.values(raw.entries).flatMap((list) => list.filter(isDraft).map(({ source }) => source)),
  );
  return (place: Omit<ContentProblem, 'message'>, links: WrittenBody['links']): ContentProblem[] =>
    links.flatMap(({ url: link, line = place.line }) => {
      const local = link.startsWith(`${baseUrl}/`) ? link.slice(baseUrl.length) : link;
      const page = canonicalPath(/^\/(?!\/)[^?#]*/.exec(local)?.[0] ?? '');
      const { row, id } = documentAt(page) ?? {};
      const owner = row?.kind === 'list' && id !== undefined ? slugs.get(row.name)?.get(id) : undefined;
      if (owner !== undefined && drafts.has(owner) && !drafts.has(place.source))
        onWarning?.({ ...place, line, message: `links to ${quote(page)}, a draft, whose page is not published yet` });
      if (unread || row?.kind !== 'list' || id === undefined || owner !== undefined) return [];
      const message = `links to ${quote(page)}, a page the site does not have: no ${row.singular} has the slug "${id}"; correct the link or the slug`;
      return [{ ...place, line, message }];
    });
}
type LinkCheck = ReturnType<typeof deadLinks>;
const isDraft = ({ data }: RawEntry) => (data as Fields | null)?.['draft'] === true;

/** Values left to replace: `npm run new`'s `TODO` or `TODO: …` (not "TODO lists"), addresses on example domains. */
export function isPlaceholder(text: string): boolean {
  if (/^TODO($|[:\r\n])/.test(text.trim())) return true;
  const host = /^[^\s/@]+@([^\s/@]+)$/.exec(text)?.[1] ?? URL.parse(text)?.hostname;
  return host !== undefined && /(^|\.)example\.(com|org|net)$/i.test(host);
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

// Markdown fields other than a body (`problemFull`, a text section, an answer): the page renders them and the API
// keeps them as written, so they are checked as a body is, each problem at its field.
const markdownFieldProblems = (schema: z.ZodType, value: unknown, entry: Place, linksTo: LinkCheck) =>
  markdownFields(schema, value, []).flatMap(([path, text]): ContentProblem[] => {
    const { tree, refused } = canonicalBody(text, (uri) => uri);
    const unsupported = refused.map(({ construct, line }) => ({
      ...at(entry, path),
      message: `Unsupported markdown: ${construct}${line === undefined ? '' : ` (line ${line} of the text)`}`,
    }));
    return [...unsupported, ...linksTo(at(entry, path), linksOf(tree))];
  });

/** Each string whose schema says it is markdown, with its path. */
function markdownFields(schema: z.ZodType, value: unknown, path: PropertyKey[]): [PropertyKey[], string][] {
  if (schema.meta()?.['contentMediaType'] === MARKDOWN.contentMediaType)
    return typeof value === 'string' ? [[path, value]] : [];
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional)
    return markdownFields(schema.unwrap() as z.ZodType, value, path);
  if (schema instanceof z.ZodUnion)
    return (schema.options as z.ZodType[]).flatMap((option) => markdownFields(option, value, path));
  if (schema instanceof z.ZodArray && Array.isArray(value))
    return value.flatMap((item, i) => markdownFields(schema.element as z.ZodType, item, [...path, i]));
  if (schema instanceof z.ZodObject && typeof value === 'object' && value !== null)
    return Object.entries(schema.shape).flatMap(([key, field]) =>
      markdownFields(field as z.ZodType, (value as Record<string, unknown>)[key], [...path, key]),
    );
  return [];
}
