/** The fields authors write for a collection, from its content schema: what Contentful's content model must hold. */
import * as z from 'zod';
import type { Collection } from './define.ts';

/** `list`: a list of texts; any other structure is an `object` (JSON). */
export type FieldKind = 'text' | 'number' | 'date' | 'list' | 'object' | 'body';

export type JsonSchema = z.core.JSONSchema.JSONSchema;

/** What authors write is the schema's input: plain dates before they are date-times, defaulted fields optional. */
export const authoredJsonSchema = (content: z.ZodObject): JsonSchema =>
  z.toJSONSchema(content, { io: 'input', unrepresentable: 'any' });

function kindOf(property: JsonSchema): FieldKind {
  // A date input may be a union (a date, or a date-time): every branch is a date.
  if ((property.anyOf ?? [property]).every((branch) => /^date(-time)?$/.test(branch.format ?? ''))) return 'date';
  if (property.type === 'string') return 'text';
  if (property.type === 'number' || property.type === 'integer') return 'number';
  if (property.type === 'array' && (property.items as JsonSchema | undefined)?.type === 'string') return 'list';
  return 'object';
}

/** Each field of what authors write, in the schema's order; a collection with bodies ends with its `body`. */
export function contentFields(row: Collection): { id: string; kind: FieldKind; required: boolean }[] {
  const schema = authoredJsonSchema(row.content);
  const fields = Object.entries(schema.properties ?? {}).map(([id, property]) => ({
    id,
    kind: kindOf(property as JsonSchema),
    required: schema.required?.includes(id) ?? false,
  }));
  return row.kind === 'list' && row.body ? [...fields, { id: 'body', kind: 'body', required: true }] : fields;
}
