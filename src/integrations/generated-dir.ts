import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the build writes for the functions besides the site: the baked data and the MCP handler bundle. */
export const GENERATED_DIR = 'generated';

/**
 * Where to write it: `generated/`, or `GENERATED_DIR` (absolute, or relative to the project root),
 * which `npm run build` points at a staging folder so `generated/` only changes when the whole
 * build succeeds.
 */
export function generatedDirUrl(root: URL, env: Readonly<Record<string, string | undefined>> = process.env): URL {
  const override = env['GENERATED_DIR'];
  if (!override) return new URL(`${GENERATED_DIR}/`, root);
  return pathToFileURL(`${path.resolve(fileURLToPath(root), override)}${path.sep}`);
}
