/** Where the site's content comes from: Contentful when configured, else the local content folder. */
import path from 'node:path';
import type { RawContent } from '../core/content/raw-content.ts';
import { contentfulConfigFromEnv, describeContentful } from './contentful-config.ts';
import { readContentfulContent } from './contentful-source.ts';
import { readLocalContent } from './local-source-fs.ts';

export interface ContentSource {
  /** For messages; never holds a secret. */
  description: string;
  read: () => Promise<RawContent>;
}

type Env = Readonly<Record<string, string | undefined>>;

/** Throws a ContentError when Contentful is half configured. */
export function contentSource(root: string, env: Env): ContentSource {
  const contentful = contentfulConfigFromEnv(env);
  if (contentful) {
    return { description: describeContentful(contentful), read: () => readContentfulContent(contentful) };
  }
  const dir = contentDir(root, env);
  const shown = path.relative(root, dir).split(path.sep).join('/') || '.';
  return { description: `local files in ${shown}/`, read: () => readLocalContent(root, dir) };
}

/** The content folder: `content/`, or `CONTENT_DIR` (relative to the project root) to build other content. */
export function contentDir(root: string, env: Env): string {
  return path.resolve(root, env['CONTENT_DIR'] || 'content');
}
