/** Reads and validates the whole site's content once per build, whichever collection asks first. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIST_COLLECTIONS, type ContentRecords } from '../core/collections/documents.ts';
import type { ContentProblem } from '../core/content/problems.ts';
import { validateContent } from '../core/content/validate.ts';
import { resolveBaseUrl } from '../core/base-url.ts';
import { articleBody } from '../core/content/article-body.ts';
import { articleBodies, threadsFor } from './article-bodies.ts';
import { BODY_MARKDOWN, writeBodyFiles, type Body, type BodyPlaces, type ByItem } from './body-files.ts';
import { codeDigest, CONVERSIONS_CACHE_DIR, keyText, withBuildCache, type BuildCache } from './build-cache.ts';
import { contentSource, type ContentSource } from './content-source.ts';
import { contentImagesDirUrl } from './generated-dir.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** The validated content, and where each body is as markdown and as HTML for the pages (collection → slug → places). */
export interface Site {
  content: ContentRecords;
  bodyFiles: ByItem<BodyPlaces>;
}

/**
 * The site loaded once per build and project, whoever asks: Astro loads the content config (and
 * so this module) through Vite while the build hooks import it natively, two copies of the module
 * in one process, so the loads are kept in a process-wide map rather than in a module variable.
 */
const LOADED = Symbol.for('portfolio-content-api.loaded-sites');
function loaded(): Map<string, Promise<Site>> {
  const global = globalThis as typeof globalThis & { [LOADED]?: Map<string, Promise<Site>> };
  global[LOADED] ??= new Map();
  return global[LOADED];
}

export function loadSite(root: URL): Promise<Site> {
  const sites = loaded();
  const known = sites.get(root.href);
  if (known) return known;
  const pending = (async () => {
    const projectRoot = fileURLToPath(root);
    // The cache keeps what this build used, and nothing older (saved once the content is loaded).
    const { content, bodyHtml, converted } = await withBuildCache(path.join(projectRoot, CONVERSIONS_CACHE_DIR), await codeDigest(projectRoot), (cache) =>
      loadContent(projectRoot, process.env, {
        onSource: (source) => console.log(`[content] reading ${source.description}`),
        bodyHtml: true,
        imagesOutDir: fileURLToPath(contentImagesDirUrl(root)),
        cache,
      }),
    );
    console.log(`[content] ${converted.fresh} bodies converted or rendered, ${converted.reused} reused from earlier builds`);
    return { content, bodyFiles: await writeBodyFiles(projectRoot, bodiesOf(content, bodyHtml)) };
  })();
  sites.set(root.href, pending);
  return pending;
}

/** Forget the loaded content (dev server: a content file changed). */
export function forgetSite(root: URL): void {
  loaded().delete(root.href);
}

export interface LoadOptions {
  onWarning?: (warning: ContentProblem) => void;
  onSource?: (source: ContentSource) => void;
  /** Also render each body to HTML (the site needs it, checking content does not). */
  bodyHtml?: boolean;
  /** Write the content's local images here for publishing (the site build); checking content only validates them. */
  imagesOutDir?: string;
  /** Reuse what earlier builds converted and rendered (build-cache.ts). */
  cache?: BuildCache;
}

export interface LoadedContent {
  content: ContentRecords;
  /** Each body's HTML (collection → slug → HTML), when asked for. */
  bodyHtml: ByItem<string>;
  source: ContentSource;
  warnings: ContentProblem[];
  /** Bodies and HTML computed in this run, and reused from earlier ones. */
  converted: { fresh: number; reused: number };
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
  for (const warning of raw.warnings ?? []) {
    warnings.push(warning);
    onWarning(warning);
  }
  const bodyEntries = Object.values(raw.entries).reduce((count, entries) => count + entries.filter((entry) => entry.body).length, 0);
  const baseUrl = resolveBaseUrl(env);
  const bodies = articleBodies(baseUrl, threadsFor(bodyEntries));
  const converted = { fresh: 0, reused: 0 };
  /** Computes, or takes from the cache what an earlier build computed from the same inputs. */
  const reuse = async <T>(key: string[], compute: () => Promise<T>): Promise<T> => {
    const { cache } = options;
    let fresh = !cache;
    const value = cache
      ? await cache.through(cache.key(...key), () => {
          fresh = true;
          return compute();
        })
      : await compute();
    converted[fresh ? 'fresh' : 'reused']++;
    return value;
  };
  try {
    const content = await validateContent(raw, {
      baseUrl,
      markdownBody: (markdown, from, firstLine) => reuse(['markdown body', baseUrl, from, String(firstLine ?? 1), markdown], () => bodies.body(markdown, from, firstLine)),
      richTextBody: (document, from) => reuse(['rich-text body', baseUrl, from, keyText(document)], async () => articleBody(document, from, baseUrl)),
      onWarning: (warning) => {
        warnings.push(warning);
        onWarning(warning);
      },
    });
    const bodyHtml = options.bodyHtml ? await renderBodies(content, (markdown) => reuse(['body html', markdown], () => bodies.html(markdown))) : new Map<string, ReadonlyMap<string, string>>();
    return { content, bodyHtml, source, warnings, converted };
  } finally {
    await bodies.close();
  }
}

/** Each body as markdown and as HTML, by collection and item. */
function bodiesOf(content: ContentRecords, bodyHtml: ByItem<string>): ByItem<Body> {
  const bodies = new Map<string, ReadonlyMap<string, Body>>();
  for (const row of LIST_COLLECTIONS.filter((row) => row.body)) {
    const html = bodyHtml.get(row.name);
    const items = (content[row.name] ?? []).map((item) => {
      const id = String(item[row.idField]);
      const rendered = html?.get(id);
      if (rendered === undefined) throw new Error(`The ${row.name} item "${id}" has no rendered body.`);
      return [id, { markdown: String(item[BODY_MARKDOWN]), html: rendered }] as const;
    });
    bodies.set(row.name, new Map(items));
  }
  return bodies;
}

/** Each body collection's items rendered to HTML (all started at once, so the worker threads share them). */
async function renderBodies(content: ContentRecords, html: (markdown: string) => Promise<string>): Promise<Map<string, ReadonlyMap<string, string>>> {
  const out = new Map<string, ReadonlyMap<string, string>>();
  await Promise.all(
    LIST_COLLECTIONS.filter((row) => row.body).map(async (row) => {
      const items = content[row.name] ?? [];
      const rendered = await Promise.all(items.map((item) => html(String(item[BODY_MARKDOWN]))));
      out.set(row.name, new Map(rendered.map((body, i) => [String(items[i]![row.idField]), body])));
    }),
  );
  return out;
}

function printWarning(warning: ContentProblem): void {
  console.warn(`[content] warning: ${warning.source}: ${warning.field}: ${warning.message}`);
}
