// `npm run dev` serves what `npm start` serves, the functions answering from the content's current index
// (docs/architecture.md); content (site.yaml too) an edit breaks shows in Astro's error overlay.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { ContentError } from '../core/content/problems.ts';
import { DEV_INDEX_PATH, DEV_SERVER_HEADER } from '../core/http/dev-server.ts';
import { prefersMarkdown } from '../core/http/negotiate.ts';
import { SETTINGS_FILE } from '../core/schemas/site-settings.ts';
import { readContent, validate } from '../sources/read-content.ts';

/** What the functions import from the last build (scripts/ensure-built.ts makes it before `npm run dev`). */
export const BAKED_IMPORTS = [
  'generated/api-index.json',
  'generated/api-index/index.json',
  'generated/mcp-handler.mjs',
];

const WATCH_HINT = 'Fix the file and save: the dev server reads the content again and the page reloads.';

/** An HTML page (`/projects/x`, `.html`), not the API, a file, a view, Vite's own (`/@vite/client`) or a twin. */
function isPage(url: string, accept: string): boolean {
  const path = url.split('?')[0] ?? '/';
  const notPage = /^\/(@|\.well-known\/|mcp-apps\/|(api|_dev)(\/|$))/;
  return !notPage.test(path) && /\/[^./]*(\.html)?$/.test(path) && !prefersMarkdown(accept);
}

/** For Astro's overlay: the report, the file at its first problem's line, how to go on; not the middleware's stack. */
function overlay({ message, problems: [first] }: ContentError, root: string) {
  const loc = first?.line ? { file: path.resolve(root, first.source), line: first.line, column: 1 } : undefined;
  const report = `${message}\n${WATCH_HINT}`;
  return Object.assign(new Error(report), { stack: report, ...(loc ? { loc } : {}) });
}

export const devServer = (): AstroIntegration => ({
  name: 'portfolio-dev-server',
  hooks: {
    'astro:config:setup': async ({ command, config, logger, updateConfig, injectRoute }) => {
      if (command !== 'dev') return;
      injectRoute({ pattern: DEV_INDEX_PATH, entrypoint: new URL('../site/dev-index.ts', import.meta.url) });
      if (!BAKED_IMPORTS.every((file) => existsSync(new URL(file, config.root)))) {
        logger.warn('No build to start the functions from: the pages only. `npm run build` once, then start again.');
        return;
      }
      // A dev dependency: a deploy installs without it.
      const { default: netlify } = await import('@netlify/vite-plugin');
      updateConfig({
        vite: {
          // As `npm start` runs the emulator: no unused platform features. Vite serves the files, not the last build's
          // `dist/`, whose headers (the CSP's `style-src 'self'`) block Vite's inline styles.
          plugins: [
            netlify({
              blobs: { enabled: false },
              database: { enabled: false },
              images: { enabled: false },
              staticFiles: { enabled: false },
            }),
          ],
          // The site's absolute links name its port (scripts/dev-address.ts): another port would break them. The API
          // answers CORS itself, preflights included, where Vite's own would answer first.
          server: { strictPort: true, cors: false },
        },
      });
    },
    // Astro's hooks add their middleware before the emulator's, which passes the header on to the functions.
    'astro:server:setup': ({ server, logger }) => {
      let broken: ContentError | undefined;
      let checked = Promise.resolve();
      const check = async () => {
        const silent = () => {};
        const before = broken?.message;
        try {
          await validate(await readContent(server.config.root, process.env, silent), process.env, {}, silent);
          broken = undefined;
        } catch (error) {
          broken = error instanceof ContentError ? error : undefined;
          // Said once, however often the same problems are found again.
          if (!broken || broken.message !== before)
            logger.error(broken ? `${broken.message}\n${WATCH_HINT}` : String(error));
        }
      };
      server.watcher.on('all', (_event, file) => {
        if (!file.includes(`${'/'}content${'/'}`) && file !== path.join(server.config.root, SETTINGS_FILE)) return;
        // One check at a time, in the order of the saves: the last save's outcome is the one that stands.
        checked = checked.then(check);
      });
      server.middlewares.use(async (request, _response, next) => {
        // Its own address, for the functions to read it at: not the Host a client sent (a forwarded port).
        request.headers[DEV_SERVER_HEADER.toLowerCase()] = server.resolvedUrls?.local[0] ?? '1';
        // While the content is broken a page is the overlay; the API and the files answer from the last good content.
        const page = isPage(request.url ?? '/', String(request.headers.accept));
        // A page asked for while the content is broken checks it again first, so a save the watcher missed is seen.
        if (broken && page) await (checked = checked.then(check));
        next(broken && page ? overlay(broken, server.config.root) : undefined);
      });
    },
  },
});
