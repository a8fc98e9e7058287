/** Local content as a `contentful-import` file: the model, the entries and an asset per image (docs/contentful.md). */
import { richTextFromMarkdown } from '@contentful/rich-text-from-markdown';
import { BLOCKS, MARKS, validateRichTextDocument, type Document, type Text } from '@contentful/rich-text-types';
import type { Root } from 'mdast';
import { lookup } from 'mrmime';
import { markdownToMdast } from 'satteri';
import { visit } from 'unist-util-visit';
import type { Collection } from '../core/collections/define.ts';
import { contentTypeIdOf } from '../core/collections/documents.ts';
import { pictureIn } from '../core/collections/pictures.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { nodesOf } from '../core/content/article-body.ts';
import { ContentError, type ContentProblem, type RawContent, type RawEntry } from '../core/content/problems.ts';
import { validateContent } from '../core/content/validate.ts';
import { entryContent } from '../core/schemas/content.ts';
import type { Reference } from '../core/richtext/to-mdast.ts';
import { CONTENT_MODEL, contentTypeOf } from './contentful-model.ts';

export type ContentfulImportFile = Awaited<ReturnType<typeof contentfulImportFile>>;

/** Contentful's limits, checked before an import would fail on them. */
const SYMBOL_MAX_LENGTH = 256;
const TEXT_MAX_LENGTH = 50_000;
const MAX_ID_LENGTH = 64;

const link = <T extends string>(linkType: T, id: string) => ({ sys: { type: 'Link' as const, linkType, id } });

/** Every field is written in `locale`, the space's default. */
export async function contentfulImportFile(raw: RawContent, { locale }: { locale: string }) {
  // The build's own report; without a base URL, links to the site stay paths, as written.
  const records = await validateContent(raw, { baseUrl: '' });
  const problems: ContentProblem[] = [];
  // Every entry's fields first, so links between entries resolve whatever their order.
  const items = await Promise.all(
    (COLLECTIONS as readonly Collection[]).flatMap((row) =>
      (raw.entries[row.name] ?? []).map(async (entry, i) => {
        const fields = await entryFields(row, entry, records[row.name]?.[i]?.['bodyMarkdown'], problems);
        const type = contentTypeIdOf(row);
        return { entry, type, fields, id: row.kind === 'singleton' ? row.name : entryId(type, String(fields['slug'])) };
      }),
    ),
  );
  const entryIds = new Map(
    items.filter(({ fields }) => 'slug' in fields).map(({ type, fields, id }) => [`${type}/${fields['slug']}`, id]),
  );
  const assets = new Map<string, ReturnType<typeof importAsset>>();

  /** Inline images and entries become links to the exported assets and entries. */
  const linkTarget = (target: Reference) => {
    const { sys, fields } = target;
    const url = fields?.file?.url;
    if (sys?.type === 'Asset' && typeof url === 'string' && typeof sys.id === 'string') {
      if (!assets.has(sys.id)) assets.set(sys.id, importAsset(sys.id, url, fields, locale));
      return link('Asset', sys.id);
    }
    const id = entryIds.get(`${String(sys?.contentType?.sys?.id)}/${String(fields?.slug)}`);
    return sys?.type === 'Entry' && id !== undefined ? link('Entry', id) : target;
  };

  const entries = items.map(({ entry, type, id, fields: values }) => {
    // Every `data.target` of the body replaced in place: the body is the export's own, parsed or converted.
    for (const { data } of nodesOf(values['body']))
      if (data?.target) data.target = linkTarget(data.target as Reference);
    const picture = pictureIn(values);
    if (picture) linkTarget(imageBlock(picture.src, picture.alt).data.target);
    const kept = contentTypeOf(type).fields.filter((field) => !isEmpty(values[field.id]));
    for (const field of kept) problems.push(...limitProblems(entry.source, field.id, field.type, values[field.id]));
    const fields = Object.fromEntries(kept.map((field) => [field.id, { [locale]: values[field.id] }]));
    const published = values['draft'] === true ? {} : { publishedVersion: 1 };
    return { sys: { id, type: 'Entry' as const, ...published, contentType: link('ContentType', type) }, fields };
  });

  if (problems.length > 0) throw new ContentError(problems);
  return {
    contentTypes: CONTENT_MODEL.map((type) => ({ ...type, sys: { ...type.sys, publishedVersion: 1 } })),
    locales: [
      {
        name: locale,
        code: locale,
        default: true,
        fallbackCode: null,
        contentDeliveryApi: true,
        contentManagementApi: true,
        optional: false,
      },
    ],
    entries,
    assets: [...assets.values()],
  };
}

async function entryFields(row: Collection, entry: RawEntry, bodyMarkdown: unknown, problems: ContentProblem[]) {
  if (row.kind === 'singleton') return row.content.parse(entry.data) as Record<string, unknown>;
  const markdownBody = entry.body?.format === 'markdown';
  const schema = entryContent(row.content, row.body !== undefined && !markdownBody);
  const { slug, ...fields } = schema.parse(entry.data) as Record<string, unknown>;
  const withSlug: Record<string, unknown> = { slug: slug ?? entry.defaultSlug, ...fields };
  if (!markdownBody) return withSlug;
  const lost = (what: string) =>
    problems.push({
      source: entry.source,
      field: 'body',
      message: `${what} cannot be exported: Contentful's markdown converter loses it; change it, or set it in Contentful after the import`,
    });
  return { ...withSlug, body: await bodyRichText(String(bodyMarkdown), lost) };
}

/** Code is a code-marked paragraph flagged as a block (richtext/to-mdast.ts reads it so); `lost` hears what is lost. */
function bodyRichText(markdown: string, lost: (what: string) => void): Promise<Document> {
  visit(markdownToMdast(markdown) as unknown as Root, 'list', (node) => {
    if (node.ordered && node.start !== 1) lost(`an ordered list starting at ${node.start}`);
  });
  return richTextFromMarkdown(markdown, async (node) => {
    const { type, value, lang, meta, url, alt } = node as unknown as Record<string, string | null | undefined>;
    if (type === 'code') {
      const data = { codeBlock: true, ...(lang ? { language: lang } : {}), ...(meta ? { meta } : {}) };
      return { nodeType: BLOCKS.PARAGRAPH, content: [text(value ?? '', [{ type: MARKS.CODE }])], data };
    }
    if (type === 'image') return imageBlock(url ?? '', alt ?? '');
    if (type === 'break') return text('\n', []);
    if (type === 'html' && value?.startsWith('</') === false) lost(value);
    return null;
  });
}

const text = (value: string, marks: Text['marks']): Text => ({ nodeType: 'text', value, marks, data: {} });

function imageBlock(url: string, alt: string) {
  const type = lookup(url.split(/[?#]/, 1)[0] ?? '');
  const target = {
    sys: { type: 'Asset', id: `markdown-image-${hash(url)}` },
    fields: { title: alt, description: alt, file: { url, contentType: type?.startsWith('image/') ? type : 'image/*' } },
  };
  return { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target }, content: [] };
}

/** `project-edge-search`; slugs too long for an id are shortened and made unique by a hash. */
function entryId(type: string, slug: string): string {
  const id = `${type}-${slug}`;
  return id.length <= MAX_ID_LENGTH ? id : `${id.slice(0, MAX_ID_LENGTH - 9)}-${hash(id)}`;
}

function importAsset(id: string, url: string, fields: Reference['fields'], locale: string) {
  const text = (name: 'title' | 'description'): Partial<Record<typeof name, Record<string, string>>> => {
    const value = fields?.[name];
    return typeof value === 'string' && value !== '' ? { [name]: { [locale]: value } } : {};
  };
  const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'image');
  const contentType = fields?.file?.contentType ?? 'application/octet-stream';
  return {
    sys: { id, type: 'Asset' as const, publishedVersion: 1 },
    fields: { ...text('title'), ...text('description'), file: { [locale]: { url, fileName, contentType } } },
  };
}

/** What an import would reject: text over Contentful's limits and rich text it does not accept. */
function limitProblems(source: string, field: string, type: string, value: unknown): ContentProblem[] {
  const tooLong = (text: unknown, max: number, field: string, kind: string): ContentProblem[] => {
    if (typeof text !== 'string' || text.length <= max) return [];
    const message = `is ${text.length} characters long; Contentful's ${kind} fields hold at most ${max}: shorten it`;
    return [{ source, field, message }];
  };
  if (type === 'Symbol') return tooLong(value, SYMBOL_MAX_LENGTH, field, 'short text (Symbol)');
  if (type === 'Text') return tooLong(value, TEXT_MAX_LENGTH, field, 'long text');
  if (type === 'Array' && Array.isArray(value))
    return value.flatMap((item, i) => tooLong(item, SYMBOL_MAX_LENGTH, `${field}[${i}]`, 'list (Symbol)'));
  if (type !== 'RichText') return [];
  return validateRichTextDocument(value as Document).map((error) => ({
    source,
    field: error.path?.length ? `${field}.${error.path.join('.')}` : field,
    message: `Contentful would reject this rich text: ${error.details ?? error.name}`,
  }));
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  return typeof value === 'object' && !('nodeType' in value) && Object.keys(value).length === 0;
}

function hash(value: string): string {
  const h = value.split('').reduce((state, unit) => Math.imul(state ^ unit.charCodeAt(0), 0x01000193), 0x811c9dc5);
  return (h >>> 0).toString(36).padStart(7, '0');
}
