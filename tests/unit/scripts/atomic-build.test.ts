import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildAtomically, type BuildOutputs } from '../../../scripts/atomic-build.ts';

let temp: string;
let targets: BuildOutputs;

beforeEach(() => {
  temp = mkdtempSync(path.join(tmpdir(), 'atomic-build-'));
  targets = { outDir: path.join(temp, 'dist'), generatedDir: path.join(temp, 'generated') };
  write(targets.outDir, 'index.html', 'previous site');
  write(targets.generatedDir, 'api-index.json', 'previous index');
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

function write(dir: string, file: string, text: string) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, file), text);
}
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

it.each([
  ['replaces both outputs', true],
  ['creates the outputs on a first build', false],
])('%s when the build succeeds, leaving nothing else behind', async (_, earlier) => {
  if (!earlier) for (const dir of Object.values(targets)) rmSync(dir, { recursive: true });
  const ok = await buildAtomically(targets, async (staging) => {
    expect(staging.outDir).not.toBe(targets.outDir);
    write(staging.outDir, 'index.html', 'new site');
    write(staging.generatedDir, 'api-index.json', 'new index');
    return true;
  });
  expect(ok).toBe(true);
  expect(read(targets.outDir, 'index.html')).toBe('new site');
  expect(read(targets.generatedDir, 'api-index.json')).toBe('new index');
  expect(readdirSync(temp).sort()).toEqual(['dist', 'generated']);
});

it.each([
  ['fails after writing part of them', false, false],
  ['throws after writing part of them', true, 'boom'],
])('leaves both outputs untouched when the build %s', async (_, throws, outcome) => {
  const result = await buildAtomically(targets, async (staging) => {
    write(staging.outDir, 'index.html', 'half a site');
    write(staging.generatedDir, 'api-index.json', 'half an index');
    if (throws) throw new Error('boom');
    return false;
  }).catch((error: Error) => error.message);
  expect(result).toBe(outcome);
  expect(read(targets.outDir, 'index.html')).toBe('previous site');
  expect(read(targets.generatedDir, 'api-index.json')).toBe('previous index');
  expect(readdirSync(temp).sort()).toEqual(['dist', 'generated']);
});

it('refuses a "successful" build that wrote one of the outputs only', async () => {
  await expect(
    buildAtomically(targets, async (staging) => {
      write(staging.outDir, 'index.html', 'new site');
      return true;
    }),
  ).rejects.toThrow(/wrote nothing to .*generated/);
  expect(read(targets.outDir, 'index.html')).toBe('previous site');
});
