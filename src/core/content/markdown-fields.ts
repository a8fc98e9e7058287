/**
 * Markdown fields other than a body (a project's `problemFull`, a text section, an answer): the page renders them,
 * the API and the twins keep them as written, so they are checked as an article's body is.
 */
import * as z from 'zod';
import { MARKDOWN } from '../schemas/common.ts';
import { canonicalBody } from '../markdown/body.ts';
import { at, type ContentProblem, type Place } from './problems.ts';

/** What the markdown fields of `value` (parsed by `schema`) cannot carry, each a problem at its field. */
export const markdownFieldProblems = (schema: z.ZodType, value: unknown, entry: Place) =>
  markdownFields(schema, value, []).flatMap(([path, text]): ContentProblem[] =>
    canonicalBody(text, (uri) => uri).refused.map(({ construct, line }) => ({
      ...at(entry, path),
      message: `Unsupported markdown: ${construct}${line === undefined ? '' : ` (line ${line} of the text)`}`,
    })),
  );

/** Each string whose schema says it is markdown, with its path. */
function markdownFields(schema: z.ZodType, value: unknown, path: PropertyKey[]): [PropertyKey[], string][] {
  if (schema.meta()?.['contentMediaType'] === MARKDOWN.contentMediaType)
    return typeof value === 'string' ? [[path, value]] : [];
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodOptional)
    return markdownFields(schema.unwrap() as z.ZodType, value, path);
  if (schema instanceof z.ZodUnion)
    return (schema.options as z.ZodType[]).flatMap((option) => markdownFields(option, value, path));
  if (schema instanceof z.ZodArray && Array.isArray(value))
    return value.flatMap((item, i) => markdownFields(schema.element as z.ZodType, item, [...path, i]));
  if (schema instanceof z.ZodObject && typeof value === 'object' && value !== null)
    return Object.entries(schema.shape).flatMap(([key, field]) =>
      markdownFields(field as z.ZodType, (value as Record<string, unknown>)[key], [...path, key]),
    );
  return [];
}
