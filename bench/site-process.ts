/** The emulated site of a project copy, running in a child process. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { toolEnv } from '../scripts/project-copy.ts';
import type { HttpRequestSpec } from './load-generator.ts';
import { descendants, treeCpuSeconds } from './process-tree.ts';

export interface SiteProcess {
  url: string;
  pid: number;
  /**
   * Resolves once the site's processes are nearly idle, with the seconds that took (undefined
   * without /proc). The site answers once its functions are built, but the emulator goes on
   * setting up a watcher for each file a function ships with (22,000 at 10,000 articles): requests
   * timed meanwhile would measure that work, not the answers.
   */
  quiet: () => Promise<number | undefined>;
  stop: () => Promise<void>;
}

/** Idle enough: under a tenth of a core over a second, twice in a row. */
const QUIET_SHARE = 0.1;
const QUIET_WINDOW_MS = 1000;
const QUIET_AT_MOST_MS = 120_000;

async function waitUntilQuiet(pid: number): Promise<number | undefined> {
  const started = performance.now();
  let before = treeCpuSeconds(pid);
  if (before === undefined) return undefined;
  let quietWindows = 0;
  while (quietWindows < 2 && performance.now() - started < QUIET_AT_MOST_MS) {
    await new Promise((resolve) => setTimeout(resolve, QUIET_WINDOW_MS));
    const now = treeCpuSeconds(pid);
    if (now === undefined) return undefined;
    quietWindows = now - before < (QUIET_SHARE * QUIET_WINDOW_MS) / 1000 ? quietWindows + 1 : 0;
    before = now;
  }
  return (performance.now() - started) / 1000;
}

export async function startSiteProcess(
  root: string,
  env: Record<string, string> = {},
  timeoutMs = 120_000,
  nodeArgs: string[] = [],
): Promise<SiteProcess> {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'bench', 'serve-child.ts')], {
    cwd: root,
    env: toolEnv(root, env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-4000);
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the site did not start within ${timeoutMs} ms:\n${log}`)),
      timeoutMs,
    );
    child.once('exit', (code) => reject(new Error(`the site exited with ${code}:\n${log}`)));
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        const { url: ready } = JSON.parse(line) as { url?: string };
        if (ready) {
          clearTimeout(timer);
          resolve(ready);
        }
      } catch {
        // Not our ready line.
      }
    });
  });
  const pid = child.pid as number;
  return {
    url,
    pid,
    quiet: () => waitUntilQuiet(pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        // The emulator's own children (Deno) are ended by id if it does not end them itself.
        const tree = descendants(pid);
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          for (const orphan of tree) {
            try {
              process.kill(orphan, 'SIGKILL');
            } catch {
              // Already gone.
            }
          }
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The answer after a few identical requests: the emulator bundles each function on its first. */
export async function settle(
  baseUrl: string,
  spec: HttpRequestSpec,
  times = 5,
): Promise<{ status: number; text: string }> {
  let last = { status: 0, text: '' };
  for (let i = 0; i < times; i++) {
    const response = await fetch(`${baseUrl}${spec.path}`, {
      method: spec.method ?? 'GET',
      headers: spec.headers ?? {},
      ...(spec.body ? { body: spec.body } : {}),
    });
    last = { status: response.status, text: await response.text() };
  }
  return last;
}
