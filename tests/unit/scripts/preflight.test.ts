import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

/** A project with only the preflight and a package.json asking for `node`, run as the npm scripts run it. */
function run(engine: string, files: Record<string, string> = {}, env: Record<string, string> = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'preflight-'));
  roots.push(root);
  mkdirSync(path.join(root, 'scripts'));
  copyFileSync('scripts/preflight.mjs', path.join(root, 'scripts', 'preflight.mjs'));
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ engines: { node: engine } }));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  const script = 'console.log(JSON.stringify({ ran: true, token: process.env.PREFLIGHT_TOKEN ?? null }))';
  return spawnSync(process.execPath, ['--import', './scripts/preflight.mjs', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
}
const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

it('the npm scripts stop before the script with one line naming the Node needed and how to get it', () => {
  const result = run('>=99.1');
  expect(result.status).toBe(1);
  expect(result.stdout).toBe('');
  expect(result.stderr.trim().split('\n')).toHaveLength(1);
  expect(result.stderr).toContain(`needs Node 99.1 or newer, and this is Node ${process.versions.node}`);
  expect(result.stderr).toContain('https://nodejs.org');
});

it('the npm scripts run the script on a Node that is new enough, without a word about a missing .env', () => {
  const result = run(`>=${process.versions.node.split('.').slice(0, 2).join('.')}`);
  expect(result.status).toBe(0);
  expect(result.stderr).toBe('');
  expect(JSON.parse(result.stdout)).toEqual({ ran: true, token: null });
});

it('the npm scripts read .env when there is one, and the environment’s own values win', () => {
  const files = { '.env': 'PREFLIGHT_TOKEN=from-file\n' };
  expect(JSON.parse(run('>=22.12', files).stdout)).toEqual({ ran: true, token: 'from-file' });
  expect(JSON.parse(run('>=22.12', files, { PREFLIGHT_TOKEN: 'set' }).stdout)).toEqual({ ran: true, token: 'set' });
});
