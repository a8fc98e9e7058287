/**
 * Build time at one content size, against the framework's floor (a trivial Astro project with as
 * many endpoints and pages) and against writing the same files with plain `fs`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toolEnv } from '../scripts/project-copy.ts';
import { writeFloorProject } from './astro-floor.ts';
import { sizeFor, writeSyntheticContent } from './synthetic-content.ts';
import { runTimed } from './timed-command.ts';

export interface BuildMeasurement {
  articles: number;
  projects: number;
  buildMs: number;
  floorMs: number;
  rawWriteMs: number;
  /** Pre-rendered JSON files and HTML pages the build emitted. */
  endpoints: number;
  pages: number;
  distBytes: number;
  indexBytes: number;
}

/** Builds `root` (a project copy) with `articles` synthetic articles; leaves that build in place. */
export async function measureBuild(root: string, articles: number): Promise<BuildMeasurement> {
  const size = sizeFor(articles);
  const content = mkdtempSync(path.join(tmpdir(), `bench-content-${articles}-`));
  try {
    writeSyntheticContent(content, size, path.join(root, 'content', 'profile.yaml'));
    // A cold build every time: no output or content store from the previous size.
    for (const dir of ['dist', 'generated', '.astro', 'node_modules/.astro']) rmSync(path.join(root, dir), { recursive: true, force: true });
    const build = await astroBuild(root, { CONTENT_DIR: content });
    if (build.code !== 0) throw new Error(`the build of ${articles} articles failed:\n${build.tail}`);

    const files = listFiles(path.join(root, 'dist'));
    const endpoints = files.filter((f) => f.endsWith('.json')).length;
    const pages = files.filter((f) => f.endsWith('.html')).length;
    const floorMs = await floorBuild(endpoints, pages);
    const rawWriteMs = await rawWrite(path.join(root, 'dist'), files);
    return {
      ...size,
      buildMs: build.ms,
      floorMs,
      rawWriteMs,
      endpoints,
      pages,
      distBytes: files.reduce((sum, f) => sum + statSync(path.join(root, 'dist', f)).size, 0),
      indexBytes: statSync(path.join(root, 'generated', 'api-index.json')).size,
    };
  } finally {
    rmSync(content, { recursive: true, force: true });
  }
}

function astroBuild(root: string, env: Record<string, string> = {}) {
  return runTimed(process.execPath, [path.join(root, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], { cwd: root, env: toolEnv(root, env) });
}

async function floorBuild(endpoints: number, pages: number): Promise<number> {
  const floor = writeFloorProject({ endpoints, pages });
  try {
    const build = await astroBuild(floor.root);
    if (build.code !== 0) throw new Error(`the Astro floor build failed:\n${build.tail}`);
    return build.ms;
  } finally {
    floor.remove();
  }
}

/** Writing the build's own files again with plain `fs`: the I/O floor, for information. */
async function rawWrite(dist: string, files: readonly string[]): Promise<number> {
  const contents = files.map((f) => [f, readFileSync(path.join(dist, f))] as const);
  const target = mkdtempSync(path.join(tmpdir(), 'bench-raw-'));
  try {
    const started = performance.now();
    const dirs = new Set(files.map((f) => path.dirname(f)));
    for (const dir of dirs) await mkdir(path.join(target, dir), { recursive: true });
    // A few writes in flight at a time, as a build would; thousands at once would exhaust file handles.
    for (let i = 0; i < contents.length; i += 32) {
      await Promise.all(contents.slice(i, i + 32).map(([f, bytes]) => writeFile(path.join(target, f), bytes)));
    }
    return performance.now() - started;
  } finally {
    rmSync(target, { recursive: true, force: true });
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
