/**
 * Writes `_headers` into the published folder: the markdown twins (`*.md`) get the headers the
 * decisions fix for them — markdown as UTF-8, CORS open, and the API's caching — built from the
 * contract's constants. So do `llms.txt` and `llms-full.txt`, which are markdown too (llmstxt.org)
 * and which every page links as such: by their extension alone the CDN would serve them as plain
 * text. The feeds get CORS open, for feed readers that run in a web page. (Netlify applies
 * `_headers` and `netlify.toml` rules together; the rest of the site's headers live in `netlify.toml`.)
 */
import { writeFile } from 'node:fs/promises';
import type { AstroIntegration } from 'astro';
import { MARKDOWN_CONTENT_TYPE, SUCCESS_CACHE_CONTROL } from '../core/contract.ts';
import { paths } from '../site/site-paths.ts';

export const TWIN_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': MARKDOWN_CONTENT_TYPE,
  'Access-Control-Allow-Origin': '*',
  'Cache-Control': SUCCESS_CACHE_CONTROL,
};

/** The feeds are read across origins too: a feed reader in a web page fetches them from its own. */
export const FEED_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
};

export function twinHeaders(): AstroIntegration {
  return {
    name: 'portfolio-twin-headers',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const rule = (headers: Readonly<Record<string, string>>) => (path: string) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)];
        const lines = [...['/*.md', paths.llms, paths.llmsFull].flatMap(rule(TWIN_HEADERS)), ...[paths.rss, paths.jsonFeed].flatMap(rule(FEED_HEADERS))];
        await writeFile(new URL('_headers', dir), `${lines.join('\n')}\n`);
      },
    },
  };
}
