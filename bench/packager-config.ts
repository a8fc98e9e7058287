/**
 * The `[functions]` settings of a project's netlify.toml in the form Netlify's packager takes:
 * read by Netlify's own config loader (the one its build and the local emulator use), then renamed
 * the way its build hands them to `@netlify/zip-it-and-ship-it` (`node_bundler` → `nodeBundler`,
 * included files relative to the project, …).
 */
import { resolveConfig } from '@netlify/config';
import type { Config, FunctionConfig } from '@netlify/zip-it-and-ship-it';

/** One `[functions]` or `[functions."name"]` table as the config loader normalises it. */
interface TomlFunctionConfig {
  external_node_modules?: string[];
  included_files?: string[];
  ignored_node_modules?: string[];
  node_bundler?: string;
  schedule?: string;
}

export async function packagerConfig(root: string): Promise<Config> {
  const { config } = await resolveConfig({
    repositoryRoot: root,
    cwd: root,
    context: 'production',
    offline: true,
    buffer: true,
  });
  const tables = (config as { functions?: Record<string, TomlFunctionConfig> }).functions ?? {};
  return Object.fromEntries(
    Object.entries(tables).map(([pattern, table]) => [pattern, packagerFunctionConfig(table, root)]),
  );
}

function packagerFunctionConfig(table: TomlFunctionConfig, root: string): FunctionConfig {
  return {
    externalNodeModules: table.external_node_modules,
    includedFiles: table.included_files,
    includedFilesBasePath: root,
    ignoredNodeModules: table.ignored_node_modules,
    // The packager's name for what netlify.toml calls "esbuild".
    nodeBundler: (table.node_bundler === 'esbuild'
      ? 'esbuild_zisi'
      : table.node_bundler) as FunctionConfig['nodeBundler'],
    schedule: table.schedule,
  };
}
