// After Astro, bakes from the API files it wrote what the functions answer from (the index, whole and in parts, and
// the MCP handler's bundle) and Netlify's `_headers`, which Astro does not route.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Documents } from '../core/collections/documents.ts';
import { fileOf, placesOf } from '../core/collections/paths.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { OPENAPI_PATHS } from '../core/contract.ts';
import { etagOf } from '../core/http/etag.ts';
import { buildApiIndex, INDEX_PARTS_DIR, indexParts, type StaticFile } from '../core/query/api-index.ts';
import { siteHeaders } from '../site/site-headers.ts';
import { MODULE, writeMcpHandlerBundle } from './bundle-mcp-handler.ts';

export function bakeIndex(): AstroIntegration {
  let root: URL;
  let baseUrl: string;
  return {
    name: 'portfolio-bake-index',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        baseUrl = String(config.site ?? 'http://localhost').replace(/\/$/, '');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const files: Record<string, StaticFile> = {};
        const read = async (publicPath: string): Promise<unknown> => {
          const bytes = await readFile(path.join(site, fileOf(publicPath)));
          files[publicPath] = { file: fileOf(publicPath), etag: await etagOf(bytes) };
          return JSON.parse(bytes.toString('utf8'));
        };
        const documents = await publishedDocuments(read);
        for (const publicPath of OPENAPI_PATHS) await read(publicPath);
        const index = buildApiIndex(baseUrl, documents, files);
        // GENERATED_DIR (relative to the project), so `npm run build` can stage the folder and swap it in whole.
        const out = path.resolve(fileURLToPath(root), process.env['GENERATED_DIR'] || 'generated');
        // Parts of an earlier build (a collection since removed) do not stay to be shipped with the function.
        await rm(path.join(out, INDEX_PARTS_DIR), { recursive: true, force: true });
        for (const [file, text] of [['api-index.json', JSON.stringify(index)] as const, ...indexParts(index)]) {
          await mkdir(path.dirname(path.join(out, file)), { recursive: true });
          await writeFile(path.join(out, file), text);
        }
        await writeFile(path.join(site, '_headers'), siteHeaders(documents, baseUrl));
        logger.info(`baked the functions' index from ${Object.keys(files).length} API files`);
        const { bytes } = await writeMcpHandlerBundle(fileURLToPath(root), out);
        logger.info(`bundled the MCP handler into ${path.join(out, MODULE)} (${(bytes / 1024).toFixed(0)} KiB)`);
      },
    },
  };
}

/** The documents as published: each singleton's file, each list's file and its items' files. */
async function publishedDocuments(read: (publicPath: string) => Promise<unknown>): Promise<Documents> {
  const documents: Record<string, unknown> = {};
  for (const row of COLLECTIONS) {
    documents[row.name] = await read(placesOf(row).api);
    if (row.kind === 'singleton') continue;
    // A list's file holds its summaries, which name its items' files.
    documents[row.name] = await Array.fromAsync(documents[row.name] as Record<string, unknown>[], (summary) =>
      read(placesOf(row, String(summary[row.idField])).api),
    );
  }
  // Each file was rendered from its row's detail schema (src/pages/api/v1/), which is what `Documents` says of it.
  return documents as Documents;
}
