/**
 * Publishes every document's files, and bakes what the functions answer from.
 *
 * As the build starts, the content is read (src/sources/load-site.ts): the documents' social cards
 * are drawn in worker processes from the moment their fields parse, while the bodies are made and
 * Astro renders the pages. Once the output folder is empty, the API's JSON files
 * and the markdown twins are written straight into the site while the pages are bundled and
 * rendered (through Astro's routes they cost about a millisecond a file: a third of a large build),
 * with `llms-full.txt` made from those twins (which `astro dev` serves from here too, from the
 * content as it is), then the cards from the card cache; when the build is
 * done, from the very bytes written the build bakes `api-index.json` for the functions
 * (summaries, the fields search, the filter and MCP resource listings read, ETags; no bodies),
 * whole for the edge function and in parts for the MCP function (src/core/query/index-parts.ts).
 * Nothing else is copied: the MCP function reads a document's API file or twin from the published
 * site when a call needs one (netlify/functions/mcp.ts). The OpenAPI document is rendered by Astro
 * and read back.
 */
import { copyFile, link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { assembleDocuments, type Documents } from '../core/collections/documents.ts';
import { fileOf } from '../core/collections/paths.ts';
import { DISCOVERY_PATHS, JSON_CONTENT_TYPE, MARKDOWN_CONTENT_TYPE, OPENAPI_PATHS } from '../core/contract.ts';
import { etagOf } from '../core/http/etag.ts';
import { buildApiIndex, type StaticFile } from '../core/query/api-index.ts';
import { INDEX_PARTS_DIR, indexParts } from '../core/query/index-parts.ts';
import { publishedData } from '../mcp/data.ts';
import { cardFiles, type CardFiles } from '../outputs/cards/card-files.ts';
import { apiFiles, twinFiles, twinOfDocument } from '../outputs/document-files.ts';
import { siteHeaders } from '../outputs/site-headers.ts';
import { apiCatalog, mcpServerDocuments } from '../outputs/well-known.ts';
import { llmsFullTxt } from '../site/feeds/llms-txt.ts';
import { paths } from '../site/site-paths.ts';
import { CARDS_CACHE_DIR } from '../sources/build-cache.ts';
import { generatedDirUrl } from '../sources/generated-dir.ts';
import { inBatches } from '../sources/file-writes.ts';
import { loadFields, loadSite, showDrafts } from '../sources/load-site.ts';

export const API_INDEX_FILE = 'api-index.json';

export function publishDocuments(): AstroIntegration {
  let root: URL;
  let site: URL;
  let outDir: URL;
  let documents: Promise<Documents> | undefined;
  let building = false;
  let cards: Promise<CardFiles> | undefined;
  let published: Promise<Published> | undefined;
  return {
    name: 'portfolio-publish-documents',
    hooks: {
      'astro:config:setup': ({ command }) => {
        showDrafts(command === 'dev');
        building = command === 'build';
      },
      'astro:config:done': ({ config }) => {
        root = config.root;
        site = new URL(String(config.site ?? 'http://localhost'));
        outDir = config.outDir;
        // The cards need fields only: drawn from when those are read, while the bodies are made and the pages rendered.
        if (!building || cards) return;
        cards = loadFields(root).then((fields) =>
          cardFiles(fields, site, path.join(fileURLToPath(root), CARDS_CACHE_DIR)),
        );
        // Awaited when the build is done; a failure is reported there.
        cards.catch(() => {});
      },
      // `astro dev` serves the same files from the content as it is now (reloaded when a content file changes).
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const file = new URL(request.url ?? '/', site).pathname;
          if (!/\.(json|md|txt)$/.test(file)) return next();
          loadSite(root)
            .then(({ content }) => documentFiles(assembleDocuments(content), site).get(file))
            .then((text) => {
              if (text === undefined) return next();
              response.setHeader('Content-Type', file.endsWith('.json') ? JSON_CONTENT_TYPE : MARKDOWN_CONTENT_TYPE);
              response.end(text);
            }, next);
        });
      },
      'astro:build:start': () => {
        documents = loadSite(root).then(({ content }) => assembleDocuments(content));
      },
      // The output folder is empty by the time Astro sets up the pages' build (emptied at the build's
      // start by clear-output.ts): from here on, the documents' files are written while the pages
      // are bundled and rendered, not after them.
      'astro:build:setup': () => {
        if (!documents || !cards || published) return;
        const drawing = cards;
        published = documents.then((docs) => publishFiles(docs, drawing, site, fileURLToPath(outDir)));
        published.catch(() => {});
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!documents || !cards || !published)
          throw new Error(
            'publish-documents: the build did not start through astro:build:start and astro:build:setup.',
          );
        if (dir.href !== outDir.href)
          throw new Error(
            `publish-documents: the pages went to ${fileURLToPath(dir)}, not to the output folder ${fileURLToPath(outDir)} the documents' files were written to.`,
          );
        const docs = await documents;
        const { files, apiCount, twinCount, drawn } = await published;
        for (const publicPath of OPENAPI_PATHS) {
          const file = fileOf(publicPath);
          files[publicPath] = { file, etag: await etagOf(await readFile(path.join(fileURLToPath(dir), file))) };
        }
        const out = generatedDirUrl(root);
        await mkdir(out, { recursive: true });
        const index = buildApiIndex(baseUrlOf(site), docs, files);
        await writeFile(new URL(API_INDEX_FILE, out), JSON.stringify(index));
        // The same index in parts, for the MCP function to parse one list at a time; parts of an
        // earlier build (a collection since removed) do not stay to be shipped with it.
        const parts = indexParts(index);
        await rm(new URL(INDEX_PARTS_DIR, out), { recursive: true, force: true });
        await makeFolders(fileURLToPath(out), [...parts.keys()]);
        for (const [part, text] of parts) await writeFile(path.join(fileURLToPath(out), part), text);
        // What agents find from the site's address, made from the index just baked and the files just written.
        const outPath = fileURLToPath(dir);
        const { card, serverJson } = await mcpServerDocuments(
          publishedData(index, (file) => readFile(path.join(outPath, file), 'utf8')),
        );
        const discovery = new Map([
          ['/_headers', siteHeaders(docs, index.baseUrl)],
          [DISCOVERY_PATHS.apiCatalog, JSON.stringify(apiCatalog(index.baseUrl))],
          ...DISCOVERY_PATHS.serverCards.map((cardPath) => [cardPath, JSON.stringify(card)] as const),
          [DISCOVERY_PATHS.serverJson, `${JSON.stringify(serverJson, null, 2)}\n`],
        ]);
        await makeFolders(outPath, [...discovery.keys()]);
        for (const [file, text] of discovery) await writeFile(path.join(outPath, file), text);
        logger.info(
          `published ${apiCount} API files, ${twinCount} twins and ${drawn.files.size} cards (${drawn.drawn} drawn, ${drawn.reused} from earlier builds); baked the functions' index into ${fileURLToPath(out)}`,
        );
      },
    },
  };
}

const baseUrlOf = (site: URL) => site.href.replace(/\/$/, '');

interface Published {
  /** Public path → the published file and its ETag, for the API's files. */
  files: Record<string, StaticFile>;
  apiCount: number;
  twinCount: number;
  drawn: CardFiles;
}

/** Every document's API file and twin, and llms-full.txt made from the twins, by their path in the site. */
function documentFiles(docs: Documents, site: URL, apis = apiFiles(docs)): Map<string, string> {
  const twins = twinFiles(docs, baseUrlOf(site));
  const llmsFull = llmsFullTxt(docs, site, (row, document) => twins.get(twinOfDocument(row, document))!);
  return new Map([
    ...[...apis].map(([publicPath, text]) => [fileOf(publicPath), text] as const),
    ...twins,
    [paths.llmsFull, llmsFull],
  ]);
}

/** Writes every document's API file and twin into the site, then its card once drawn. */
async function publishFiles(docs: Documents, cards: Promise<CardFiles>, site: URL, outDir: string): Promise<Published> {
  const apis = apiFiles(docs);
  const written = [...documentFiles(docs, site, apis)];
  await makeFolders(
    outDir,
    written.map(([file]) => file),
  );
  await inBatches(written, ([file, text]) => writeFile(path.join(outDir, file), text));

  const files: Record<string, StaticFile> = {};
  for (const [publicPath, text] of apis) files[publicPath] = { file: fileOf(publicPath), etag: await etagOf(text) };

  const drawn = await cards;
  await makeFolders(outDir, [...drawn.files.keys()]);
  await inBatches([...drawn.files], ([publicPath, cached]) => placeInto(outDir, publicPath, cached));
  return { files, apiCount: apis.size, twinCount: written.length - apis.size - 1, drawn };
}

/** The folders `files` go into, each made once (tens of thousands of files share a few thousand folders). */
async function makeFolders(outDir: string, files: readonly string[]): Promise<void> {
  const folders = new Set(files.map((file) => path.dirname(path.join(outDir, file))));
  await inBatches([...folders], async (folder) => {
    await mkdir(folder, { recursive: true });
  });
}

/** A card from the cache into the site (its folder made already): linked when the file system allows it (no copy of the bytes), else copied. */
async function placeInto(outDir: string, publicPath: string, cached: string): Promise<void> {
  const target = path.join(outDir, publicPath);
  await link(cached, target).catch(() => copyFile(cached, target));
}
