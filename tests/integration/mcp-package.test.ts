/** What Netlify ships for the MCP function, packaged by Netlify's own packager with the project's netlify.toml settings. */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { coldStart } from '../../bench/cold-start.ts';
import { createPackager, mcpFunctionEntry } from '../../bench/function-bundles.ts';
import type { Collection } from '../../src/core/collections/define.ts';
import { listCollectionNamed } from '../../src/core/collections/documents.ts';
import { fileOf, placesOf } from '../../src/core/collections/paths.ts';
import { COLLECTIONS } from '../../src/core/collections/registry.ts';
import type { ApiIndex } from '../../src/core/query/api-index.ts';
import { siteRoot } from '../support/http.ts';
import { MCP_HEADERS, MCP_PATH, rpcRequest, toolCall } from '../support/mcp-wire.ts';

const entry = mcpFunctionEntry(siteRoot());
if (!entry) throw new Error('no netlify/functions/mcp.* to package');
const index = JSON.parse(readFileSync(path.join(siteRoot(), 'generated', 'api-index.json'), 'utf8')) as ApiIndex;
const packager = createPackager(siteRoot());
if (!packager) throw new Error('node_modules cannot be hard-linked into a temporary folder here');
afterAll(() => packager.remove());
const packaged = await packager.pack(entry);

/** What the function may read, by site path: its server card, the MCP Apps views, each document's API file and twin. */
function publishedDocuments(): string[] {
  const files = ['/.well-known/mcp/server-card', ...['profile', 'project', 'list'].map((v) => `/mcp-apps/${v}.html`)];
  for (const row of COLLECTIONS as readonly Collection[]) {
    files.push(fileOf(placesOf(row).api));
    if (row.kind === 'singleton') files.push(placesOf(row).twin);
    else
      for (const summary of index.lists[row.name]?.summaries ?? []) {
        const slug = String(summary[row.idField]);
        files.push(fileOf(placesOf(row, slug).api), placesOf(row, slug).twin);
      }
  }
  return files;
}

const articles = listCollectionNamed('articles');
const published = (file: string) => readFileSync(path.join(siteRoot(), 'dist', file), 'utf8');
/** The last article: the farthest into the list, so nothing read for an earlier one can stand in for it. */
const lastArticle = String(index.lists[articles.name]?.summaries.at(-1)?.[articles.idField] ?? '');

/** The packaged function's answer to the JSON-RPC `message`, from a fresh Node process. */
async function coldAnswer(message: string): Promise<{ result?: Record<string, unknown> }> {
  const run = await coldStart(packaged.handler, MCP_PATH, message, { ...MCP_HEADERS }, 1);
  expect(run.status).toBe(200);
  return JSON.parse(run.body);
}

it('is a single module beside the runtime files Netlify adds, the baked index, the published documents and twins, the server card and the views, nothing else of the site', () => {
  const ours = packaged.files.filter(
    (file) => !path.basename(file).startsWith('___netlify-') && file !== 'package.json',
  );
  const indexParts = readdirSync(path.join(siteRoot(), 'generated', 'api-index'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.join('generated', 'api-index', file));
  expect(indexParts.length).toBeGreaterThan(2);
  const documents = publishedDocuments().map((file) => path.join('dist', file));
  expect(ours.sort()).toEqual([...indexParts, path.join('netlify', 'functions', 'mcp.mjs'), ...documents].sort());
});

it('carries no document body in its module: an article body is read from its file when asked', () => {
  const module = readFileSync(packaged.handler, 'utf8');
  const article = JSON.parse(published(fileOf(placesOf(articles, lastArticle).api))) as { bodyMarkdown: string };
  // The body's longest plain line: no characters a bundler would escape differently.
  const line = article.bodyMarkdown
    .split('\n')
    .filter((candidate) => /^[\w ,.'-]+$/.test(candidate))
    .sort((a, b) => b.length - a.length)[0];
  expect(line?.length).toBeGreaterThan(40);
  expect(module).not.toContain(line);
});

// The first project and the last article: a call reads what it needs wherever it lies in the list.
it.each([
  ['get_project', 'project', String(index.lists['projects']?.summaries[0]?.['id'] ?? '')],
  ['get_article', 'article', lastArticle],
] as const)('answers tools/call %s from a fresh process with the %s REST serves', async (tool, key, slug) => {
  const row = listCollectionNamed(`${key}s`);
  const answer = await coldAnswer(toolCall(tool, { slug }));
  expect(answer.result?.['isError']).toBeUndefined();
  expect(answer.result?.['structuredContent']).toEqual({
    [key]: JSON.parse(published(fileOf(placesOf(row, slug).api))),
  });
});

it('answers resources/read from a fresh process with the twin file byte for byte', async () => {
  const twin = placesOf(articles, lastArticle).twin;
  const uri = `${index.baseUrl}${twin}`;
  const answer = await coldAnswer(rpcRequest('resources/read', { uri }));
  expect(answer.result?.['contents']).toEqual([{ uri, mimeType: 'text/markdown', text: published(twin) }]);
});
