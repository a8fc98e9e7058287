/**
 * The content model the loader expects, in the Management API's format. Field ids are the keys of
 * the content schemas (src/core/schemas/content.ts); a test keeps them in step. docs/contentful.md.
 */
import { contentFields, type FieldKind } from '../core/collections/content-fields.ts';
import type { Collection } from '../core/collections/define.ts';
import { contentTypeIdOf, LIST_COLLECTIONS } from '../core/collections/documents.ts';
import { capitalised } from '../core/collections/operations.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { HEX_COLOUR, MAX_SLUG_LENGTH, SLUG_PATTERN } from '../core/schemas/common.ts';

export type ContentfulFieldType = 'Symbol' | 'Text' | 'Number' | 'Date' | 'Object' | 'RichText' | 'Array';

export interface ContentfulField {
  id: string;
  name: string;
  type: ContentfulFieldType;
  items?: { type: 'Symbol'; validations: unknown[] };
  required: boolean;
  localized: boolean;
  disabled: boolean;
  omitted: boolean;
  validations: unknown[];
}

export interface ContentfulContentType {
  sys: { id: string; type: 'ContentType' };
  name: string;
  description: string;
  displayField: string;
  fields: ContentfulField[];
}

export const CONTENT_TYPE_IDS = { profile: 'profile', project: 'project', article: 'article' } as const;

export { contentTypeIdOf };

/** Checked by the exporter before an import would fail on them. */
export const SYMBOL_MAX_LENGTH = 256;
export const TEXT_MAX_LENGTH = 50_000;

const slugValidations = [
  { unique: true },
  {
    regexp: { pattern: SLUG_PATTERN.source, flags: null },
    message: 'Use lowercase kebab-case, e.g. "my-project-2"; it becomes part of the URL.',
  },
  {
    size: { max: MAX_SLUG_LENGTH },
    message: `At most ${MAX_SLUG_LENGTH} characters; it becomes a file name and part of the URL.`,
  },
];

type FieldOptions = Partial<Pick<ContentfulField, 'required' | 'validations' | 'items'>>;

function field(id: string, name: string, type: ContentfulFieldType, options: FieldOptions = {}): ContentfulField {
  return {
    id,
    name,
    type,
    ...(options.items ? { items: options.items } : {}),
    required: options.required ?? false,
    localized: false,
    disabled: false,
    omitted: false,
    validations: options.validations ?? [],
  };
}

const required = { required: true };
/** Projects and articles are addressed by slug and listed by title. */
const slug = field('slug', 'Slug', 'Symbol', { required: true, validations: slugValidations });
const addressable = [slug, field('title', 'Title', 'Symbol', required)];
const list = { items: { type: 'Symbol' as const, validations: [] } };
/** Rich-text links may only point at content that has a page: the lists' items. */
const linkable = [{ linkContentType: LIST_COLLECTIONS.map(contentTypeIdOf) }];
const body = field('body', 'Body', 'RichText', {
  required: true,
  validations: [
    {
      nodes: {
        'entry-hyperlink': linkable,
        'embedded-entry-block': linkable,
        'embedded-entry-inline': linkable,
      },
    },
  ],
});

/** Written out for their fields' names, lengths and validations; any other collection's is derived. */
const WRITTEN: readonly ContentfulContentType[] = [
  {
    sys: { id: CONTENT_TYPE_IDS.profile, type: 'ContentType' },
    name: 'Profile',
    description: 'The person behind the portfolio. Exactly one entry.',
    displayField: 'name',
    fields: [
      field('name', 'Name', 'Symbol', required),
      field('jobTitle', 'Job title', 'Symbol', required),
      field('headline', 'Headline', 'Symbol', required),
      field('bio', 'Bio', 'Text', required),
      field('location', 'Location', 'Symbol'),
      field('currentRole', 'Current role (JSON)', 'Object', required),
      field('highlights', 'Highlights (JSON)', 'Object'),
      field('education', 'Education (JSON)', 'Object'),
      field('links', 'Links (JSON)', 'Object', required),
    ],
  },
  {
    sys: { id: CONTENT_TYPE_IDS.project, type: 'ContentType' },
    name: 'Project',
    description: 'A project with its case study.',
    displayField: 'title',
    fields: [
      ...addressable,
      field('tagline', 'Tagline', 'Symbol', required),
      field('problem', 'Problem', 'Text', required),
      field('problemFull', 'Problem in full (markdown)', 'Text'),
      field('status', 'Status', 'Symbol', required),
      field('badges', 'Badges', 'Array', list),
      field('color', 'Color', 'Symbol', {
        validations: [
          { regexp: { pattern: HEX_COLOUR.source, flags: null }, message: 'A hex colour, e.g. "#0f766e".' },
        ],
      }),
      field('metrics', 'Metrics (JSON)', 'Object'),
      field('learned', 'What I learned', 'Array', list),
      field('stack', 'Stack', 'Array', list),
      field('links', 'Links (JSON)', 'Object'),
      field('updatedAt', 'Updated at', 'Date'),
      field('order', 'Order', 'Number'),
      field('expandableSections', 'Expandable sections (JSON)', 'Object'),
    ],
  },
  {
    sys: { id: CONTENT_TYPE_IDS.article, type: 'ContentType' },
    name: 'Article',
    description: 'An article; its body is rendered to markdown for the API.',
    displayField: 'title',
    fields: [
      ...addressable,
      field('excerpt', 'Excerpt', 'Text', required),
      field('publishedAt', 'Published at', 'Date', required),
      field('tags', 'Tags', 'Array', list),
      body,
    ],
  },
];

const FIELD_TYPES: Readonly<Record<Exclude<FieldKind, 'body'>, ContentfulFieldType>> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  list: 'Array',
  object: 'Object',
};

/** From the content schema: a list's slug required and its title short text. */
function derivedContentType(row: Collection): ContentfulContentType {
  const title = row.kind === 'list' ? row.search.title : undefined;
  const fields = contentFields(row)
    .filter((candidate) => candidate.id !== 'slug')
    .map(({ id, kind, required }) => {
      if (kind === 'body') return body;
      const name = capitalised(id.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`));
      return field(id, name, id === title ? 'Symbol' : FIELD_TYPES[kind], {
        required,
        ...(kind === 'list' ? list : {}),
      });
    });
  return {
    sys: { id: contentTypeIdOf(row), type: 'ContentType' },
    name: capitalised(contentTypeIdOf(row)),
    description: row.detail.description ?? '',
    displayField: title ?? fields[0]?.id ?? '',
    fields: row.kind === 'list' ? [slug, ...fields] : fields,
  };
}

export const CONTENT_MODEL: readonly ContentfulContentType[] = (COLLECTIONS as readonly Collection[]).map(
  (row) => WRITTEN.find((type) => type.sys.id === contentTypeIdOf(row)) ?? derivedContentType(row),
);

export function contentTypeOf(id: string): ContentfulContentType {
  const type = CONTENT_MODEL.find((candidate) => candidate.sys.id === id);
  if (!type) throw new Error(`no content type "${id}" in the model`);
  return type;
}
