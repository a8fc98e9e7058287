/** Temporary copies of the project for the benchmarks, and the environment to run tools in them. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../scripts/serve.ts';
import { copyProject } from '../tests/support/project-copy.ts';

export interface TempProject {
  root: string;
  remove: () => void;
}

/** A copy of this project (sources copied, packages linked) that the benchmarks may build and serve. */
export function temporaryCopy(prefix: string): TempProject {
  const temp = mkdtempSync(path.join(tmpdir(), prefix));
  const root = copyProject(PROJECT_ROOT, path.join(temp, 'project'));
  return { root, remove: () => rmSync(temp, { recursive: true, force: true }) };
}

/** Environment for tools run in `root`: its `node_modules/.bin` first (Node 24, deno, astro). */
export function toolEnv(root: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH ?? ''}`, ...extra };
}
