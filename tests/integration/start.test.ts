import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { expect, it } from 'vitest';
import { freePort } from '../../scripts/serve.ts';
import { siteRoot } from '../support/http.ts';

it('npm start serves on PORT, prints its URL when ready, and stops cleanly on SIGTERM', async () => {
  const port = await freePort();
  // --no-build: the suite's global setup has just built the site, in the project it serves.
  const child = spawn('node', [path.join(siteRoot(), 'scripts', 'start.ts'), '--no-build'], { cwd: siteRoot(), env: { ...process.env, PORT: String(port) } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect.poll(() => output, { timeout: 30_000, interval: 200 }).toContain(`ready at http://localhost:${port}`);
    const response = await fetch(`http://localhost:${port}/api/v1/profile`);
    expect(response.status).toBe(200);
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    await expect(fetch(`http://localhost:${port}/api/v1/profile`)).rejects.toThrow();
  } finally {
    child.kill('SIGKILL');
  }
});
