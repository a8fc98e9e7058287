/**
 * Build times at one content size: our build from cold, against the framework's floor (a trivial
 * Astro project with as many endpoints and pages) and a plain Astro blog of the same articles (the
 * peer); and, when asked, both rebuilt after one article changed, with everything the cold builds
 * left in place.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeFloorProject } from './astro-floor.ts';
import { astroBuildOrThrow, clearBuildState } from './astro-build.ts';
import { assertRebuilt, changeOneArticle } from './one-change.ts';
import { writePeerBlog } from './peer-blog.ts';
import { sizeFor, writeSyntheticContent } from './synthetic-content.ts';

export interface BuildMeasurement {
  articles: number;
  projects: number;
  buildMs: number;
  floorMs: number;
  peerMs: number;
  /** Pre-rendered JSON files and HTML pages the build emitted. */
  endpoints: number;
  pages: number;
  peerPages: number;
  distBytes: number;
  indexBytes: number;
  rebuild?: RebuildMeasurement;
}

export interface RebuildMeasurement {
  /** The article that changed (its slug). */
  changed: string;
  buildMs: number;
  peerMs: number;
}

/**
 * Builds `root` (a project copy) with `articles` synthetic articles, then the floor and the peer;
 * with `rebuild`, changes one article and builds ours and the peer again. Leaves our build in place.
 */
export async function measureBuild(
  root: string,
  articles: number,
  options: { rebuild: boolean },
): Promise<BuildMeasurement> {
  const size = sizeFor(articles);
  const content = mkdtempSync(path.join(tmpdir(), `bench-content-${articles}-`));
  const peer = writePeerBlog(path.join(content, 'articles'));
  try {
    writeSyntheticContent(content, size, path.join(root, 'content', 'profile.yaml'));
    const env = { CONTENT_DIR: content };
    // A cold build every time: no output, content store or cache from the previous size.
    clearBuildState(root);
    const buildMs = await astroBuildOrThrow(root, `the build of ${articles} articles`, env);

    const dist = path.join(root, 'dist');
    const files = listFiles(dist);
    const distBytes = files.reduce((sum, f) => sum + statSync(path.join(dist, f)).size, 0);
    const endpoints = files.filter((f) => f.endsWith('.json')).length;
    const pages = files.filter((f) => f.endsWith('.html')).length;
    const floorMs = await floorBuild(endpoints, pages);
    const peerMs = await astroBuildOrThrow(peer.root, `the peer blog's build of ${articles} articles`);
    const peerPages = listFiles(path.join(peer.root, 'dist')).filter((f) => f.endsWith('.html')).length;
    const rebuild = options.rebuild
      ? await rebuildBoth(root, peer.root, path.join(content, 'articles'), env)
      : undefined;
    return {
      ...size,
      buildMs,
      floorMs,
      peerMs,
      endpoints,
      pages,
      peerPages,
      distBytes,
      indexBytes: statSync(path.join(root, 'generated', 'api-index.json')).size,
      ...(rebuild ? { rebuild } : {}),
    };
  } finally {
    peer.remove();
    rmSync(content, { recursive: true, force: true });
  }
}

/** One article changed, then ours and the peer built again on top of their cold builds. */
async function rebuildBoth(
  root: string,
  peerRoot: string,
  articlesDir: string,
  env: Record<string, string>,
): Promise<RebuildMeasurement> {
  const changed = changeOneArticle(articlesDir);
  const buildMs = await astroBuildOrThrow(root, 'our rebuild after one change', env);
  assertRebuilt(path.join(root, 'dist'), changed, 'our rebuild');
  const peerMs = await astroBuildOrThrow(peerRoot, "the peer blog's rebuild after one change");
  assertRebuilt(path.join(peerRoot, 'dist'), changed, "the peer blog's rebuild");
  return { changed: changed.id, buildMs, peerMs };
}

async function floorBuild(endpoints: number, pages: number): Promise<number> {
  const floor = writeFloorProject({ endpoints, pages });
  try {
    return await astroBuildOrThrow(floor.root, 'the Astro floor build');
  } finally {
    floor.remove();
  }
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
