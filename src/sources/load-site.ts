/**
 * Reads and validates the whole site's content once per build, whichever collection asks first
 * (Node only: build time and `astro dev`). A body is converted and rendered once: a later build
 * takes it from Astro's content store, where its collection's loader kept it under the digest of
 * everything it was made from (loaders.ts).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Document } from '@contentful/rich-text-types';
import { resolveBaseUrl } from '../core/base-url.ts';
import type { ContentRecords } from '../core/collections/documents.ts';
import { articleBody, type ArticleBody } from '../core/content/article-body.ts';
import { ContentError, formatProblem, type ContentProblem } from '../core/content/problems.ts';
import { validateContent, withoutDrafts, type BodyPlace } from '../core/content/validate.ts';
import { BodyMaker, type MadeBody } from './make-body.ts';
import { contentSource, type ContentSource } from './content-source.ts';
import { contentImagesDirUrl } from './generated-dir.ts';

type Env = Readonly<Record<string, string | undefined>>;

/** A body as the API serves it and as the pages show it. */
export interface Body {
  markdown: string;
  readingTime: number;
  html: string;
}

/** Each body by the digest of what it was made from (source, markdown or rich text, base URL, the kit's code). */
export type Bodies = ReadonlyMap<string, Body>;

/** The validated content, and each item's body by collection and slug, with the digest it was made from. */
export interface Site {
  content: ContentRecords;
  bodies: ReadonlyMap<string, ReadonlyMap<string, { digest: string; body: Body }>>;
}

interface Loads {
  sites: Map<string, Promise<Site>>;
  /** Each site's fields, known before its bodies are made. */
  fields: Map<string, Promise<ContentRecords>>;
  reloading?: boolean;
  /** `astro dev`: the problems of the last read, while an edit leaves the content broken (src/middleware.ts shows them). */
  broken?: ContentError | undefined;
  /** Bodies the collections' stores hold from earlier builds, as each collection's loader hands them over. */
  earlier: Map<string, { promise: Promise<Bodies>; resolve?: (bodies: Bodies) => void }>;
  /** `astro dev` shows drafts; every build leaves them out (set as Astro starts: publish-documents.ts). */
  drafts?: boolean;
}

/**
 * Kept process-wide, not in module variables: Astro loads the content config (and so this module)
 * through Vite while the build hooks import it natively, two copies of the module in one process.
 */
const LOADS = Symbol.for('portfolio-content-api.loads');
function loads(): Loads {
  const global = globalThis as typeof globalThis & { [LOADS]?: Loads };
  global[LOADS] ??= { sites: new Map(), fields: new Map(), earlier: new Map() };
  return global[LOADS];
}

function earlierOf(collection: string) {
  const { earlier } = loads();
  let known = earlier.get(collection);
  if (!known) {
    let resolve!: (bodies: Bodies) => void;
    known = { promise: new Promise<Bodies>((r) => (resolve = r)), resolve };
    earlier.set(collection, known);
  }
  return known;
}

export function showDrafts(show: boolean): void {
  loads().drafts = show;
}

/** A body collection's loader hands over what its store kept; the load waits for it before converting that collection's bodies. */
export function handOverEarlierBodies(collection: string, bodies: Bodies): void {
  const known = earlierOf(collection);
  if (known.resolve) known.resolve(bodies);
  else loads().earlier.set(collection, { promise: Promise.resolve(bodies) });
  delete known.resolve;
}

/** Every record's fields without drafts (in builds), told as soon as they parse, before the bodies are made: a build starts its social cards from them. */
export function loadFields(root: URL): Promise<ContentRecords> {
  loadSite(root).catch(() => {});
  return loads().fields.get(root.href)!;
}

export function loadSite(root: URL): Promise<Site> {
  const { sites } = loads();
  const known = sites.get(root.href);
  if (known) return known;
  const shown = (content: ContentRecords) => (loads().drafts ? content : withoutDrafts(content));
  let fieldsKnown!: (fields: ContentRecords) => void;
  const fields = new Promise<ContentRecords>((resolve) => (fieldsKnown = (content) => resolve(shown(content))));
  const pending = (async (): Promise<Site> => {
    const projectRoot = fileURLToPath(root);
    const salt = await codeDigest(projectRoot);
    const baseUrl = resolveBaseUrl(process.env);
    const bodies = new Map<string, Map<string, { digest: string; body: Body }>>();
    const counts = { fresh: 0, reused: 0 };
    const maker = new BodyMaker();
    /** A body from the store when its digest is there, else converted and rendered now; problems are never kept. */
    const through = async (
      collection: string,
      slug: string,
      input: string,
      make: () => Promise<MadeBody>,
    ): Promise<ArticleBody> => {
      const digest = createHash('sha256').update(`${salt}\0${baseUrl}\0${input}`).digest('hex');
      const earlier = (await earlierOf(collection).promise).get(digest);
      const converted = earlier ? undefined : await make();
      if (converted && converted.problems.length > 0) return converted;
      const body = earlier ?? {
        markdown: converted!.markdown,
        readingTime: converted!.readingTime,
        html: converted!.html,
      };
      counts[earlier ? 'reused' : 'fresh']++;
      if (!bodies.has(collection)) bodies.set(collection, new Map());
      bodies.get(collection)!.set(slug, { digest, body });
      return { ...body, problems: [], warnings: converted?.warnings ?? [] };
    };
    const { content } = await loadContent(projectRoot, process.env, {
      onSource: (source) => console.log(`[content] reading ${source.description}`),
      onFields: fieldsKnown,
      imagesOutDir: fileURLToPath(contentImagesDirUrl(root)),
      markdownBody: (markdown, { collection, slug, source, firstLine }) =>
        through(collection, slug, `markdown\0${source}\0${firstLine ?? 1}\0${markdown}`, () =>
          maker.make({ markdown, source, baseUrl, ...(firstLine === undefined ? {} : { firstLine }) }),
        ),
      richTextBody: (document, { collection, slug, source }) =>
        through(collection, slug, `rich text\0${source}\0${keyText(document)}`, async () =>
          articleBody(document, source, baseUrl),
        ),
    });
    console.log(`[content] ${counts.fresh} bodies converted and rendered, ${counts.reused} reused from earlier builds`);
    return { content: shown(content), bodies };
  })();
  sites.set(root.href, pending);
  const told = Promise.race([fields, pending.then(({ content }) => content)]);
  // A load that fails is reported by what awaits the site; its fields are not always asked for.
  told.catch(() => {});
  loads().fields.set(root.href, told);
  return pending;
}

/** The dev server: a content file changed. Every collection's loader hears it in the same turn: one read, one `report` of a broken edit. */
export function reloadSite(root: URL, report: (error: unknown) => void): void {
  const state = loads();
  if (state.reloading) return;
  state.reloading = true;
  queueMicrotask(() => (state.reloading = false));
  state.sites.delete(root.href);
  loadSite(root).then(
    () => (state.broken = undefined),
    (error: unknown) => {
      if (error instanceof ContentError) state.broken = error;
      report(error);
    },
  );
}

export const brokenContent = (): ContentError | undefined => loads().broken;

export const WATCH_HINT = 'Fix the file and save: the dev server reads the content again and the page reloads.';

export interface LoadOptions {
  onWarning?: (warning: ContentProblem) => void;
  onSource?: (source: ContentSource) => void;
  /** Write the content's local images here for publishing (the site build); checking content only validates them. */
  imagesOutDir?: string;
  markdownBody?: (markdown: string, place: BodyPlace) => Promise<ArticleBody>;
  richTextBody?: (document: Document, place: BodyPlace) => Promise<ArticleBody>;
  onFields?: (fields: ContentRecords) => void;
}

export interface LoadedContent {
  content: ContentRecords;
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
  const warn = (warning: ContentProblem) => {
    warnings.push(warning);
    onWarning(warning);
  };
  const raw = await source.read();
  for (const warning of raw.warnings ?? []) warn(warning);
  const content = await validateContent(raw, {
    baseUrl: resolveBaseUrl(env),
    ...(options.markdownBody ? { markdownBody: options.markdownBody } : {}),
    ...(options.richTextBody ? { richTextBody: options.richTextBody } : {}),
    onWarning: warn,
    ...(options.onFields ? { onFields: options.onFields } : {}),
    // Netlify sets CONTEXT: `production` for the live site, `deploy-preview` and `branch-deploy` for the others.
    placeholders: env['CONTEXT'] === 'production' ? 'refuse' : 'warn',
  });
  return { content, source, warnings };
}

/** A digest of the kit's code that makes bodies (and the locked packages): any change to it converts every body again. */
async function codeDigest(root: string): Promise<string> {
  const hash = createHash('sha256');
  const add = async (relative: string): Promise<void> => {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => undefined);
    if (!entries)
      return void hash
        .update(`${relative}\0`)
        .update(await readFile(path.join(root, relative)).catch(() => Buffer.alloc(0)));
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name)))
      await add(path.join(relative, entry.name));
  };
  for (const relative of ['src/core', 'src/sources', 'package-lock.json']) await add(relative);
  return hash.digest('hex');
}

/** `value` as JSON, where an object met a second time (Contentful links entries into cycles) is a mark instead. */
function keyText(value: unknown): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item !== 'object' || item === null) return item;
    if (seen.has(item)) return '[seen]';
    seen.add(item);
    return item;
  });
}

/** Each warning once a process: the dev server reads the content again on every save. */
const printed = new Set<string>();
function printWarning(warning: ContentProblem): void {
  const text = `[content] warning: ${formatProblem(warning)}`;
  if (printed.has(text)) return;
  printed.add(text);
  console.warn(text);
}
