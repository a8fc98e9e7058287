/**
 * Cold start of a packaged function: the wall time from spawning a fresh `node` process to
 * having the function's answer, i.e. runtime boot + importing the handler module Netlify's
 * packager produced (its node_modules loaded from disk, as in production) + the first request.
 * The median of a few runs; the bare handler's cold start, measured the same way, is the floor.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './load-generator.ts';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cold-start-child.mjs');

export interface ColdStart {
  /** Spawn to answer, as the parent saw it. */
  wallMs: number;
  /** Inside the child: runtime boot, importing the handler module, the first request. */
  bootMs: number;
  importMs: number;
  firstCallMs: number;
  status: number;
  /** The first answer's body. */
  body: string;
}

export async function coldStart(
  handler: string,
  requestPath: string,
  body: string,
  headers: Record<string, string>,
  runs = 5,
): Promise<ColdStart> {
  const samples: ColdStart[] = [];
  for (let i = 0; i < runs; i++) samples.push(await once(handler, requestPath, body, headers));
  const median = (pick: (s: ColdStart) => number) => percentile(samples.map(pick), 50);
  return {
    wallMs: median((s) => s.wallMs),
    bootMs: median((s) => s.bootMs),
    importMs: median((s) => s.importMs),
    firstCallMs: median((s) => s.firstCallMs),
    status: samples[0]?.status ?? 0,
    body: samples[0]?.body ?? '',
  };
}

function once(handler: string, requestPath: string, body: string, headers: Record<string, string>): Promise<ColdStart> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [CHILD, handler, requestPath, body, JSON.stringify(headers)], {
      cwd: path.dirname(handler),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!out.includes('\n')) return;
      const wallMs = performance.now() - started;
      const line = JSON.parse(out.slice(0, out.indexOf('\n'))) as Omit<ColdStart, 'wallMs'>;
      resolve({ wallMs, ...line });
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.once('close', (code) => {
      if (!out.includes('\n')) reject(new Error(`the cold-start run exited with ${code}:\n${err.slice(-2000)}`));
    });
  });
}
