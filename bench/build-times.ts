/**
 * Build times at one content size: our build from cold (`npm run build`'s script in the project
 * copy) against the peers of the same articles (the plain Astro blog, and the same blog drawing a
 * social card per article); and, when asked, ours and the plain blog rebuilt after one article
 * changed, with everything the cold builds left in place.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TempProject } from '../scripts/project-copy.ts';
import { astroBuildOrThrow, clearBuildState, projectBuildOrThrow } from './astro-build.ts';
import { assertRebuilt, changeOneArticle } from './one-change.ts';
import { assertPeerBuilt, writePeerBlog } from './peer-blog.ts';
import { sizeFor, writeSyntheticContent } from './synthetic-content.ts';

/** `plain`: the blog of Astro's guide; `card`: the same blog with a social card per article. */
export type PeerName = 'plain' | 'card';

export interface PeerBuild {
  ms: number;
  pages: number;
  /** PNG files it emitted (the cards). */
  images: number;
}

export interface BuildMeasurement {
  articles: number;
  projects: number;
  buildMs: number;
  /** Pre-rendered JSON files and HTML pages the build emitted. */
  endpoints: number;
  pages: number;
  distBytes: number;
  indexBytes: number;
  peers: Partial<Record<PeerName, PeerBuild>>;
  rebuild?: RebuildMeasurement;
}

export interface RebuildMeasurement {
  /** The article that changed (its slug). */
  changed: string;
  buildMs: number;
  peerMs: number;
}

/**
 * Builds `root` (a project copy) with `articles` synthetic articles, then each of `peers`; with
 * `rebuild` (and the plain peer), then changes one article and builds ours and the plain peer
 * again. Leaves our build in place.
 */
export async function measureBuild(
  root: string,
  articles: number,
  options: { peers: readonly PeerName[]; rebuild: boolean },
): Promise<BuildMeasurement> {
  const size = sizeFor(articles);
  const content = mkdtempSync(path.join(tmpdir(), `bench-content-${articles}-`));
  const articlesDir = path.join(content, 'articles');
  const written = new Map<PeerName, TempProject>();
  try {
    writeSyntheticContent(content, size, path.join(root, 'content', 'profile.yaml'));
    const env = { CONTENT_DIR: content };
    // A cold build every time: no output, content store or cache from the previous size.
    clearBuildState(root);
    const buildMs = await projectBuildOrThrow(root, `the build of ${articles} articles`, env);
    const dist = path.join(root, 'dist');
    const files = listFiles(dist);
    const peers: BuildMeasurement['peers'] = {};
    for (const name of options.peers) {
      const peer = writePeerBlog(articlesDir, { cards: name === 'card' });
      written.set(name, peer);
      peers[name] = await peerBuild(peer.root, `the ${name} peer blog's build of ${articles} articles`);
      assertPeerBuilt(peer.root, articlesDir, name === 'card');
    }
    const plain = written.get('plain');
    const rebuild = options.rebuild && plain ? await rebuildBoth(root, plain.root, articlesDir, env) : undefined;
    return {
      ...size,
      buildMs,
      endpoints: files.filter((f) => f.endsWith('.json')).length,
      pages: files.filter((f) => f.endsWith('.html')).length,
      distBytes: files.reduce((sum, f) => sum + statSync(path.join(dist, f)).size, 0),
      indexBytes: statSync(path.join(root, 'generated', 'api-index.json')).size,
      peers,
      ...(rebuild ? { rebuild } : {}),
    };
  } finally {
    for (const peer of written.values()) peer.remove();
    rmSync(content, { recursive: true, force: true });
  }
}

async function peerBuild(root: string, what: string): Promise<PeerBuild> {
  const ms = await astroBuildOrThrow(root, what);
  const files = listFiles(path.join(root, 'dist'));
  return {
    ms,
    pages: files.filter((f) => f.endsWith('.html')).length,
    images: files.filter((f) => f.endsWith('.png')).length,
  };
}

/** One article changed, then ours and the peer built again on top of their cold builds. */
async function rebuildBoth(
  root: string,
  peerRoot: string,
  articlesDir: string,
  env: Record<string, string>,
): Promise<RebuildMeasurement> {
  const changed = changeOneArticle(articlesDir);
  const buildMs = await projectBuildOrThrow(root, 'our rebuild after one change', env);
  assertRebuilt(path.join(root, 'dist'), changed, 'our rebuild');
  const peerMs = await astroBuildOrThrow(peerRoot, "the peer blog's rebuild after one change");
  assertRebuilt(path.join(peerRoot, 'dist'), changed, "the peer blog's rebuild");
  return { changed: changed.id, buildMs, peerMs };
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}
