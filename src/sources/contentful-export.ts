/**
 * Local content as a `contentful-import` file: the model, the entries, an asset per image. Bodies go
 * in canonical form through Contentful's own `rich-text-from-markdown`; all is published on import
 * but drafts, which stay drafts there.
 */
import { richTextFromMarkdown } from '@contentful/rich-text-from-markdown';
import {
  BLOCKS,
  MARKS,
  validateRichTextDocument,
  type Block,
  type Document,
  type Text,
} from '@contentful/rich-text-types';
import type { Collection, ListCollection } from '../core/collections/define.ts';
import type { Nodes, Root } from 'mdast';
import { markdownToMdast } from 'satteri';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { ContentError, type ContentProblem } from '../core/content/problems.ts';
import type { RawContent, RawEntry } from '../core/content/raw-content.ts';
import { validateContent } from '../core/content/validate.ts';
import { entryContent } from '../core/schemas/content.ts';
import {
  CONTENT_MODEL,
  contentTypeIdOf,
  contentTypeOf,
  SYMBOL_MAX_LENGTH,
  TEXT_MAX_LENGTH,
  type ContentfulContentType,
} from './contentful-model.ts';

type Localized = Record<string, unknown>;
type Link<T extends string> = { sys: { type: 'Link'; linkType: T; id: string } };

export interface ImportEntry {
  sys: { id: string; type: 'Entry'; publishedVersion?: number; contentType: Link<'ContentType'> };
  fields: Record<string, Localized>;
}

export interface ImportAsset {
  sys: { id: string; type: 'Asset'; publishedVersion: number };
  fields: {
    title?: Localized;
    description?: Localized;
    file: Record<string, { url: string; fileName: string; contentType: string }>;
  };
}

export interface ImportLocale {
  name: string;
  code: string;
  default: boolean;
  fallbackCode: null;
  contentDeliveryApi: boolean;
  contentManagementApi: boolean;
  optional: boolean;
}

export interface ContentfulImportFile {
  contentTypes: (ContentfulContentType & { sys: { publishedVersion: number } })[];
  locales: ImportLocale[];
  entries: ImportEntry[];
  assets: ImportAsset[];
}

export interface ExportOptions {
  locale: string; // the space's default: every field is written in it
}

const MAX_ID_LENGTH = 64;

export async function contentfulImportFile(raw: RawContent, options: ExportOptions): Promise<ContentfulImportFile> {
  // The build's own report; without a base URL, links to the site stay paths, as written.
  const records = await validateContent(raw, { baseUrl: '' });
  const exporter = new Exporter(options.locale);

  const rows = COLLECTIONS as readonly Collection[];
  // Every entry's fields first, so links between entries resolve whatever their order.
  const fieldsByRow = await Promise.all(
    rows.map((row) =>
      Promise.all(
        (raw.entries[row.name] ?? []).map((entry, i) =>
          entryFields(row, entry, records[row.name]?.[i]?.['bodyMarkdown'], exporter.problems),
        ),
      ),
    ),
  );
  rows.forEach((row, r) => {
    if (row.kind !== 'list') return;
    const type = contentTypeIdOf(row);
    for (const fields of fieldsByRow[r]!)
      exporter.slugs.set(`${type}/${String(fields['slug'])}`, entryId(type, String(fields['slug'])));
  });
  rows.forEach((row, r) => {
    const type = contentTypeIdOf(row);
    (raw.entries[row.name] ?? []).forEach((entry, i) => {
      const fields = fieldsByRow[r]![i]!;
      const id = row.kind === 'singleton' ? row.name : entryId(type, String(fields['slug']));
      exporter.entry(
        entry,
        type,
        id,
        'body' in fields ? { ...fields, body: exporter.linkBody(fields['body'] as Document) } : fields,
      );
    });
  });

  if (exporter.problems.length > 0) throw new ContentError(exporter.problems);
  return {
    contentTypes: CONTENT_MODEL.map((type) => ({ ...type, sys: { ...type.sys, publishedVersion: 1 } })),
    locales: [
      {
        name: options.locale,
        code: options.locale,
        default: true,
        fallbackCode: null,
        contentDeliveryApi: true,
        contentManagementApi: true,
        optional: false,
      },
    ],
    entries: exporter.entries,
    assets: [...exporter.assets.values()],
  };
}

async function entryFields(
  row: Collection,
  entry: RawEntry,
  bodyMarkdown: unknown,
  problems: ContentProblem[],
): Promise<Record<string, unknown>> {
  if (row.kind === 'singleton') return row.content.parse(entry.data) as Record<string, unknown>;
  const { slug, ...fields } = contentSchema(row, entry).parse(entry.data) as Record<string, unknown>;
  const withSlug = { slug: slug ?? entry.defaultSlug, ...fields };
  if (entry.body?.format !== 'markdown') return withSlug;
  const lost = (what: string) =>
    problems.push({
      source: entry.source,
      field: 'body',
      message: `${what} cannot be exported: Contentful's markdown converter loses it; change it, or set it in Contentful after the import`,
    });
  return { ...withSlug, body: await bodyRichText(String(bodyMarkdown), lost) };
}

/**
 * The converter's fallback for what it has no node for: code is a code-marked paragraph flagged as
 * a block (richtext/handlers/paragraph.ts), an image an embedded asset, a hard break a newline.
 * `lost` is what it drops: `<u>`, `<sup>`, `<sub>` (one tag at a time) and an ordered list's start.
 */
function bodyRichText(markdown: string, lost: (what: string) => void): Promise<Document> {
  const starts = (node: Nodes): void => {
    if (node.type === 'list' && node.ordered && node.start !== 1) lost(`an ordered list starting at ${node.start}`);
    if ('children' in node) node.children.forEach(starts);
  };
  starts(markdownToMdast(markdown) as unknown as Root);
  return richTextFromMarkdown(markdown, async (node) => {
    const { type, value, lang, meta, url, alt } = node as unknown as Record<string, string | null | undefined>;
    if (type === 'code')
      return block(BLOCKS.PARAGRAPH, [text(value ?? '', [MARKS.CODE])], {
        codeBlock: true,
        ...(lang ? { language: lang } : {}),
        ...(meta ? { meta } : {}),
      });
    if (type === 'image') return imageBlock(url ?? '', alt ?? '');
    if (type === 'break') return text('\n', []);
    if (type === 'html' && value?.startsWith('</') === false) lost(value);
    return null;
  });
}

const text = (value: string, marks: string[]): Text => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const block = (nodeType: string, content: Text[], data: Record<string, unknown> = {}) =>
  ({ nodeType, content, data }) as Block;

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  avif: 'image/avif',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  webp: 'image/webp',
};

function imageBlock(url: string, alt: string): Block {
  const extension = /\.([a-z0-9]+)$/i.exec(url.split(/[?#]/, 1)[0] ?? '')?.[1]?.toLowerCase() ?? '';
  const target = {
    sys: { type: 'Asset', id: `markdown-image-${hash(url)}` },
    fields: { title: alt, description: alt, file: { url, contentType: IMAGE_TYPES[extension] ?? 'image/*' } },
  };
  return { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target }, content: [] } as unknown as Block;
}

function contentSchema(row: ListCollection, entry: RawEntry) {
  return entryContent(row.content, row.body !== undefined && entry.body?.format !== 'markdown');
}

/** `project-edge-search`; slugs too long for an id are shortened and made unique by a hash. */
export function entryId(type: string, slug: string): string {
  const id = `${type}-${slug}`;
  return id.length <= MAX_ID_LENGTH ? id : `${id.slice(0, MAX_ID_LENGTH - 9)}-${hash(id)}`;
}

class Exporter {
  readonly entries: ImportEntry[] = [];
  readonly assets = new Map<string, ImportAsset>();
  readonly problems: ContentProblem[] = [];
  readonly slugs = new Map<string, string>();
  readonly #locale: string;

  constructor(locale: string) {
    this.#locale = locale;
  }

  entry(raw: RawEntry, type: string, id: string, values: Record<string, unknown>): void {
    const model = contentTypeOf(type);
    const fields: Record<string, Localized> = {};
    for (const field of model.fields) {
      const value = values[field.id];
      if (isEmpty(value)) continue;
      this.#checkLimits(raw.source, field.id, field.type, value);
      fields[field.id] = { [this.#locale]: value };
    }
    this.entries.push({
      sys: {
        id,
        type: 'Entry',
        ...(values['draft'] === true ? {} : { publishedVersion: 1 }),
        contentType: { sys: { type: 'Link', linkType: 'ContentType', id: type } },
      },
      fields,
    });
  }

  /** Inline images and entries become links to the exported assets and entries. */
  linkBody(document: Document): Document {
    const visit = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(visit);
      if (typeof node !== 'object' || node === null) return node;
      const copy: Record<string, unknown> = { ...(node as Record<string, unknown>) };
      const data = copy['data'] as { target?: InlineTarget } | undefined;
      if (data?.target) copy['data'] = { ...data, target: this.#link(data.target) };
      if (Array.isArray(copy['content'])) copy['content'] = copy['content'].map(visit);
      return copy;
    };
    return visit(document) as Document;
  }

  #link(target: InlineTarget): unknown {
    const { sys, fields } = target;
    const url = fields?.file?.url;
    if (sys?.type === 'Asset' && typeof url === 'string' && typeof sys.id === 'string') {
      this.#asset(sys.id, url, fields);
      return { sys: { type: 'Link', linkType: 'Asset', id: sys.id } };
    }
    const type = sys?.contentType?.sys?.id;
    const id = this.slugs.get(`${String(type)}/${String(fields?.slug)}`);
    if (sys?.type === 'Entry' && id !== undefined) return { sys: { type: 'Link', linkType: 'Entry', id } };
    return target;
  }

  #asset(id: string, url: string, fields: InlineTarget['fields']): void {
    if (this.assets.has(id)) return;
    const text = (value: unknown): Localized | undefined =>
      typeof value === 'string' && value !== '' ? { [this.#locale]: value } : undefined;
    const title = text(fields?.title);
    const description = text(fields?.description);
    const fileName = decodeURIComponent(new URL(url).pathname.split('/').pop() || 'image');
    this.assets.set(id, {
      sys: { id, type: 'Asset', publishedVersion: 1 },
      fields: {
        ...(title ? { title } : {}),
        ...(description ? { description } : {}),
        file: {
          [this.#locale]: { url, fileName, contentType: fields?.file?.contentType ?? 'application/octet-stream' },
        },
      },
    });
  }

  /** What an import would reject: text over Contentful's limits and rich text it does not accept. */
  #checkLimits(source: string, field: string, type: string, value: unknown): void {
    const tooLong = (text: unknown, max: number, path: string, kind: string) => {
      if (typeof text === 'string' && text.length > max) {
        this.problems.push({
          source,
          field: path,
          message: `is ${text.length} characters long; Contentful's ${kind} fields hold at most ${max}: shorten it`,
        });
      }
    };
    if (type === 'Symbol') tooLong(value, SYMBOL_MAX_LENGTH, field, 'short text (Symbol)');
    if (type === 'Text') tooLong(value, TEXT_MAX_LENGTH, field, 'long text');
    if (type === 'Array' && Array.isArray(value))
      value.forEach((item, i) => tooLong(item, SYMBOL_MAX_LENGTH, `${field}[${i}]`, 'list (Symbol)'));
    if (type === 'RichText') {
      for (const error of validateRichTextDocument(value as Document)) {
        const path = error.path?.length ? `${field}.${error.path.join('.')}` : field;
        this.problems.push({
          source,
          field: path,
          message: `Contentful would reject this rich text: ${error.details ?? error.name}`,
        });
      }
    }
  }
}

interface InlineTarget {
  sys?: { type?: string; id?: string; contentType?: { sys?: { id?: string } } };
  fields?: { title?: unknown; description?: unknown; slug?: unknown; file?: { url?: unknown; contentType?: string } };
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && !('nodeType' in value) && Object.keys(value).length === 0;
}

function hash(value: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36).padStart(7, '0');
}
