/**
 * Keeps the site fully pre-rendered on Netlify. Astro builds in "server" mode whenever an adapter
 * is set, so the Netlify adapter always emits a catch-all SSR function (`/*`), even when no route
 * needs it. That function would only answer unknown pages, and would compete with the MCP
 * function's path; with every route pre-rendered it is dead weight, so it is removed after the
 * adapter writes it, and the build fails if a route ever becomes on-demand.
 */
import { rm } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';

export function staticOnly(): AstroIntegration {
  let root: URL;
  return {
    name: 'portfolio-static-only',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:routes:resolved': ({ routes }) => {
        const onDemand = routes.filter((route) => route.origin === 'project' && !route.isPrerendered);
        if (onDemand.length > 0) {
          throw new Error(
            `Every route must be pre-rendered; on demand: ${onDemand.map((r) => r.entrypoint).join(', ')}. Request-time behaviour belongs in the edge function.`,
          );
        }
      },
      'astro:build:done': async ({ logger }) => {
        await rm(new URL('.netlify/v1/functions/ssr', root), { recursive: true, force: true });
        logger.info('removed the unused catch-all SSR function: every route is pre-rendered');
      },
    },
  };
}
