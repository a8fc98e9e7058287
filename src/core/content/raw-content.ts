/** Content as a source hands it over, before validation: local files and Contentful both produce this. */
export interface RawEntry {
  /** Where it came from, for messages: a file path (`content/projects/x.yaml`) or `contentful entry <id>`. */
  source: string;
  /** Slug to use when the entry does not set one (the file name, or the entry's slug field). */
  defaultSlug?: string;
  data: unknown;
}

export type RawArticleBody =
  | { format: 'markdown'; markdown: string }
  /** Inside `data.body`, as Contentful and the JSON files give it. */
  | { format: 'rich-text' };

export interface RawArticle extends RawEntry {
  body: RawArticleBody;
}

import type { ContentProblem } from './problems.ts';

export interface RawContent {
  /** Problems found while reading (unparsable files, unsupported file types). */
  problems: ContentProblem[];
  profile: RawEntry | undefined;
  /** What to tell the author when there is no profile (where this source expects one). */
  missingProfileHint?: string;
  projects: RawEntry[];
  articles: RawArticle[];
}
