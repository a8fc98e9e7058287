// @ts-check
import { defineConfig } from 'astro/config';
import { resolveBaseUrl } from './src/core/base-url.ts';
import { bakeIndex } from './src/integrations/bake-index.ts';
import { devServer } from './src/integrations/dev-server.ts';
import { generatedCss } from './src/integrations/generated-css.ts';

export default defineConfig({
  site: resolveBaseUrl(process.env),
  // Fully pre-rendered, without an adapter: Netlify serves `dist/` as it is, and a route that is not
  // pre-rendered fails the build (the edge and MCP functions are the project's own).
  output: 'static',
  integrations: [bakeIndex(), devServer()],
  trailingSlash: 'ignore',
  // `PORT=3000 npm run dev`; builds leave it out, so it does not change the config the content store is keyed on.
  server: ({ command }) => (command === 'dev' && process.env.PORT ? { port: Number(process.env.PORT) } : {}),
  build: {
    // The Content-Security-Policy allows styles and scripts from files only ('self'), never inline.
    inlineStylesheets: 'never',
    // `projects/x.html`, served at `/projects/x` without a redirect: the URLs search results and links use.
    format: 'file',
    // Routes render while earlier ones are still encoding (the cards' PNGs) or being written.
    concurrency: 4,
  },
  vite: {
    // Astro inlines small scripts below this limit; 0 keeps every script in its own file.
    build: { assetsInlineLimit: 0 },
    plugins: [generatedCss()],
  },
});
