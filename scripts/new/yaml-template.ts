/**
 * A content file's YAML written from its content schema, so what `npm run new` writes follows the
 * schemas: every field (required ones first, each group in the schema's order) under a comment
 * holding its description. Required fields get a placeholder the schema accepts (TODO,
 * example.com, today's date); optional ones are commented out with an example to uncomment.
 */
import { Scalar, stringify } from 'yaml';
import * as z from 'zod';

/** The parts of JSON Schema that `z.toJSONSchema` writes for the content schemas. */
interface JsonSchema {
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

export interface TemplateOptions {
  /** Today's date (`2026-03-01`), for date fields. */
  today: string;
  /** Values for named top-level fields instead of the generic placeholders (a title made from the slug). */
  values?: Readonly<Record<string, unknown>>;
}

/** Comments are wrapped to this width. */
const WIDTH = 100;

export function yamlTemplate(schema: z.ZodObject, options: TemplateOptions): string {
  // The input side: what authors write (plain dates before they become date-times, fields with defaults optional).
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const template = new Template(root, options);
  return `${template.objectLines(root, '', options.values ?? {}).join('\n')}\n`;
}

/** `my-first-project` → `My first project`. */
export function titleFromSlug(slug: string): string {
  const words = slug.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

class Template {
  readonly #root: JsonSchema;
  readonly #today: string;
  // Plain fields, not parameter properties: scripts load this file with Node's type stripping.
  constructor(root: JsonSchema, options: TemplateOptions) {
    this.#root = root;
    this.#today = options.today;
  }

  /** An object's fields as YAML lines, each under its description; a blank line between top-level fields. */
  objectLines(schema: JsonSchema, indent: string, values: Readonly<Record<string, unknown>>): string[] {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const keys = [
      ...Object.keys(properties).filter((key) => required.has(key)),
      ...Object.keys(properties).filter((key) => !required.has(key)),
    ];
    const lines: string[] = [];
    for (const key of keys) {
      const field = this.#resolve(properties[key]!);
      if (indent === '' && lines.length > 0) lines.push('');
      const note = required.has(key) ? 'Required.' : 'Optional.';
      lines.push(
        ...wrap(`${field.description ?? ''} ${note}`.trim(), WIDTH - indent.length - 2).map(
          (line) => `${indent}# ${line}`,
        ),
      );
      const value = key in values ? values[key] : this.placeholder(field);
      if (!required.has(key)) {
        lines.push(...yamlLines(key, value).map((line) => `${indent}# ${line}`));
      } else if (field.properties) {
        lines.push(`${indent}${key}:`, ...this.objectLines(field, `${indent}  `, {}));
      } else {
        lines.push(...yamlLines(key, value).map((line) => `${indent}${line}`));
      }
    }
    return lines;
  }

  /** A value the schema accepts, obviously one to replace. */
  placeholder(schema: JsonSchema): unknown {
    const s = this.#resolve(schema);
    if (s.const !== undefined) return s.const;
    if (s.enum) return s.enum[0];
    const options = s.anyOf ?? s.oneOf;
    if (options) {
      const resolved = options.map((option) => this.#resolve(option));
      // Dates are quoted: YAML 1.1 readers would otherwise turn them into timestamps.
      return resolved.some((option) => option.format === 'date') ? quoted(this.#today) : this.placeholder(resolved[0]!);
    }
    switch (s.type) {
      case 'string':
        if (s.format === 'email') return 'you@example.com';
        if (s.format === 'uri') return 'https://example.com/';
        return s.pattern === undefined ? 'TODO' : 'example';
      case 'number':
      case 'integer':
        return 1;
      case 'boolean':
        return false;
      case 'array':
        return s.items ? [this.placeholder(s.items)] : [];
      case 'object': {
        if (s.properties)
          return Object.fromEntries((s.required ?? []).map((key) => [key, this.placeholder(s.properties![key]!)]));
        return typeof s.additionalProperties === 'object' ? { example: this.placeholder(s.additionalProperties) } : {};
      }
      default:
        return 'TODO';
    }
  }

  /** Follows `$ref`s into the root's `$defs`. */
  #resolve(schema: JsonSchema): JsonSchema {
    if (schema.$ref === undefined) return schema;
    const target = this.#root.$defs?.[schema.$ref.replace('#/$defs/', '')];
    if (!target) throw new Error(`the content schema refers to ${schema.$ref}, which it does not define`);
    // The referring schema's own description (and default) win over the definition's.
    const { $ref: _ref, ...own } = schema;
    return { ...this.#resolve(target), ...own };
  }
}

function quoted(text: string): Scalar {
  const scalar = new Scalar(text);
  scalar.type = Scalar.QUOTE_SINGLE;
  return scalar;
}

/** `key: value` as YAML lines (a block for lists and maps). */
function yamlLines(key: string, value: unknown): string[] {
  return stringify({ [key]: value })
    .trimEnd()
    .split('\n');
}

/** Greedy word wrap: as many words as fit in `width` on each line (a longer word on a line of its own). */
function wrap(text: string, width: number): string[] {
  return text.match(new RegExp(`\\S.{0,${width - 1}}(?=\\s|$)|\\S+`, 'g')) ?? [];
}
