import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

export interface RunResult {
  status: number | null;
  /** stdout and stderr, interleaved as written, without terminal colour codes. */
  output: string;
}

/**
 * Runs a Node script without blocking the event loop (so an in-process fixture server can answer
 * it), with a clean Contentful configuration: only what `env` sets. Empty values also keep a
 * developer's `.env` out of the way.
 */
export function runNode(args: string[], env: Record<string, string> = {}, cwd?: string): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      ...(cwd === undefined ? {} : { cwd }),
      env: {
        ...process.env,
        CONTENTFUL_SPACE_ID: '',
        CONTENTFUL_DELIVERY_TOKEN: '',
        CONTENTFUL_ENVIRONMENT: '',
        CONTENTFUL_HOST: '',
        CONTENT_DIR: '',
        GENERATED_DIR: '',
        ...env,
      },
    });
    // Builds and servers yield to the suite's browser: Lighthouse times its page's tasks, not theirs.
    if (child.pid) setPriority(child.pid, 10);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    // Tools colour their output when they think a terminal or CI is watching; assertions read text.
    child.once('close', (status) => resolve({ status, output: output.replace(/\u001b\[[0-9;]*m/g, '') }));
  });
}
