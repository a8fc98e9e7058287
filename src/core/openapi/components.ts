import * as z from 'zod';
import type { Collection } from '../collections/define.ts';
import { COLLECTIONS } from '../collections/registry.ts';
import { ErrorEnvelope } from '../schemas/error.ts';
import { SearchResult } from '../schemas/search-result.ts';

type JsonSchema = Record<string, unknown>;

const ROOT_SCHEMAS: readonly z.ZodType[] = [
  ...(COLLECTIONS as readonly Collection[]).flatMap((row) =>
    row.kind === 'list' ? [row.summary, row.detail] : [row.detail],
  ),
  SearchResult,
  ErrorEnvelope,
];

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) for every named schema, `$ref`s between them, in the order met. */
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
  // Components live inside the OpenAPI document: no dialect or identity of their own.
  return Object.fromEntries([...names].map((name) => [name, omitIdentity(schemas[name] as JsonSchema)]));
}

const omitIdentity = ({ $schema: _dialect, $id: _id, ...rest }: JsonSchema): JsonSchema => rest;

export const componentRef = (id: string): string => `#/components/schemas/${id}`;

/** OpenAPI's `discriminator` (not JSON Schema's) is added here only: the MCP tools' schemas come from the same zod without it. */
function addDiscriminator({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }): void {
  if (!(zodSchema instanceof z.ZodDiscriminatedUnion)) return;
  const propertyName = zodSchema.def.discriminator;
  const mapping: Record<string, string> = {};
  for (const option of zodSchema.options) {
    const id = z.globalRegistry.get(option)?.id;
    const value = option instanceof z.ZodObject ? option.shape[propertyName] : undefined;
    if (id === undefined || !(value instanceof z.ZodLiteral))
      throw new Error(
        `Each option of a discriminated union the API publishes needs a component name and a literal "${propertyName}".`,
      );
    mapping[String(value.value)] = componentRef(id);
  }
  jsonSchema['discriminator'] = { propertyName, mapping };
}
