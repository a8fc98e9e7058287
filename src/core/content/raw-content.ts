import type { ContentProblem } from './problems.ts';

/** Content as a source hands it over, before validation: local files and Contentful both produce this. */
export interface RawEntry {
  /** Where it came from, for messages: a file path (`content/projects/x.yaml`) or `contentful entry <id>`. */
  source: string;
  /** Slug to use when the entry does not set one (the file name, or the entry's slug field). */
  defaultSlug?: string;
  data: unknown;
  /** The line of the file where the field at a path is (or the nearest part of the path that is there); files only. */
  lineOf?: (path: readonly PropertyKey[]) => number | undefined;
  /** Entries of a collection with a body (articles): the body's format. */
  body?:
    /** `firstLine`: the line of the file the body starts on (after front matter), so its problems name the file's lines. */
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
  /** What to tell the author when a singleton has no entry (where this source expects one), by collection name; none when the source said why already (its file cannot be read). */
  missingHints?: Record<string, string>;
}
