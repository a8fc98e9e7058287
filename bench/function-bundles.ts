/**
 * What Netlify would ship: the edge function bundled the way its bundler does (every import,
 * the baked index included, into one ES module; measured with esbuild), and each Node function
 * packaged by Netlify's own packager (@netlify/zip-it-and-ship-it) with the project's netlify.toml
 * settings, as a zip for the size and unpacked for the cold-start runs.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { zipFunction, type Config } from '@netlify/zip-it-and-ship-it';
import { build } from 'esbuild';
import { PROJECT_ROOT } from '../scripts/serve.ts';
import { packagerConfig } from './packager-config.ts';

export interface EdgeBundle {
  bytes: number;
  gzipBytes: number;
}

export async function bundleEdgeFunction(root: string): Promise<EdgeBundle> {
  const result = await build({
    entryPoints: [path.join(root, 'netlify', 'edge-functions', 'api.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { bytes: code.byteLength, gzipBytes: gzipSync(code).byteLength };
}

/** The MCP function's entry, wherever the project keeps it; undefined until it exists. */
export function mcpFunctionEntry(root: string): string | undefined {
  const dir = path.join(root, 'netlify', 'functions');
  const candidates = ['mcp.ts', 'mcp.mts', 'mcp.js', 'mcp.mjs', 'mcp'].map((name) => path.join(dir, name));
  return candidates.find((file) => existsSync(file));
}

export interface PackagedFunction {
  zipBytes: number;
  unpackedBytes: number;
  /** The handler module inside the unpacked package (what the runtime imports). */
  handler: string;
  /** Every file of the unpacked package, relative to it. */
  files: string[];
}

/**
 * A folder to package from. The packager traces node_modules file by file and stores symlinks
 * as links, so the packages are hard-linked in (fast, same file system) rather than symlinked;
 * so is the built site (`dist/`), whose files netlify.toml's `included_files` may ship.
 */
export interface Packager {
  pack: (entry: string) => Promise<PackagedFunction>;
  remove: () => void;
}

export function createPackager(root: string): Packager | undefined {
  const ship = mkdtempSync(path.join(tmpdir(), 'bench-ship-'));
  const remove = () => rmSync(ship, { recursive: true, force: true });
  for (const entry of readdirSync(root)) {
    if (['node_modules', 'dist', '.astro', '.netlify'].includes(entry)) continue;
    cpSync(path.join(root, entry), path.join(ship, entry), { recursive: true });
  }
  const links = [[path.join(PROJECT_ROOT, 'node_modules'), path.join(ship, 'node_modules')]];
  if (existsSync(path.join(root, 'dist'))) links.push([path.join(root, 'dist'), path.join(ship, 'dist')]);
  if (links.some(([from = '', to = '']) => spawnSync('cp', ['-al', from, to]).status !== 0)) {
    remove();
    return undefined;
  }
  const out = path.join(ship, '.out');
  let config: Promise<Config> | undefined;
  return {
    remove,
    pack: async (entry) => {
      const source = path.join(ship, path.relative(root, entry));
      // netlify.toml's [functions] settings apply, as in Netlify's build.
      config ??= packagerConfig(ship);
      const options = { basePath: ship, repositoryRoot: ship, config: await config };
      // Both at once: each spends most of its time waiting on the disk or on zlib's threads, and
      // nothing is timed meanwhile (a 10,000-article function: 28 s and 13 s one after the other).
      const [zipped, unpacked] = await Promise.all([
        zipFunction(source, path.join(out, 'zip'), { ...options, archiveFormat: 'zip' }),
        zipFunction(source, path.join(out, 'none'), { ...options, archiveFormat: 'none' }),
      ]);
      if (!zipped || !unpacked) throw new Error(`the packager found no function at ${source}`);
      const name = unpacked.name;
      const handler = path.join(unpacked.path, 'netlify', 'functions', `${name}.mjs`);
      if (!existsSync(handler)) throw new Error(`no handler module at ${handler}`);
      const files = filesIn(unpacked.path);
      const unpackedBytes = files.reduce((sum, file) => sum + statSync(path.join(unpacked.path, file)).size, 0);
      return { zipBytes: statSync(zipped.path).size, unpackedBytes, handler, files };
    },
  };
}

function filesIn(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
