import { AstroError } from 'astro/errors';
import { defineMiddleware } from 'astro:middleware';

/** `astro dev`: while an edit leaves the content broken, every page shows the problems in Astro's error overlay, not the last good content. */
export const onRequest = defineMiddleware(async (_context, next) => {
  const { brokenContent, WATCH_HINT } = import.meta.env.DEV ? await import('./sources/load-site.ts') : {};
  const broken = brokenContent?.();
  if (broken) throw new AstroError(broken.message, WATCH_HINT);
  return next();
});
