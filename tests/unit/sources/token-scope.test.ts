/**
 * The delivery token is read by the build only. Code that is bundled for request time (pages,
 * the edge function, functions, the core and the MCP server) must never read it, nor import the
 * module that does, or a bundler could carry it into an output.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const REQUEST_TIME = ['src/core', 'src/mcp', 'src/pages', 'src/site', 'netlify'];

function sources(dir: string): string[] {
  // A folder that moved must move here too, or the check would quietly cover less.
  if (!existsSync(dir)) throw new Error(`${dir} does not exist: update REQUEST_TIME`);
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|mts|js|mjs|astro)$/.test(file))
    .map((file) => path.join(dir, file));
}

const files = REQUEST_TIME.flatMap(sources);

describe('request-time code', () => {
  it('never reads Contentful settings nor imports the Contentful source', () => {
    expect(files.length).toBeGreaterThan(20);
    const offenders = files.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return (
        /CONTENTFUL_/.test(source) ||
        /from ['"][^'"]*sources\/(contentful|read-content)[^'"]*['"]/.test(source) ||
        /from ['"]contentful['"]/.test(source)
      );
    });
    expect(offenders).toEqual([]);
  });
});
