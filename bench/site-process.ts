/** The emulated site of a project copy, running in a child process. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { toolEnv } from '../scripts/project-copy.ts';
import type { HttpRequestSpec } from './load-generator.ts';
import { descendants } from './process-tree.ts';

export interface SiteProcess {
  url: string;
  pid: number;
  stop: () => Promise<void>;
}

export async function startSiteProcess(root: string, env: Record<string, string> = {}, timeoutMs = 120_000, nodeArgs: string[] = []): Promise<SiteProcess> {
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
    const timer = setTimeout(() => reject(new Error(`the site did not start within ${timeoutMs} ms:\n${log}`)), timeoutMs);
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
export async function settle(baseUrl: string, spec: HttpRequestSpec, times = 5): Promise<{ status: number; text: string }> {
  let last = { status: 0, text: '' };
  for (let i = 0; i < times; i++) {
    const response = await fetch(`${baseUrl}${spec.path}`, { method: spec.method ?? 'GET', headers: spec.headers ?? {}, ...(spec.body ? { body: spec.body } : {}) });
    last = { status: response.status, text: await response.text() };
  }
  return last;
}
