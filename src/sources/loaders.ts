import type { Loader, LoaderContext } from 'astro/loaders';
import type { SiteContent } from '../core/content/assemble.ts';
import { forgetSite, loadSite } from './load-site.ts';

type Part = keyof SiteContent;

/** One collection of the site's content; all three share one read and one validation. */
export function siteLoader(part: Part): Loader {
  const load = async (context: LoaderContext): Promise<void> => {
    const { content, articleHtml } = await loadSite(context.config.root);
    context.store.clear();
    for (const { id, data } of entriesOf(content, part)) {
      // No `parseData`: validateContent checked the data against the same schemas already.
      const html = part === 'articles' ? articleHtml.get(id) : undefined;
      context.store.set({ id, data, digest: context.generateDigest(data), ...(html === undefined ? {} : { rendered: { html } }) });
    }
  };
  return {
    name: `portfolio-${part}`,
    load: async (context) => {
      await load(context);
      context.watcher?.on('all', (_event, file) => {
        if (!file.includes(`${'/'}content${'/'}`)) return;
        forgetSite();
        load(context).catch((error: unknown) => context.logger.error(String(error)));
      });
    },
  };
}

function entriesOf(site: SiteContent, part: Part): { id: string; data: Record<string, unknown> }[] {
  switch (part) {
    case 'profile':
      return [{ id: 'profile', data: site.profile }];
    case 'projects':
      return site.projects.map((p) => ({ id: p.id, data: p }));
    case 'articles':
      return site.articles.map((a) => ({ id: a.slug, data: a }));
  }
}
