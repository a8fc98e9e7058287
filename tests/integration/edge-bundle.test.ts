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
