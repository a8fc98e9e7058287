/** A copy for builds that must not touch the served outputs; its node_modules links, so Astro's cache is its own. */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const CACHES = new Set(['.astro', '.vite', '.cache']);

export function copyProject(root: string, dest: string): string {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root })
    .toString('utf8')
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(root, file)));
  for (const file of files) cpSync(path.join(root, file), path.join(dest, file));
  linkNodeModules(root, dest);
  return dest;
}

export function linkNodeModules(root: string, dest: string): void {
  mkdirSync(path.join(dest, 'node_modules'));
  for (const entry of readdirSync(path.join(root, 'node_modules')))
    if (!CACHES.has(entry)) symlinkSync(path.join(root, 'node_modules', entry), path.join(dest, 'node_modules', entry));
}

export type TempProject = ReturnType<typeof temporaryCopy>;

export function temporaryCopy(root: string, prefix: string) {
  const temp = mkdtempSync(path.join(tmpdir(), prefix));
  const copy = copyProject(root, path.join(temp, 'project'));
  return { root: copy, remove: () => rmSync(temp, { recursive: true, force: true }) };
}

/** Its `node_modules/.bin` first (Node 24, deno, astro). */
export const toolEnv = (root: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
  ...extra,
});
