/**
 * Warm edge instances replace the emulator's Deno server command only when it names the server
 * exactly as the emulator does: by the real path of its package, also when node_modules holds a
 * link to the package (the benchmark's project copies), where package lookup keeps the link.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import nodeModule from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { emulatorDenoFolder } from '../../../scripts/emulator/warm-edge.ts';

const installed = path.dirname(nodeModule.findPackageJSON('@netlify/edge-functions-dev', import.meta.url) as string);
/** Where the emulator's Node side names its Deno server from (its own module, links resolved). */
const emulatorsOwn = path.dirname(path.resolve(fileURLToPath(import.meta.resolve('@netlify/edge-functions-dev')), '../../deno/server.mjs'));
const temp = mkdtempSync(path.join(tmpdir(), 'warm-edge-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('emulatorDenoFolder', () => {
  it('is the folder the emulator itself names its server from', () => {
    expect(emulatorDenoFolder(import.meta.url)).toBe(realpathSync(emulatorsOwn));
  });

  it('resolves a linked package to its real path', () => {
    mkdirSync(path.join(temp, 'node_modules', '@netlify'), { recursive: true });
    const link = path.join(temp, 'node_modules', '@netlify', 'edge-functions-dev');
    symlinkSync(realpathSync(installed), link, 'dir');
    const fromLinkedProject = pathToFileURL(path.join(temp, 'bench.mjs'));
    expect(nodeModule.findPackageJSON('@netlify/edge-functions-dev', fromLinkedProject)).toBe(path.join(link, 'package.json'));
    expect(emulatorDenoFolder(fromLinkedProject)).toBe(path.join(realpathSync(installed), 'dist', 'deno'));
  });
});
