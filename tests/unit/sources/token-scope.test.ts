/**
 * The delivery token is read by the build only. Code that is bundled for request time (pages,
 * the edge function, functions, the core and the MCP server) must never read it, nor import the
 * module that does, or a bundler could carry it into an output.
 */
import { expect, it } from 'vitest';
import { sourceFiles } from '../../support/source-imports.ts';

const REQUEST_TIME = ['src/core', 'src/mcp', 'src/pages', 'src/site', 'netlify'];

// A folder that moved must move here too, or the check would quietly cover less: a folder not found fails.
const files = REQUEST_TIME.flatMap((folder) => sourceFiles('.', folder, /\.(ts|mts|js|mjs|astro)$/));

it('request-time code never reads Contentful settings nor imports the Contentful source', () => {
  expect(files.length).toBeGreaterThan(20);
  const offenders = files.filter(
    ({ source }) =>
      /CONTENTFUL_/.test(source) ||
      /from ['"][^'"]*sources\/(contentful|read-content)[^'"]*['"]/.test(source) ||
      /from ['"]contentful['"]/.test(source),
  );
  expect(offenders.map(({ name }) => name)).toEqual([]);
});
