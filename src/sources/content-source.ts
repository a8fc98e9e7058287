/** Where the site's content comes from: Contentful when configured, else the local content folder. */
import path from 'node:path';
import { contentfulConfigFromEnv, describeContentful } from './contentful-config.ts';
import { resolveBaseUrl } from '../core/base-url.ts';
import { readLocalContent } from './local-source-fs.ts';

/** Throws a ContentError when Contentful is half configured. */
export function contentSource(root: string, env: NodeJS.ProcessEnv) {
  const contentful = contentfulConfigFromEnv(env);
  if (contentful) {
    // The SDK is loaded only when it is used.
    const read = async () => (await import('./contentful-source.ts')).readContentfulContent(contentful);
    return { description: describeContentful(contentful), read };
  }
  const dir = contentDir(root, env);
  const shown = path.relative(root, dir).split(path.sep).join('/') || '.';
  const images = { baseUrl: resolveBaseUrl(env) };
  return { description: `local files in ${shown}/`, read: () => readLocalContent(root, dir, images) };
}

/** The content folder: `content/`, or `CONTENT_DIR` (relative to the project root) to build other content. */
export function contentDir(root: string, env: NodeJS.ProcessEnv): string {
  return path.resolve(root, env['CONTENT_DIR'] || 'content');
}
