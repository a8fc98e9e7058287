/** One Astro collection per registry row, each loader validating the whole content (docs/content.md#builds). */
import { createHash } from 'node:crypto';
import { writeSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serialize } from 'node:v8';
import type { Loader, LoaderContext } from 'astro/loaders';
import { resolveBaseUrl } from '../core/base-url.ts';
import type { Collection } from '../core/collections/define.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import type { ArticleBody } from '../core/content/article-body.ts';
import { ContentError, formatProblem, type ContentProblem } from '../core/content/problems.ts';
import { withoutDrafts } from '../core/content/validate.ts';
import { codeDigest, readContent, validate } from './read-content.ts';

const CONTENT_HINT =
  'Hint: fix the problems above and run the command again; `npm run check:content` checks the content alone, without building.';

export const collectionLoader = (row: Collection): Loader => ({
  name: `portfolio-${row.name}`,
  load: async (context) => {
    // Invalid content at the start of a build or of `astro dev` ends it with the problems listed.
    await loadCollection(row, context).catch(exitOnContentError);
    // `astro dev`: a breaking edit keeps the last good entries (src/integrations/dev-server.ts reports it). One load at
    // a time, in the order of the saves, so an earlier one never finishes last.
    let loaded = Promise.resolve();
    context.watcher?.on('all', (_event, file) => {
      if (file.includes(`${'/'}content${'/'}`))
        loaded = loaded.then(() => loadCollection(row, context)).catch(() => {});
    });
  },
});

async function loadCollection(row: Collection, context: LoaderContext): Promise<void> {
  const root = fileURLToPath(context.config.root);
  const read = await readContent(root, process.env, () => {});
  // Each warning is said once: by its entry's collection, or by the first collection when it is of no entry.
  const say = (warning: ContentProblem) => {
    const lists = Object.entries(read.raw.entries);
    const owner = lists.find(([, list]) => list.some((entry) => entry.source === warning.source))?.[0];
    if ((owner ?? COLLECTIONS[0].name) === row.name) context.logger.warn(formatProblem(warning));
  };
  if (row === COLLECTIONS[0]) context.logger.info(`reading ${read.description}`);
  read.warnings.forEach(say);
  const salt = `${await codeDigest(root)}\0${resolveBaseUrl(process.env)}`;
  const bodies = new Map<string, { digest: string; rendered: Pick<ArticleBody, 'html' | 'headings' | 'links'> }>();
  const counts = { converted: 0, reused: 0 };
  /** A body from the store when its digest is there, else converted now. */
  const through = (slug: string, input: unknown[], convert: () => ArticleBody): ArticleBody => {
    // Serialized as structured clone does, so entries Contentful links into cycles are written once.
    const digest = createHash('sha256').update(salt).update(serialize(input)).digest('hex');
    const earlier = context.store.get(slug);
    const rendered = earlier?.digest === digest ? earlier.rendered : undefined;
    const { bodyMarkdown, readingTime } = earlier?.data ?? {};
    const links = rendered?.metadata?.['links'];
    if (rendered && typeof bodyMarkdown === 'string' && typeof readingTime === 'number' && Array.isArray(links)) {
      const kept = { html: rendered.html, headings: rendered.metadata?.headings ?? [], links };
      bodies.set(slug, { digest, rendered: kept });
      counts.reused++;
      return { markdown: bodyMarkdown, ...kept, readingTime, problems: [], warnings: [] };
    }
    counts.converted++;
    const body = convert();
    if (body.problems.length === 0) bodies.set(slug, { digest, rendered: body });
    return body;
  };
  let content;
  try {
    content = await validate(read, process.env, { bodiesOf: (name) => name === row.name, body: through }, say);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    // Every problem at once, from one loader: one that converts bodies sees every field's problem and its
    // own bodies'; it checks any other collection's bodies too. The rest leave the report to it.
    const withBodies = COLLECTIONS.filter((other) => other.kind === 'list' && other.body);
    if (withBodies.length > 0 && !withBodies.some((other) => other.name === row.name)) return;
    if (withBodies.length > 1) await validate(read, process.env, {}, () => {});
    throw error;
  }
  if (row.kind === 'list' && row.body)
    context.logger.info(
      `${counts.converted} ${counts.converted === 1 ? 'body' : 'bodies'} converted, ${counts.reused} unchanged since the last load`,
    );
  // Only `astro dev` watches files: it shows drafts, marked; a build never publishes them.
  const records = (context.watcher ? content : withoutDrafts(content))[row.name] ?? [];
  context.store.clear();
  for (const [i, record] of records.entries()) {
    const id = row.kind === 'singleton' ? row.name : String(record[row.idField] ?? i);
    const body = bodies.get(id);
    // No `parseData`: validation checked the record against the row's schemas already.
    const { html, headings, links } = body?.rendered ?? {};
    const rendered = html !== undefined && { html, metadata: { headings, links } };
    const digest = body?.digest ?? context.generateDigest(record);
    context.store.set({ id, data: record, digest, ...(rendered && { rendered }) });
  }
}

/** Invalid content is the author's to fix: its report and status 1, not a stack trace into the kit. */
function exitOnContentError(error: unknown): never {
  if (!(error instanceof ContentError)) throw error;
  // Written synchronously: process.exit does not wait for a pending write to a pipe.
  writeSync(process.stderr.fd, `\n${error.message}\n\n${CONTENT_HINT}\n`);
  process.exit(1);
}
