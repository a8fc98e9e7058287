/**
 * `astro dev`: when an edit breaks the content, its problems are printed once and every page shows
 * them in Astro's error overlay; the collections keep their last good entries meanwhile
 * (src/sources/loaders.ts), so the API goes on answering. Fixing the file brings the site back.
 */
import type { AstroIntegration } from 'astro';
import { ContentError } from '../core/content/problems.ts';
import { readContent, validate } from '../sources/read-content.ts';

export const WATCH_HINT = 'Fix the file and save: the dev server reads the content again and the page reloads.';

export function devContent(): AstroIntegration {
  return {
    name: 'portfolio-dev-content',
    hooks: {
      'astro:server:setup': ({ server, logger }) => {
        const root = server.config.root;
        let broken: ContentError | undefined;
        server.watcher.on('all', (_event, file) => {
          if (!file.includes(`${'/'}content${'/'}`)) return;
          const silent = () => {};
          readContent(root, process.env, silent)
            .then((read) => validate(read, process.env, {}, silent))
            .then(
              () => (broken = undefined),
              (error: unknown) => {
                broken = error instanceof ContentError ? error : undefined;
                logger.error(broken ? `${broken.message}\n${WATCH_HINT}` : String(error));
              },
            );
        });
        server.middlewares.use((_request, _response, next) => next(broken && new Error(broken.message)));
      },
    },
  };
}
