// The files `npm run new` writes, from the content schemas: every field under its description, required ones first
// with a placeholder the schema accepts, optional ones commented out with an example to uncomment.
import { Scalar, stringify } from 'yaml';
import type * as z from 'zod';
import { authoredJsonSchema, type JsonSchema } from '../../src/core/collections/content-fields.ts';
import type { Collection, ListCollection } from '../../src/core/collections/define.ts';
import { capitalised } from '../../src/core/collections/operations.ts';
import { placesOf } from '../../src/core/collections/paths.ts';
import { entryContent } from '../../src/core/schemas/content.ts';

/** Its path is relative to the content folder, `/`-separated. */
export type NewFile = ReturnType<typeof listItemFile>;

const HOW_TO_EDIT = [
  "Required fields hold a placeholder to replace (TODO, example.com, today's date). Optional fields",
  'are commented out: remove the "# " to use one. docs/content.md describes every field, and',
  '`npm run check:content` checks them.',
];

/** A list item's file: `projects/<slug>.yaml`, or `articles/<slug>.md` with front matter and a body. */
export function listItemFile(row: ListCollection, slug: string, today: string) {
  const header = comment([
    `One ${row.singular}. The file name is its slug, in its URLs: ${placesOf(row, slug).page}, ${placesOf(row, slug).api}.`,
    ...HOW_TO_EDIT,
  ]);
  const cover = { src: `./images/${slug}.webp`, alt: 'TODO: what the image shows' };
  const fields = yamlTemplate(entryContent(row.content, false), today, { title: titleFromSlug(slug), slug, cover });
  if (!row.body) return { path: `${row.name}/${slug}.yaml`, text: `${header}\n${fields}` };
  const body = `TODO: write the ${row.singular} here, in markdown: paragraphs, headings, lists, links, code, tables and images.\n`;
  return { path: `${row.name}/${slug}.md`, text: `---\n${header}\n${fields}---\n\n${body}` };
}

/** A minimal valid portfolio: each singleton's file (`profile.yaml`), one item of each list (`my-first-project`, …). */
export const skeletonFiles = (rows: readonly Collection[], today: string): NewFile[] =>
  rows.map((row) => {
    if (row.kind === 'list') return listItemFile(row, `my-first-${row.singular}`, today);
    const header = comment([`The ${row.name}, served at ${placesOf(row).api} and on the home page.`, ...HOW_TO_EDIT]);
    const values = { photo: './images/portrait.webp', photoAlt: 'TODO: what the portrait shows' };
    return { path: `${row.name}.yaml`, text: `${header}\n${yamlTemplate(row.content, today, values)}` };
  });

const comment = (lines: readonly string[]): string => lines.map((line) => `# ${line}\n`).join('');

/** Comments are wrapped to this width. */
const WIDTH = 100;

/** `today` (`2026-03-01`) fills date fields; `values` fill named top-level fields instead of the placeholders. */
function yamlTemplate(schema: z.ZodObject, today: string, values: Readonly<Record<string, unknown>>): string {
  const root = authoredJsonSchema(schema);

  /** Follows `$ref`s into the root's `$defs`; the referring schema's description (and default) win over theirs. */
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (schema.$ref === undefined) return schema;
    const target = root.$defs?.[schema.$ref.replace('#/$defs/', '')];
    if (!target) throw new Error(`the content schema refers to ${schema.$ref}, which it does not define`);
    const { $ref: _ref, ...own } = schema;
    return { ...resolve(target), ...own };
  };

  /** A value the schema accepts, obviously one to replace. */
  const placeholder = (schema: JsonSchema): unknown => {
    const s = resolve(schema);
    if (s.const !== undefined) return s.const;
    if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
    if (s.enum) return s.enum[0];
    const options = (s.anyOf ?? s.oneOf)?.map(resolve);
    // Dates are quoted: YAML 1.1 readers would otherwise turn them into timestamps.
    if (options)
      return options.some((option) => option.format === 'date')
        ? Object.assign(new Scalar(today), { type: Scalar.QUOTE_SINGLE })
        : placeholder(options[0]!);
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
        return s.items ? [placeholder(s.items as JsonSchema)] : [];
      case 'object': {
        const { properties, required = [] } = s;
        if (properties)
          return Object.fromEntries(required.map((key) => [key, placeholder(properties[key] as JsonSchema)]));
        return typeof s.additionalProperties === 'object' ? { example: placeholder(s.additionalProperties) } : {};
      }
      default:
        return 'TODO';
    }
  };

  /** An object's fields as YAML lines, each under its description; a blank line between top-level fields. */
  const objectLines = (schema: JsonSchema, indent: string, values: Readonly<Record<string, unknown>>): string[] => {
    const properties = schema.properties ?? {};
    const required = new Set(schema.required ?? []);
    const lines: string[] = [];
    // Required fields first; the sort is stable, so each group keeps the schema's order.
    for (const key of Object.keys(properties).sort((a, b) => Number(required.has(b)) - Number(required.has(a)))) {
      const field = resolve(properties[key] as JsonSchema);
      if (indent === '' && lines.length > 0) lines.push('');
      const note = required.has(key) ? 'Required.' : 'Optional.';
      const description = wrap(`${field.description ?? ''} ${note}`.trim(), WIDTH - indent.length - 2);
      lines.push(...description.map((line) => `${indent}# ${line}`));
      const value = key in values ? values[key] : placeholder(field);
      if (!required.has(key)) lines.push(...yamlLines(key, value).map((line) => `${indent}# ${line}`));
      else if (field.properties) lines.push(`${indent}${key}:`, ...objectLines(field, `${indent}  `, {}));
      else lines.push(...yamlLines(key, value).map((line) => `${indent}${line}`));
    }
    return lines;
  };

  return `${objectLines(root, '', values).join('\n')}\n`;
}

/** `my-first-project` → `My first project`. */
export const titleFromSlug = (slug: string) => capitalised(slug.replace(/-/g, ' '));

/** `key: value` as YAML lines (a block for lists and maps). */
const yamlLines = (key: string, value: unknown): string[] =>
  stringify({ [key]: value })
    .trimEnd()
    .split('\n');

/** Greedy word wrap: as many words as fit in `width` on each line (a longer word on a line of its own). */
const wrap = (text: string, width: number) => text.match(new RegExp(`\\S.{0,${width - 1}}(?=\\s|$)|\\S+`, 'g')) ?? [];
