import * as z from 'zod';
import type { Collection } from '../collections/define.ts';
import { COLLECTIONS } from '../collections/registry.ts';
import { ErrorEnvelope } from '../schemas/error.ts';
import { SearchResult } from '../schemas/search-result.ts';

type JsonSchema = Record<string, unknown>;

/** The schemas every collection publishes: the list's summary (when it is a list), then the document. */
function collectionSchemas(row: Collection): z.ZodObject[] {
  return row.kind === 'list' ? [row.summary, row.detail] : [row.detail];
}

/** The schemas whose components the document publishes, besides the ones they refer to. */
const ROOT_SCHEMAS: readonly z.ZodType[] = [...(COLLECTIONS as readonly Collection[]).flatMap(collectionSchemas), SearchResult, ErrorEnvelope];

/**
 * JSON Schema 2020-12 (the dialect of OpenAPI 3.1) for every named schema (`.meta({ id })`) the
 * collections use, with `$ref`s between them: each root, then the named schemas inside it, in the
 * order they are met.
 */
export function componentJsonSchemas(): Record<string, JsonSchema> {
  const options = { target: 'draft-2020-12', io: 'output' } as const;
  const names = new Set<string>();
  for (const schema of ROOT_SCHEMAS) {
    const id = z.globalRegistry.get(schema)?.id;
    if (id === undefined) throw new Error('Every schema the API publishes needs a component name: add .meta({ id })');
    names.add(id);
    // A schema converted on its own lists the named schemas it uses under `$defs`, in the order it meets them.
    for (const nested of Object.keys(z.toJSONSchema(schema, options).$defs ?? {})) names.add(nested);
  }
  // Converting the global registry gives every named schema with `$ref`s to the others' components.
  const { schemas } = z.toJSONSchema(z.globalRegistry, { ...options, uri: componentRef, override: addDiscriminator });
  const out: Record<string, JsonSchema> = {};
  for (const name of names) {
    // Components live inside the OpenAPI document: no dialect or identity of their own.
    const { $schema: _dialect, $id: _id, ...rest } = schemas[name] as JsonSchema;
    out[name] = rest;
  }
  return out;
}

const componentRef = (id: string): string => `#/components/schemas/${id}`;

/**
 * OpenAPI's `discriminator` on each discriminated union (the expandable sections, by `type`):
 * an OpenAPI keyword, not JSON Schema's, so it is added here and nowhere else. The MCP tools'
 * schemas come from the same zod schemas without it: its mapping names this document's components.
 */
function addDiscriminator({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  if (!(zodSchema instanceof z.ZodDiscriminatedUnion)) return;
  const propertyName = zodSchema.def.discriminator;
  const mapping: Record<string, string> = {};
  for (const option of zodSchema.options) {
    const id = z.globalRegistry.get(option)?.id;
    const value = option instanceof z.ZodObject ? option.shape[propertyName] : undefined;
    if (id === undefined || !(value instanceof z.ZodLiteral)) throw new Error(`Each option of a discriminated union the API publishes needs a component name and a literal "${propertyName}".`);
    mapping[String(value.value)] = componentRef(id);
  }
  jsonSchema['discriminator'] = { propertyName, mapping };
}
