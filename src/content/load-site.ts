/** Reads and validates the whole site's content once per build, whichever collection asks first. */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { SiteContent } from '../core/content/assemble.ts';
import { validateContent } from '../core/content/validate.ts';
import { markdownToRichText } from './markdown-to-rich-text.ts';
import { readLocalContent } from './local-source-fs.ts';

let pending: Promise<SiteContent> | undefined;

export function loadSite(root: URL): Promise<SiteContent> {
  pending ??= readAndValidate(fileURLToPath(root));
  return pending;
}

/** Forget the cached content (dev server: a content file changed). */
export function forgetSite(): void {
  pending = undefined;
}

/** The content folder: `content/`, or `CONTENT_DIR` (relative to the project root) to build other content. */
export function contentDir(root: string): string {
  return path.resolve(root, process.env.CONTENT_DIR || 'content');
}

async function readAndValidate(root: string): Promise<SiteContent> {
  const raw = await readLocalContent(root, contentDir(root));
  return validateContent(raw, { markdownToRichText });
}
