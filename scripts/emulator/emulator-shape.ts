/**
 * What `scripts/serve.ts` and `emulator/` rely on inside the Netlify emulator, checked in one
 * place. The three emulator packages are pinned to exact versions (package.json); when one is
 * upgraded and a shape below changes, the local server refuses to start and says what changed,
 * rather than quietly serving differently. Upgrading: bump the three pins together, run
 * `npm test`, and adapt `emulator/` to whatever this reports.
 */
import { existsSync, readFileSync } from 'node:fs';
import nodeModule from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The packages whose internals the local server uses. */
export const EMULATOR_PACKAGES = ['@netlify/dev', '@netlify/functions-dev', '@netlify/edge-functions-dev'] as const;

/** The files of the edge emulator's Deno runtime that the warm edge server reuses. */
export const REUSED_DENO_FILES = ['server.mjs', 'config.mjs', 'errors.mjs', 'bootstrap.mjs', 'workers/runner.mjs'] as const;

/** What the check looks at; the real emulator's by default (`installedEmulator`), another in tests. */
export interface EmulatorParts {
  /** Installed version and the version package.json pins, per package. */
  versions: Record<string, { installed: string | undefined; pinned: string | undefined }>;
  netlifyDev: unknown;
  functionsHandler: unknown;
  edgeFunctionsHandler: unknown;
  denoBridge: unknown;
  /** The edge emulator's Deno folder, when found. */
  denoFolder: string | undefined;
  /** Whether `lambda-local` (which warm functions run handlers with) resolves from the functions emulator. */
  lambdaLocal: boolean;
}

/** Every way the emulator differs from what the local server relies on: empty when it fits. */
export function emulatorShapeMismatches(parts: EmulatorParts): string[] {
  const problems: string[] = [];
  for (const [name, { installed, pinned }] of Object.entries(parts.versions)) {
    if (pinned === undefined || !/^\d+\.\d+\.\d+$/.test(pinned)) problems.push(`${name} is not pinned to an exact version in package.json (found ${pinned ?? 'nothing'})`);
    else if (installed !== pinned) problems.push(`${name} ${installed ?? '(not installed)'} is installed, but package.json pins ${pinned}: run npm ci`);
  }
  const method = (owner: unknown, ownerName: string, name: string) => {
    const prototype = (owner as { prototype?: Record<string, unknown> } | undefined)?.prototype;
    if (typeof prototype?.[name] !== 'function') problems.push(`${ownerName}.prototype.${name} is not a function`);
  };
  method(parts.netlifyDev, 'NetlifyDev (@netlify/dev)', 'getConfig');
  method(parts.functionsHandler, 'FunctionsHandler (@netlify/functions-dev)', 'invoke');
  method(parts.edgeFunctionsHandler, 'EdgeFunctionsHandler (@netlify/edge-functions-dev)', 'getFunctionConfigs');
  method(parts.edgeFunctionsHandler, 'EdgeFunctionsHandler (@netlify/edge-functions-dev)', 'getFunctionsForRequest');
  method(parts.denoBridge, 'DenoBridge (@netlify/edge-bundler)', 'runInBackground');
  if (!parts.denoFolder) problems.push('the Deno folder of @netlify/edge-functions-dev (dist/deno) was not found');
  else for (const file of REUSED_DENO_FILES) if (!existsSync(path.join(parts.denoFolder, file))) problems.push(`dist/deno/${file} is missing from @netlify/edge-functions-dev`);
  if (!parts.lambdaLocal) problems.push('lambda-local does not resolve from @netlify/functions-dev');
  return problems;
}

/** The installed emulator, as `emulatorShapeMismatches` looks at it. */
export async function installedEmulator(projectRoot: string): Promise<EmulatorParts> {
  const pins = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> }).devDependencies ?? {};
  const here = pathToFileURL(path.join(projectRoot, 'package.json')).href;
  const manifest = (name: string) => nodeModule.findPackageJSON?.(name, here);
  const versions: EmulatorParts['versions'] = {};
  for (const name of EMULATOR_PACKAGES) {
    const file = manifest(name);
    versions[name] = { installed: file ? (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version : undefined, pinned: pins[name] };
  }
  const edgePackage = manifest('@netlify/edge-functions-dev');
  const functionsPackage = manifest('@netlify/functions-dev');
  /** An export of a package: by name (the copy serve.ts imports), or resolved from another package's folder. */
  const load = async (specifier: string, exported: string): Promise<unknown> => {
    try {
      return ((await import(specifier)) as Record<string, unknown>)[exported];
    } catch {
      return undefined;
    }
  };
  const resolvedFrom = (from: string | undefined, name: string) => {
    try {
      return from === undefined ? name : pathToFileURL(nodeModule.createRequire(from).resolve(name)).href;
    } catch {
      return name;
    }
  };
  const resolves = (from: string | undefined, name: string) => {
    try {
      return from !== undefined && nodeModule.createRequire(from).resolve(name) !== '';
    } catch {
      return false;
    }
  };
  return {
    versions,
    netlifyDev: await load('@netlify/dev', 'NetlifyDev'),
    functionsHandler: await load('@netlify/functions-dev', 'FunctionsHandler'),
    edgeFunctionsHandler: await load('@netlify/edge-functions-dev', 'EdgeFunctionsHandler'),
    // The bridge class the edge emulator itself imports (warm-edge.ts patches that copy).
    denoBridge: await load(resolvedFrom(edgePackage, '@netlify/edge-bundler'), 'DenoBridge'),
    denoFolder: edgePackage ? path.join(path.dirname(edgePackage), 'dist', 'deno') : undefined,
    lambdaLocal: resolves(functionsPackage, 'lambda-local'),
  };
}

/** Throws, naming every mismatch, when the installed emulator is not the one the local server fits. */
export async function assertEmulatorShape(projectRoot: string): Promise<void> {
  const problems = emulatorShapeMismatches(await installedEmulator(projectRoot));
  if (problems.length === 0) return;
  throw new Error(
    `The local server relies on internals of the pinned Netlify emulator packages, and the installed ones differ:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee scripts/emulator/emulator-shape.ts.`,
  );
}
