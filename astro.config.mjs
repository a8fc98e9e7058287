// @ts-check
import netlify from '@astrojs/netlify';
import { defineConfig } from 'astro/config';
import { resolveBaseUrl } from './src/core/base-url.ts';
import { bakeApiIndex } from './src/integrations/bake-api-index.ts';
import { staticOnly } from './src/integrations/static-only.ts';

export default defineConfig({
  site: resolveBaseUrl(process.env),
  output: 'static',
  adapter: netlify(),
  integrations: [staticOnly(), bakeApiIndex()],
  trailingSlash: 'ignore',
});
