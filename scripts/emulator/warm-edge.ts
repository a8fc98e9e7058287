/**
 * Warm edge functions: the emulator starts its Deno server with
 * `deno eval … "import('<package>/dist/deno/server.mjs');" '<run options>'` through the edge
 * bundler's `DenoBridge`. When `isWarm()` says so, that one command runs `edge-server.ts` instead,
 * with the package's Deno folder and the pool size added to the run options. Another shape of the
 * command (another package version) is an error: `emulator-shape.ts` checks the rest up front.
 */
import { existsSync, realpathSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REUSED_DENO_FILES } from './emulator-shape.ts';

type RunInBackground = (this: unknown, args: string[], ...rest: unknown[]) => Promise<void>;
const PATCHED = Symbol.for('portfolio-content-api.warm-edge');

/**
 * The emulator's Deno folder as seen from `base`, by its real path: the emulator names its server
 * by its own module URL, which Node resolves through symbolic links (a project whose node_modules
 * links to packages elsewhere), while package lookup keeps the link. Undefined before Node 22.14
 * (no `findPackageJSON`) or when the package is not installed.
 */
export function emulatorDenoFolder(base: string | URL): string | undefined {
  const emulatorPackage = nodeModule.findPackageJSON?.('@netlify/edge-functions-dev', base);
  return emulatorPackage && path.join(realpathSync(path.dirname(emulatorPackage)), 'dist', 'deno');
}

/** Throws when the emulator's files or its Deno bridge are not what this expects. */
export async function launchWarmEdgeServer(isWarm: () => boolean, instances: number): Promise<true> {
  const emulatorPackage = nodeModule.findPackageJSON?.('@netlify/edge-functions-dev', import.meta.url);
  const denoFolder = emulatorDenoFolder(import.meta.url);
  if (!emulatorPackage || !denoFolder) throw new Error('Warm edge functions: @netlify/edge-functions-dev was not found (Node >= 22.14 is needed).');
  const missing = REUSED_DENO_FILES.filter((file) => !existsSync(path.join(denoFolder, file)));
  if (missing.length > 0) throw new Error(`Warm edge functions: @netlify/edge-functions-dev has no dist/deno/${missing.join(', ')}.`);
  // The bridge class the emulator itself imports, resolved from the emulator's folder.
  const bridgeModule = nodeModule.createRequire(emulatorPackage).resolve('@netlify/edge-bundler');
  const { DenoBridge } = (await import(pathToFileURL(bridgeModule).href)) as { DenoBridge?: { prototype: { runInBackground?: RunInBackground & { [PATCHED]?: true } } } };
  const prototype = DenoBridge?.prototype;
  const runInBackground = prototype?.runInBackground;
  if (!prototype || typeof runInBackground !== 'function') throw new Error('Warm edge functions: DenoBridge.prototype.runInBackground is not a function.');
  if (runInBackground[PATCHED]) return true;

  const stockScript = `import('${pathToFileURL(path.join(denoFolder, 'server.mjs')).href}');`;
  const warmScript = `import('${new URL('./edge-server.ts', import.meta.url).href}');`;
  const runtime = pathToFileURL(denoFolder + path.sep).href;
  prototype.runInBackground = Object.assign(
    function (this: unknown, args: string[], ...rest: unknown[]) {
      const at = Array.isArray(args) ? args.indexOf(stockScript) : -1;
      if (isWarm() && at >= 0 && at === args.length - 2) {
        const runOptions = JSON.parse(args[at + 1] as string) as object;
        args = [...args.slice(0, at), warmScript, JSON.stringify({ ...runOptions, runtime, instances })];
      } else if (isWarm() && Array.isArray(args) && args.some((arg) => arg.includes('server.mjs'))) {
        // Warm instances were asked for but the command is not the expected one: stop the start.
        throw new Error('Warm edge functions: the emulator starts its Deno server with a command this does not recognise; see scripts/emulator/emulator-shape.ts.');
      }
      return runInBackground.call(this, args, ...rest);
    },
    { [PATCHED]: true as const },
  );
  return true;
}
