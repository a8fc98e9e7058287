/** Reads and validates the whole site's content once per build, whichever collection asks first. */
import { fileURLToPath } from 'node:url';
import { LIST_COLLECTIONS, type ContentRecords } from '../core/collections/documents.ts';
import type { ContentProblem } from '../core/content/problems.ts';
import { validateContent } from '../core/content/validate.ts';
import { resolveBaseUrl } from '../core/base-url.ts';
import { articleBodies, threadsFor } from './article-bodies.ts';
import { contentSource, type ContentSource } from './content-source.ts';
import { contentImagesDirUrl } from './generated-dir.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The validated content, and the HTML of each body (collection → slug → HTML) for the pages. */
export interface Site {
  content: ContentRecords;
  bodyHtml: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

let pending: Promise<Site> | undefined;

export function loadSite(root: URL): Promise<Site> {
  pending ??= loadContent(fileURLToPath(root), process.env, {
    onSource: (source) => console.log(`[content] reading ${source.description}`),
    bodyHtml: true,
    imagesOutDir: fileURLToPath(contentImagesDirUrl(root)),
  }).then(({ content, bodyHtml }) => ({ content, bodyHtml }));
  return pending;
}

/** Forget the cached content (dev server: a content file changed). */
export function forgetSite(): void {
  pending = undefined;
}

export interface LoadOptions {
  onWarning?: (warning: ContentProblem) => void;
  onSource?: (source: ContentSource) => void;
  /** Also render each body to HTML (the site needs it, checking content does not). */
  bodyHtml?: boolean;
  /** Write the content's local images here for publishing (the site build); checking content only validates them. */
  imagesOutDir?: string;
}

export interface LoadedContent extends Site {
  source: ContentSource;
  warnings: ContentProblem[];
}

/**
 * Reads the configured source and validates everything at once: throws one ContentError listing
 * every problem (of the content, or of the source's configuration or connection).
 */
export async function loadContent(root: string, env: Env, options: LoadOptions = {}): Promise<LoadedContent> {
  const { onWarning = printWarning, onSource = () => {} } = options;
  const source = contentSource(root, env, options.imagesOutDir);
  onSource(source);
  const warnings: ContentProblem[] = [];
  const raw = await source.read();
  const bodyEntries = Object.values(raw.entries).reduce((count, entries) => count + entries.filter((entry) => entry.body).length, 0);
  const bodies = articleBodies(resolveBaseUrl(env), threadsFor(bodyEntries));
  try {
    const content = await validateContent(raw, {
      baseUrl: resolveBaseUrl(env),
      markdownBody: bodies.body,
      onWarning: (warning) => {
        warnings.push(warning);
        onWarning(warning);
      },
    });
    const bodyHtml = options.bodyHtml ? await renderBodies(content, bodies.html) : new Map<string, ReadonlyMap<string, string>>();
    return { content, bodyHtml, source, warnings };
  } finally {
    await bodies.close();
  }
}

/** Each body collection's items rendered to HTML (all started at once, so the worker threads share them). */
async function renderBodies(content: ContentRecords, html: (markdown: string) => Promise<string>): Promise<Map<string, ReadonlyMap<string, string>>> {
  const out = new Map<string, ReadonlyMap<string, string>>();
  await Promise.all(
    LIST_COLLECTIONS.filter((row) => row.body).map(async (row) => {
      const items = content[row.name] ?? [];
      const rendered = await Promise.all(items.map((item) => html(String(item['bodyMarkdown']))));
      out.set(row.name, new Map(rendered.map((body, i) => [String(items[i]![row.idField]), body])));
    }),
  );
  return out;
}

function printWarning(warning: ContentProblem): void {
  console.warn(`[content] warning: ${warning.source}: ${warning.field}: ${warning.message}`);
}
