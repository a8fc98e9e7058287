/**
 * The Contentful content model the loader expects, in the Content Management API's format (the
 * same objects `contentful-import` creates). Field ids are the keys of the content schemas in
 * `src/core/schemas/content.ts`, so an entry's fields map one to one onto what local files hold;
 * a test keeps the two in step. `docs/contentful.md` describes the model for people.
 */
import type { Collection } from '../core/collections/define.ts';
import { HEX_COLOUR, MAX_SLUG_LENGTH, SLUG_PATTERN } from '../core/schemas/common.ts';

export type ContentfulFieldType = 'Symbol' | 'Text' | 'Number' | 'Date' | 'Object' | 'RichText' | 'Array';

export interface ContentfulField {
  id: string;
  name: string;
  type: ContentfulFieldType;
  /** Array fields: the type of their items (always short text here). */
  items?: { type: 'Symbol'; validations: unknown[] };
  required: boolean;
  localized: boolean;
  disabled: boolean;
  omitted: boolean;
  validations: unknown[];
}

export interface ContentfulContentType {
  sys: { id: ContentTypeId; type: 'ContentType' };
  name: string;
  description: string;
  displayField: string;
  fields: ContentfulField[];
}

export const CONTENT_TYPE_IDS = { profile: 'profile', project: 'project', article: 'article' } as const;
export type ContentTypeId = (typeof CONTENT_TYPE_IDS)[keyof typeof CONTENT_TYPE_IDS];

/** A collection's content type: the singleton's name (`profile`), a list's singular (`project`). */
export function contentTypeIdOf(row: Collection): string {
  return row.kind === 'singleton' ? row.name : row.singular;
}

/** Contentful's limits on text fields, checked by the exporter before an import would fail on them. */
export const SYMBOL_MAX_LENGTH = 256;
export const TEXT_MAX_LENGTH = 50_000;

const slugValidations = [
  { unique: true },
  {
    regexp: { pattern: SLUG_PATTERN.source, flags: null },
    message: 'Use lowercase kebab-case, e.g. "my-project-2"; it becomes part of the URL.',
  },
  { size: { max: MAX_SLUG_LENGTH }, message: `At most ${MAX_SLUG_LENGTH} characters; it becomes a file name and part of the URL.` },
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
const addressable = [field('slug', 'Slug', 'Symbol', { required: true, validations: slugValidations }), field('title', 'Title', 'Symbol', required)];
const list = { items: { type: 'Symbol' as const, validations: [] } };
/** Rich-text links may only point at content that has a page. */
const linkable = [{ linkContentType: [CONTENT_TYPE_IDS.project, CONTENT_TYPE_IDS.article] }];

export const CONTENT_MODEL: readonly ContentfulContentType[] = [
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
      field('color', 'Color', 'Symbol', { validations: [{ regexp: { pattern: HEX_COLOUR.source, flags: null }, message: 'A hex colour, e.g. "#0f766e".' }] }),
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
      field('body', 'Body', 'RichText', {
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
      }),
    ],
  },
];

export function contentTypeOf(id: string): ContentfulContentType {
  const type = CONTENT_MODEL.find((candidate) => candidate.sys.id === id);
  if (!type) throw new Error(`no content type "${id}" in the model`);
  return type;
}
