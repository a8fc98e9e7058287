/**
 * The fields authors write for a collection, read from its content schema: what a content model
 * kept outside the repository (Contentful's) needs in order to hold them.
 */
import * as z from 'zod';
import type { Collection } from './define.ts';

export type FieldKind = 'text' | 'number' | 'date' | 'list' | 'object' | 'body';

export interface ContentField {
  id: string;
  /** `list`: a list of texts; any other structure is an `object` (JSON). */
  kind: FieldKind;
  required: boolean;
}

/** The parts of JSON Schema that `z.toJSONSchema` writes for the content schemas. */
export interface JsonSchema {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  format?: string;
  pattern?: string;
  const?: unknown;
  enum?: unknown[];
}

/** What authors write is the schema's input: plain dates before they become date-times, a field with a default optional. */
export function authoredJsonSchema(content: z.ZodObject): JsonSchema {
  return z.toJSONSchema(content, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const DATE_FORMATS = new Set(['date', 'date-time']);

function kindOf(property: JsonSchema): FieldKind {
  // A date input may be a union (a date, or a date-time): every branch is a date.
  if ((property.anyOf ?? [property]).every((branch) => DATE_FORMATS.has(branch.format ?? ''))) return 'date';
  if (property.type === 'string') return 'text';
  if (property.type === 'number' || property.type === 'integer') return 'number';
  if (property.type === 'array' && property.items?.type === 'string') return 'list';
  return 'object';
}

/** Each field of what authors write, in the schema's order; a collection with bodies ends with its `body`. */
export function contentFields(row: Collection): ContentField[] {
  const schema = authoredJsonSchema(row.content);
  const fields = Object.entries(schema.properties ?? {}).map(([id, property]): ContentField => ({
    id,
    kind: kindOf(property),
    required: schema.required?.includes(id) ?? false,
  }));
  return row.kind === 'list' && row.body ? [...fields, { id: 'body', kind: 'body', required: true }] : fields;
}
