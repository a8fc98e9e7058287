import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

it('a broken content file fails the real build, naming the file and the field, and writes nothing', () => {
  const temp = mkdtempSync(path.join(tmpdir(), 'broken-build-'));
  try {
    const content = path.join(temp, 'content');
    cpSync(path.resolve('content'), content, { recursive: true });
    writeFileSync(path.join(content, 'projects', 'broken.yaml'), 'title: T\ntagline: Tag\nproblem: P\nstatus: 7\norder: 1\nupdatedAt: "2026-01-01"\n');
    const outDir = path.join(temp, 'dist');
    const build = spawnSync('npx', ['astro', 'build', '--outDir', outDir], {
      encoding: 'utf8',
      env: { ...process.env, CONTENT_DIR: content },
    });
    expect(build.status).not.toBe(0);
    expect(build.stdout + build.stderr).toMatch(/broken\.yaml: status: .*expected string/);
    expect(existsSync(path.join(outDir, 'api'))).toBe(false);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
});
