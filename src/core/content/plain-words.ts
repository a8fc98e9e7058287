/** What the schema and the YAML reader found wrong, in an author's words, with the fix where there is one. */
import leven from 'leven';
import * as z from 'zod';
import type { Place } from './problems.ts';

const NOUNS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  record: 'a group of fields',
};
const nounOf = (value: unknown) => NOUNS[Array.isArray(value) ? 'array' : typeof value] ?? String(value);

/** `[path, message]` pairs (an unknown-keys issue is one per key, at the key); undefined keeps zod's message. */
type Words = [PropertyKey[], string][];
export function issueWords(issue: z.core.$ZodIssue, schema: z.ZodType, entry?: Place): Words | undefined {
  if (issue.code === 'unrecognized_keys') {
    const known = objectsAt(schema, issue.path).flatMap((object) => Object.keys(object.shape));
    const fix = (near: string | undefined) =>
      near ? `did you mean \`${near}\`?` : 'remove it or check its spelling (docs/content.md lists the fields)';
    return issue.keys.map((key) => [[...issue.path, key], `unknown key; ${fix(closest(key, known))}`]);
  }
  // A discriminated union (the sections' `type`) reports the whole object, at the discriminator's path.
  const choice =
    issue.code === 'invalid_value'
      ? { values: issue.values, input: issue.input }
      : issue.code === 'invalid_union' && issue.discriminator && 'options' in issue
        ? { values: issue.options ?? [], input: (issue.input as Record<string, unknown>)[issue.discriminator] }
        : undefined;
  if (choice) {
    const choices = choice.values.map((value) => `"${String(value)}"`).join(', ');
    if (choice.input === undefined) return [[issue.path, `is missing; give one of ${choices}`]];
    const near = typeof choice.input === 'string' ? closest(choice.input, choice.values.map(String)) : undefined;
    const hint = near ? `; did you mean "${near}"?` : '';
    return [[issue.path, `should be one of ${choices}, found ${shown(choice.input)}${hint}`]];
  }
  if (issue.code === 'too_small' && issue.origin === 'array')
    return [[issue.path, 'is an empty list; give at least one item']];
  // Missing is missing, whatever a schema's own message says of a wrong value (a date's, a number's).
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_union') && issue.input === undefined)
    return [[issue.path, 'is missing']];
  // A message of the schema's own ("must be a number …") says it already.
  if (issue.code !== 'invalid_type' || !issue.message.startsWith('Invalid input')) return undefined;
  const { input, expected } = issue;
  if (input === null) return [[issue.path, 'is empty; give it a value']];
  let message = `should be ${NOUNS[expected] ?? expected}, found ${nounOf(input)}`;
  // As written (`2.50`, not the number 2.5 read from it): quoted, it is the author's.
  const written = entry?.textAt?.(issue.path, input) ?? String(input);
  if (expected === 'string' && (typeof input === 'number' || typeof input === 'boolean'))
    message = `should be text, found ${written}; put it in quotes: "${written}"`;
  if (expected === 'array' && typeof input === 'string') message += '; write one "- item" line per item';
  return [[issue.path, message]];
}

/** A value as messages show it: as JSON, a text over 60 characters cut short. */
export const shown = (value: unknown): string =>
  JSON.stringify(typeof value === 'string' && value.length > 60 ? `${value.slice(0, 57)}...` : value);

/** The object schemas that can stand at `path` (each option of a union). */
function objectsAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodObject[] {
  const [key, ...rest] = path;
  if ([z.ZodOptional, z.ZodNullable, z.ZodDefault, z.ZodLazy].some((wrapper) => schema instanceof wrapper))
    return objectsAt((schema as z.ZodOptional).unwrap() as z.ZodType, path);
  if (schema instanceof z.ZodPipe) return objectsAt(schema.in as z.ZodType, path);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap((option) => objectsAt(option, path));
  if (key === undefined) return schema instanceof z.ZodObject ? [schema] : [];
  if (schema instanceof z.ZodObject)
    return typeof key === 'string' && key in schema.shape ? objectsAt(schema.shape[key] as z.ZodType, rest) : [];
  return schema instanceof z.ZodArray ? objectsAt(schema.element as z.ZodType, rest) : [];
}

/** The candidate nearest `word` by edit distance, when near enough to be a slip (about one edit in three letters). */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  const ranked = candidates
    .filter((candidate) => candidate !== word)
    .map((candidate) => ({ candidate, distance: editsApart(word.toLowerCase(), candidate.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance);
  return ranked[0] && ranked[0].distance <= Math.max(1, Math.floor(word.length / 3)) ? ranked[0].candidate : undefined;
}

/** Edits between two words, two neighbouring letters swapped counting as one (`titel` is one from `title`). */
function editsApart(a: string, b: string): number {
  const edits = leven(a, b);
  if (edits !== 2 || a.length !== b.length) return edits;
  const i = [...a].findIndex((letter, at) => letter !== b[at]);
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2) ? 1 : edits;
}

const KEY_LINE = /^\s*(?:-\s+)?([^\s:#][^:#]*?):(?:\s+(.*?))?\s*$/;
const MISALIGNED =
  'this line is indented differently from the keys of its group; indent with spaces, each key of a group at the same column';
const YAML_WORDS: Record<string, (key?: string, value?: string) => string> = {
  BLOCK_AS_IMPLICIT_KEY: () =>
    'the next line is indented further than this one, so YAML reads it as part of this value; keys of one group start at the same column',
  BAD_INDENT: () => MISALIGNED,
  TAB_AS_INDENT: () => MISALIGNED,
  BAD_SCALAR_START: (key, value = '') =>
    `a value cannot start with ${JSON.stringify(value.charAt(0))}; put the value in quotes: ${key}: ${JSON.stringify(value)}`,
  DUPLICATE_KEY: (key) => `\`${key}\` is given twice; keep one`,
  // The library's own message names one of its functions.
  MULTIPLE_DOCS: () =>
    'a --- line here starts a second YAML document, and a file holds one: remove the line, or move what follows it into a file of its own',
};

// YAML faults in words, each with the key on its line: one a line (a mistake often trips several checks there), and
// none after a misindented line, which throws out the lines that follow (docs/content.md).
export function yamlProblems(
  faults: readonly { code: string; message: string; line?: number | undefined; column?: number }[],
  lines: readonly string[],
) {
  const seen = new Set<number | undefined>();
  let misaligned = false;
  return faults.flatMap(({ code, message, line, column = 1 }) => {
    const shape = /INDENT|IMPLICIT_KEY/.test(code);
    if (seen.has(line) || (misaligned && shape)) return [];
    seen.add(line);
    const text = line === undefined ? '' : (lines[line - 1] ?? '');
    // A JSON file's key is quoted where the fault is, and other keys may come before it on its line.
    const [, key, value] = /^"((?:[^"\\]|\\.)*)"\s*:/.exec(text.slice(column - 1)) ?? KEY_LINE.exec(text) ?? [];
    const colon = code.endsWith('IMPLICIT_KEY') && value !== undefined && /:(\s|$)/.test(value);
    misaligned ||= shape && !colon;
    const words = colon
      ? `the value holds ": ", which YAML reads as the start of another key; put the value in quotes: ${key}: ${JSON.stringify(value)}`
      : (YAML_WORDS[code === 'MULTILINE_IMPLICIT_KEY' ? 'BLOCK_AS_IMPLICIT_KEY' : code]?.(key, value) ?? message);
    // A flow collection (`[a, b`) left open is a fault of indentation too; the library's words say what is missing.
    return {
      ...(line === undefined ? {} : { line }),
      field: key ?? '(file)',
      message: `cannot be parsed: ${message.startsWith('Flow') ? message : words}`,
    };
  });
}
