/** `npm run dev` and `npm start` in a project copy, as an owner's shell runs them, without npm (and so without `predev`'s build). */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

/** The arguments `npm run <name>` gives node (package.json). */
export function scriptCommand(root: string, name: 'dev' | 'start'): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [node, ...args] = scripts[name]!.split(' ');
  if (node !== 'node') throw new Error(`npm run ${name} is no longer a node command: ${scripts[name]}`);
  return args;
}

export type OwnersCommand = ReturnType<typeof startOwnersCommand>;

/** Starts `npm run <name> -- ...args` in `root` with `env` over the owner's environment, without a content source of the test runner's. */
export function startOwnersCommand(
  root: string,
  name: 'dev' | 'start',
  env: Record<string, string>,
  args: string[] = [],
) {
  // Astro's dev server serves no pages under a test runner's NODE_ENV=test and VITEST*: an owner's shell has neither.
  const owners = Object.fromEntries(
    Object.entries(process.env).filter(([variable]) => variable !== 'NODE_ENV' && !variable.startsWith('VITEST')),
  );
  const child = spawn(process.execPath, [...scriptCommand(root, name), ...args], {
    cwd: root,
    env: { ...owners, CONTENT_DIR: '', CONTENTFUL_SPACE_ID: '', CONTENTFUL_DELIVERY_TOKEN: '', ...env },
  });
  if (child.pid) setPriority(child.pid, 10); // as in run-node.ts
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = once(child, 'exit').then(([code]: (number | null)[]) => {
    output += `\n[npm run ${name} exited: ${code}]`;
    return code;
  });
  return {
    /** Everything it printed so far, without terminal colour codes, and its exit code once it exited. */
    output: () => stripVTControlCharacters(output),
    /** Stops it (SIGTERM unless told otherwise) and resolves to its exit code. */
    stop: (signal: NodeJS.Signals = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
