import type { Loader, LoaderContext } from 'astro/loaders';
import type { Collection } from '../core/collections/define.ts';
import { ContentError } from '../core/content/problems.ts';
import { storedEntry } from './body-files.ts';
import { CONTENT_HINT, exitOnContentError } from './content-problems-exit.ts';
import { forgetSite, loadSite } from './load-site.ts';

/**
 * One Astro collection per registry row; all share one read and one validation of the content.
 * Each entry is a record as validated (content fields, the slug), with where its body is as
 * markdown and as HTML in place of the body (body-files.ts).
 */
export function collectionLoader(row: Collection): Loader {
  const load = async (context: LoaderContext, { first }: { first: boolean }): Promise<void> => {
    // Astro saves its store 500 ms after the last change to it, and reading the content takes longer:
    // at the first load, which nothing reads yet, the previous build's entries go first, so that
    // save writes an almost empty store instead of all of them again (14 MB at 10,000 articles).
    if (first) context.store.clear();
    const { content, bodyFiles } = await loadSite(context.config.root);
    context.store.clear();
    for (const [i, record] of (content[row.name] ?? []).entries()) {
      const id = row.kind === 'singleton' ? row.name : String(record[row.idField] ?? i);
      const data = storedEntry(record, bodyFiles.get(row.name)?.get(id));
      // No `parseData`: validateContent checked the record against the same schemas already.
      context.store.set({ id, data, digest: context.generateDigest(data) });
    }
  };
  return {
    name: `portfolio-${row.name}`,
    load: async (context) => {
      // Invalid content at the start of a build or of `astro dev` ends it with the problems listed.
      await load(context, { first: true }).catch(exitOnContentError);
      context.watcher?.on('all', (_event, file) => {
        if (!file.includes(`${'/'}content${'/'}`)) return;
        forgetSite(context.config.root);
        // A later edit that breaks the content is reported; the dev server keeps running.
        load(context, { first: false }).catch((error: unknown) => context.logger.error(reportOf(error)));
      });
    },
  };
}

/** A content error's report and hint; any other failure with its stack. */
function reportOf(error: unknown): string {
  if (error instanceof ContentError) return `${error.message}\n${CONTENT_HINT}`;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}
