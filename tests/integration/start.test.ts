import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectCopy, type ProjectCopy } from '../support/project-copy.ts';

let copy: ProjectCopy | undefined;
afterAll(() => copy?.close());

it('npm start builds, serves on PORT, prints its URL when ready, has a build made meanwhile link to it, and stops cleanly on SIGTERM', async () => {
  // A copy of its own: a second emulator on the suite's site would rebuild the functions that site serves.
  copy = await projectCopy('start-');
  const { root, port } = copy;
  const child = spawn('node', [path.join(root, 'scripts', 'start.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 90_000, interval: 200 }).toContain(`ready at http://localhost:${port}`);
    const response = await fetch(`http://localhost:${port}/api/v1/profile`);
    expect(response.status).toBe(200);
    // `npm run build` in the same checkout, with no address given, builds for the port being served.
    const { SITE_URL, URL, ...env } = process.env;
    const build = spawn('node', [path.join(root, 'scripts', 'build.ts')], { cwd: root, env, stdio: 'ignore' });
    expect((await once(build, 'exit'))[0]).toBe(0);
    expect(JSON.parse(readFileSync(path.join(root, 'generated', 'api-index.json'), 'utf8')).baseUrl).toBe(
      `http://localhost:${port}`,
    );
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    await expect(fetch(`http://localhost:${port}/api/v1/profile`)).rejects.toThrow();
  } finally {
    child.kill('SIGKILL');
  }
}, 120_000);
