/**
 * After the build, reads the pre-rendered API files back and bakes what the functions answer from
 * at request time: `api-index.json` (each list's summaries, the fields search, the filter and the
 * MCP resource listing read, the file and ETag behind each public path; no bodies). Reading the
 * emitted files, not recomputing them, guarantees every layer serves exactly the bytes of the
 * static API. Nothing else is copied: the MCP function reads a document's API file and markdown
 * twin from the published site itself when a call needs one (netlify/functions/mcp.ts).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Collection } from '../core/collections/define.ts';
import type { Documents } from '../core/collections/documents.ts';
import { apiItemPath, apiPath, fileOf } from '../core/collections/paths.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { OPENAPI_PATHS } from '../core/contract.ts';
import { etagOf } from '../core/http/etag.ts';
import { buildApiIndex, type StaticFile } from '../core/query/api-index.ts';
import { generatedDirUrl } from '../sources/generated-dir.ts';

export const API_INDEX_FILE = 'api-index.json';

export function bakeRequestData(): AstroIntegration {
  let root: URL;
  let site: string;
  return {
    name: 'portfolio-bake-request-data',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
        site = String(config.site ?? '').replace(/\/$/, '');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const files: Record<string, StaticFile> = {};
        const read = async (publicPath: string): Promise<unknown> => {
          const file = fileOf(publicPath);
          const bytes = await readFile(new URL(`.${file}`, dir));
          files[publicPath] = { file, etag: await etagOf(bytes) };
          return JSON.parse(bytes.toString('utf8')) as unknown;
        };

        const documents: Record<string, unknown> = {};
        for (const row of COLLECTIONS as readonly Collection[]) {
          if (row.kind === 'singleton') {
            documents[row.name] = await read(apiPath(row));
            continue;
          }
          // The list gives the ids in list order; each item's own file is its document.
          const summaries = (await read(apiPath(row))) as Record<string, unknown>[];
          const items: unknown[] = [];
          for (const summary of summaries) {
            const id = String(summary[row.idField]);
            items.push(await read(apiItemPath(row, id)));
          }
          documents[row.name] = items;
        }
        for (const path of OPENAPI_PATHS) await read(path);

        // The files were emitted from the same registry rows and schemas, so they have the `Documents` shape.
        const index = buildApiIndex(site, documents as Documents, files);
        const out = generatedDirUrl(root);
        await mkdir(out, { recursive: true });
        await writeFile(new URL(API_INDEX_FILE, out), JSON.stringify(index));
        logger.info(`baked ${Object.keys(files).length} API files into ${fileURLToPath(out)}`);
      },
    },
  };
}
