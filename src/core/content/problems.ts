import type * as z from 'zod';
import { issueWords, shown } from './plain-words.ts';

/** One thing wrong with the content: where (file or entry, line when known), which field, and what was expected. */
export interface ContentProblem {
  source: string;
  line?: number;
  field: string;
  message: string;
}

/** Content as a source hands it over, before validation: local files and Contentful both produce this. */
export interface RawEntry {
  /** Where it came from, for messages: a file path (`content/projects/x.yaml`) or `contentful entry <id>`. */
  source: string;
  /** Slug to use when the entry does not set one (the file name, or the entry's slug field). */
  defaultSlug?: string;
  data: unknown;
  /** The line of the file where the field at a path is (or the nearest part of the path that is there); files only. */
  lineOf?: (path: readonly PropertyKey[]) => number | undefined;
  /** The source text at a path when it holds `value`, as written (`2.50`, `.inf`); YAML files only. */
  textAt?: (path: readonly PropertyKey[], value: unknown) => string | undefined;
  /** Entries of a collection with a body (articles): the body's format. */
  body?:
    /** `firstLine`: the file's line the body starts on (after front matter), so its problems name the file's lines. */
    | { format: 'markdown'; markdown: string; firstLine?: number }
    /** Inside `data.body`, as Contentful and the JSON files give it. */
    | { format: 'rich-text' };
  /** The local images it shows: each one's published name and its file (the images route publishes them). */
  images?: { name: string; file: string }[];
}

export interface RawContent {
  /** Problems found while reading (unparsable files, unsupported file types, extra singleton entries). */
  problems: ContentProblem[];
  /** What was read past but may be a mistake (an entry's file in a folder the build does not read): said, not fatal. */
  warnings?: ContentProblem[];
  /** Each collection's entries by collection name; a singleton has at most one. */
  entries: Record<string, RawEntry[]>;
  /** What to tell the author when a singleton has no entry, by collection; none where the source said why already. */
  missingHints?: Record<string, string>;
}

export type Place = Pick<RawEntry, 'source' | 'lineOf' | 'textAt'>;

/** The issues of `entry` against `schema`, in plain words, each at its field's line where the source knows lines. */
export const problemsFromZod = (entry: Place, error: z.ZodError, schema: z.ZodType): ContentProblem[] =>
  error.issues.flatMap((issue) =>
    (issueWords(issue, schema, entry) ?? [[issue.path, issue.message + found(issue)]]).map(([path, message]) => ({
      ...at(entry, path),
      message,
    })),
  );

/** `source`, the line of `path` (or of its nearest part that is there) when the source knows it, and the field. */
export function at({ source, lineOf }: Place, path: readonly PropertyKey[]): Omit<ContentProblem, 'message'> {
  const line = lineOf?.(path);
  return { source, ...(line === undefined ? {} : { line }), field: formatPath(path) };
}

/** `, found "nope"` for a wrong value; nothing when the message says it already or there is no value (nor text). */
function found({ code, input }: z.core.$ZodIssue): string {
  if (code === 'invalid_type' || code === 'unrecognized_keys' || input === '') return '';
  return ['string', 'number', 'boolean'].includes(typeof input) ? `, found ${shown(input)}` : '';
}

/** `metrics[0].value`; the root is `(root)`. */
export const formatPath = (path: readonly PropertyKey[]): string =>
  path.length === 0
    ? '(root)'
    : path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`)).join('');

/** `content/projects/x.yaml:4: metrics[0].value: …`: the file and line first, as editors and terminals link them. */
export const formatProblem = (p: ContentProblem): string =>
  `${p.source}${p.line === undefined ? '' : `:${p.line}`}: ${p.field}: ${p.message}`;

/** Thrown when content is invalid; carries every problem found, not just the first. */
export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];
  constructor(found: readonly ContentProblem[]) {
    // Each file's in line order, as an owner goes through them (its own problems, with no line, first); files as found.
    const problems = [...Map.groupBy(found, (p) => p.source).values()].flatMap((file) =>
      file.toSorted((a, b) => (a.line ?? 0) - (b.line ?? 0)),
    );
    const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
    super(`The content has ${count}:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
    this.name = 'ContentError';
    this.problems = problems;
  }
}
