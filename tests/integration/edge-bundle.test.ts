import path from 'node:path';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { siteRoot } from '../support/http.ts';

// The edge function imports the collection registry; the markdown tooling (twins, highlighting) and
// the card drawing are build-time only and must stay out of what it ships.
it('the edge function bundles no markdown, highlighting or image tooling', async () => {
  const result = await build({
    entryPoints: [path.join(siteRoot(), 'netlify', 'edge-functions', 'api.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    metafile: true,
    external: ['@netlify/*'],
    logLevel: 'silent',
  });
  const inputs = Object.keys(result.metafile.inputs);
  expect(inputs.some((file) => file.includes('src/core/collections/registry.ts'))).toBe(true);
  expect(
    inputs.filter((file) =>
      /node_modules\/(unified|remark-|rehype-|micromark|mdast-util|shiki|@shikijs|@napi-rs\/canvas|sharp)/.test(file),
    ),
  ).toEqual([]);
});

// Pages stay static files: the markdown function runs only for a request whose Accept names markdown.
it("declares the markdown function for the pages with twins, with a header match no browser's Accept meets", async () => {
  const { config } = (await import(path.join(siteRoot(), 'netlify', 'edge-functions', 'markdown.ts'))) as {
    config: { path: string[]; header: Record<string, string> };
  };
  expect(config.path).toEqual(['/', '/projects/*', '/articles/*']);
  expect(Object.keys(config.header)).toEqual(['accept']);
  const match = new RegExp(config.header['accept']!);
  expect(['text/markdown', 'text/html;q=0.9, Text/Markdown'].map((accept) => match.test(accept))).toEqual([true, true]);
  expect(
    match.test('text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8'),
  ).toBe(false);
});
