/**
 * A throw-away copy of the project for builds that must not touch the developer's own `dist/`,
 * `generated/`, `.netlify/` or caches (benchmarks, broken-content builds). Sources are copied;
 * dependencies are linked, not installed again.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from './serve.ts';

/** Build output and local state: never part of a copy. */
const SKIPPED = new Set(['node_modules', 'dist', 'generated', '.netlify', '.astro', '.git', 'test-results', path.join('bench', 'report.json')]);

/** Caches tools write inside node_modules (Astro's content store, Vite's): each copy keeps its own. */
const CACHE_DIRS = new Set(['.astro', '.vite', '.cache']);

export interface TempProject {
  root: string;
  remove: () => void;
}

export function copyProject(prefix = 'portfolio-copy-'): TempProject {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of readdirSync(PROJECT_ROOT)) {
    if (SKIPPED.has(entry)) continue;
    cpSync(path.join(PROJECT_ROOT, entry), path.join(root, entry), {
      recursive: true,
      filter: (source) => !SKIPPED.has(path.relative(PROJECT_ROOT, source)),
    });
  }
  linkNodeModules(path.join(root, 'node_modules'));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * A `node_modules` folder whose entries are symlinks to this project's packages. Linking the
 * folder itself would make Astro and Vite write their caches into the developer's node_modules.
 */
export function linkNodeModules(target: string): void {
  const source = path.join(PROJECT_ROOT, 'node_modules');
  mkdirSync(target, { recursive: true });
  for (const entry of readdirSync(source)) {
    if (!CACHE_DIRS.has(entry)) symlinkSync(path.join(source, entry), path.join(target, entry));
  }
}

/** Environment for tools run in `root`: its `node_modules/.bin` first (Node 24, deno, astro). */
export function toolEnv(root: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`, ...extra };
}
