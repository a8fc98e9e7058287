import type { Loader, LoaderContext } from 'astro/loaders';
import type { Collection } from '../core/collections/define.ts';
import { ContentError } from '../core/content/problems.ts';
import { exitOnContentError } from './content-problems-exit.ts';
import { handOverEarlierBodies, loadSite, reloadSite, WATCH_HINT, type Body } from './load-site.ts';

/**
 * One Astro collection per registry row, sharing one read and validation. A body keeps its HTML
 * and, as digest, what it was made from, so the next build takes it from the store.
 */
export function collectionLoader(row: Collection): Loader {
  const load = async (context: LoaderContext): Promise<void> => {
    if (row.kind === 'list' && row.body) handOverEarlierBodies(row.name, earlierBodies(context));
    const { content, bodies } = await loadSite(context.config.root);
    context.store.clear();
    for (const [i, record] of (content[row.name] ?? []).entries()) {
      const id = row.kind === 'singleton' ? row.name : String(record[row.idField] ?? i);
      const made = bodies.get(row.name)?.get(id);
      // No `parseData`: validateContent checked the record against the same schemas already.
      if (!made) context.store.set({ id, data: record, digest: context.generateDigest(record) });
      else context.store.set({ id, data: record, digest: made.digest, rendered: { html: made.body.html } });
    }
  };
  return {
    name: `portfolio-${row.name}`,
    load: async (context) => {
      // Invalid content at the start of a build or of `astro dev` ends it with the problems listed.
      await load(context).catch(exitOnContentError);
      context.watcher?.on('all', (_event, file) => {
        if (!file.includes(`${'/'}content${'/'}`)) return;
        // A later edit that breaks the content is reported once, here and in the browser; the dev server keeps running.
        reloadSite(context.config.root, (error) =>
          context.logger.error(
            error instanceof ContentError
              ? `${error.message}\n${WATCH_HINT}`
              : error instanceof Error
                ? (error.stack ?? error.message)
                : String(error),
          ),
        );
        load(context).catch(() => {});
      });
    },
  };
}

/** The bodies the store kept from the last load, by the digest each was made from. */
function earlierBodies(context: LoaderContext): Map<string, Body> {
  const bodies = new Map<string, Body>();
  for (const entry of context.store.values()) {
    const { bodyMarkdown, readingTime } = entry.data;
    const html = entry.rendered?.html;
    if (
      entry.digest &&
      typeof bodyMarkdown === 'string' &&
      typeof readingTime === 'number' &&
      typeof html === 'string'
    ) {
      bodies.set(String(entry.digest), { markdown: bodyMarkdown, readingTime, html });
    }
  }
  return bodies;
}
