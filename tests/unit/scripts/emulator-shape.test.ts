import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EMULATOR_PACKAGES, emulatorShapeMismatches, installedEmulator } from '../../../scripts/emulator/emulator-shape.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('the emulator the local server relies on', () => {
  it('is installed at the exact versions package.json pins, with every internal the server uses', async () => {
    const parts = await installedEmulator(ROOT);
    expect(Object.keys(parts.versions)).toEqual([...EMULATOR_PACKAGES]);
    expect(emulatorShapeMismatches(parts)).toEqual([]);
  });

  it('reports each way a changed emulator differs', async () => {
    const parts = await installedEmulator(ROOT);
    const problems = emulatorShapeMismatches({
      ...parts,
      versions: { ...parts.versions, '@netlify/dev': { installed: '4.19.0', pinned: '4.18.13' }, '@netlify/functions-dev': { installed: '1.3.5', pinned: '^1.3.5' } },
      netlifyDev: class {},
      functionsHandler: class {},
      edgeFunctionsHandler: undefined,
      denoFolder: '/nowhere',
      lambdaLocal: false,
    });
    expect(problems).toEqual([
      '@netlify/dev 4.19.0 is installed, but package.json pins 4.18.13: run npm ci',
      '@netlify/functions-dev is not pinned to an exact version in package.json (found ^1.3.5)',
      'NetlifyDev (@netlify/dev).prototype.getConfig is not a function',
      'FunctionsHandler (@netlify/functions-dev).prototype.invoke is not a function',
      'EdgeFunctionsHandler (@netlify/edge-functions-dev).prototype.getFunctionConfigs is not a function',
      'EdgeFunctionsHandler (@netlify/edge-functions-dev).prototype.getFunctionsForRequest is not a function',
      'dist/deno/server.mjs is missing from @netlify/edge-functions-dev',
      'dist/deno/config.mjs is missing from @netlify/edge-functions-dev',
      'dist/deno/errors.mjs is missing from @netlify/edge-functions-dev',
      'dist/deno/bootstrap.mjs is missing from @netlify/edge-functions-dev',
      'dist/deno/workers/runner.mjs is missing from @netlify/edge-functions-dev',
      'lambda-local does not resolve from @netlify/functions-dev',
    ]);
  });
});
