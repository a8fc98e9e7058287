/**
 * Publishes the images the content shows: reading the content wrote them, under their final names,
 * into the generated folder (src/sources/content-images.ts); the build copies them to `dist/images/`.
 */
import { cp } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { contentImagesDirUrl } from '../sources/generated-dir.ts';

export function contentImages(): AstroIntegration {
  let root: URL;
  return {
    name: 'portfolio-content-images',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        await cp(contentImagesDirUrl(root), new URL('images/', dir), { recursive: true, force: true }).catch(
          (error: NodeJS.ErrnoException) => {
            // Content without local images writes no folder.
            if (error.code !== 'ENOENT') throw error;
          },
        );
        logger.info('published the content images');
      },
    },
  };
}
