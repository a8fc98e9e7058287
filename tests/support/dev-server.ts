/** `npm run dev` in a project copy, as an owner's shell runs it, without npm (and so without its `predev` build). */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The arguments `npm run dev` gives node (package.json). */
export function devCommand(root: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...args] = scripts['dev']!.split(' ');
  if (node !== 'node') throw new Error(`npm run dev is no longer a node command: ${scripts['dev']}`);
  return args;
}

export type DevServer = ReturnType<typeof startDev>;

/** Starts `npm run dev -- ...args` in `root` with `env` over the owner's environment, without a content source of the test runner's. */
export function startDev(root: string, env: Record<string, string>, args: string[] = []) {
  // Astro's dev server serves no pages under a test runner's NODE_ENV=test and VITEST*: an owner's shell has neither.
  const owners = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('VITEST')),
  );
  const child = spawn(process.execPath, [...devCommand(root), ...args], {
    cwd: root,
    env: { ...owners, CONTENT_DIR: '', CONTENTFUL_SPACE_ID: '', CONTENTFUL_DELIVERY_TOKEN: '', ...env },
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8').replace(/\u001b\[[0-9;]*m/g, '')));
  const exited = once(child, 'exit');
  return {
    /** Everything it printed so far, without terminal colour codes. */
    output: () => output,
    /** Stops it (SIGTERM) and waits for it to exit. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
