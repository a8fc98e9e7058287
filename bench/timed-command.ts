/** Runs a command to completion, timing it and keeping the end of its output for diagnostics. */
import { spawn } from 'node:child_process';

export interface TimedRun {
  ms: number;
  code: number | null;
  /** The last few kilobytes of stdout and stderr, interleaved. */
  tail: string;
}

export function runTimed(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<TimedRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-8000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (code) => resolve({ ms: performance.now() - started, code, tail }));
  });
}
