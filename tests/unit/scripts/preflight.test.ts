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

const dotEnv = { '.env': 'PREFLIGHT_TOKEN=from-file\n' };
it.each([
  ['on a Node that is new enough, without a word about a missing .env', {}, {}, null],
  ['with the values of .env when there is one', dotEnv, {}, 'from-file'],
  ['with the environment’s own values over those of .env', dotEnv, { PREFLIGHT_TOKEN: 'set' }, 'set'],
])('the npm scripts run the script %s', (_, files, env, token) => {
  const result = run(`>=${process.versions.node.split('.').slice(0, 2).join('.')}`, files, env);
  expect([result.status, result.stderr, JSON.parse(result.stdout)]).toEqual([0, '', { ran: true, token }]);
});
