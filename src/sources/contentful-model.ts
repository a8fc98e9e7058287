/** The Management API's content model from the schemas, plus what they omit: short texts, names, validations. */
import { contentFields, type FieldKind } from '../core/collections/content-fields.ts';
import type { Collection } from '../core/collections/define.ts';
import { contentTypeIdOf, LIST_COLLECTIONS } from '../core/collections/documents.ts';
import { capitalised } from '../core/collections/operations.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { HEX_COLOUR, MAX_SLUG_LENGTH, SLUG_PATTERN } from '../core/schemas/common.ts';

const FIELD_TYPES: Readonly<Record<FieldKind, string>> = {
  text: 'Text',
  number: 'Number',
  date: 'Date',
  list: 'Array',
  object: 'Object',
  body: 'RichText',
};

/** Texts of one line (`Symbol`: at most 256 characters, filterable); a list's title is one too. */
const SHORT_TEXTS = ['slug', 'name', 'jobTitle', 'headline', 'location', 'tagline', 'status', 'color'];

const NAMES: Readonly<Record<string, string>> = {
  problemFull: 'Problem in full (markdown)',
  learned: 'What I learned',
};

/** Rich-text links may only point at content that has a page: the lists' items. */
const linkable = [{ linkContentType: LIST_COLLECTIONS.map(contentTypeIdOf) }];
const LINK_NODES = ['entry-hyperlink', 'embedded-entry-block', 'embedded-entry-inline'];

const VALIDATIONS: Readonly<Record<string, unknown[]>> = {
  slug: [
    { unique: true },
    {
      regexp: { pattern: SLUG_PATTERN.source, flags: null },
      message: 'Use lowercase kebab-case, e.g. "my-project-2"; it becomes part of the URL.',
    },
    {
      size: { max: MAX_SLUG_LENGTH },
      message: `At most ${MAX_SLUG_LENGTH} characters; it becomes a file name and part of the URL.`,
    },
  ],
  color: [{ regexp: { pattern: HEX_COLOUR.source, flags: null }, message: 'A hex colour, e.g. "#0f766e".' }],
  body: [{ nodes: Object.fromEntries(LINK_NODES.map((node) => [node, linkable])) }],
};

function contentType(row: Collection) {
  const title = row.kind === 'list' ? row.search.title : undefined;
  const fields = contentFields(row);
  // Addressed by slug first; an entry has no file name to stand in for it, so it is required.
  const slugFirst = [...fields.filter(({ id }) => id === 'slug'), ...fields.filter(({ id }) => id !== 'slug')];
  return {
    sys: { id: contentTypeIdOf(row), type: 'ContentType' as const },
    name: capitalised(contentTypeIdOf(row)),
    description: `${row.detail.description ?? ''}${row.kind === 'singleton' ? ' Exactly one entry.' : ''}`,
    displayField: title ?? fields[0]?.id ?? '',
    fields: slugFirst.map(({ id, kind, required }) => {
      const words = capitalised(id.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`));
      return {
        id,
        name: NAMES[id] ?? (kind === 'object' ? `${words} (JSON)` : words),
        type: kind === 'text' && (id === title || SHORT_TEXTS.includes(id)) ? 'Symbol' : FIELD_TYPES[kind],
        ...(kind === 'list' ? { items: { type: 'Symbol' as const, validations: [] } } : {}),
        // An empty `updatedAt` is the entry's last publication (contentful-source.ts).
        required: (required || id === 'slug') && id !== 'updatedAt',
        localized: false,
        disabled: false,
        omitted: false,
        validations: VALIDATIONS[id] ?? [],
      };
    }),
  };
}

export const CONTENT_MODEL = (COLLECTIONS as readonly Collection[]).map(contentType);

/** A collection's type, by `contentTypeIdOf(row)`: the model has one for every row. */
export const contentTypeOf = (id: string) => CONTENT_MODEL.find((type) => type.sys.id === id)!;
