import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectCopy, type ProjectCopy } from '../support/project-copy.ts';

let copy: ProjectCopy | undefined;
afterAll(() => copy?.close());

it('npm start builds, serves on PORT, prints its URL when ready, and stops cleanly on SIGTERM', async () => {
  // A copy of its own: a second emulator on the suite's site would rebuild the functions that site serves.
  copy = await projectCopy('start-');
  const { root, port } = copy;
  const child = spawn('node', [path.join(root, 'scripts', 'start.ts')], { cwd: root, env: { ...process.env, PORT: String(port) } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 90_000, interval: 200 }).toContain(`ready at http://localhost:${port}`);
    const response = await fetch(`http://localhost:${port}/api/v1/profile`);
    expect(response.status).toBe(200);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    await expect(fetch(`http://localhost:${port}/api/v1/profile`)).rejects.toThrow();
  } finally {
    child.kill('SIGKILL');
  }
}, 120_000);
