import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** What the build writes besides the site: the baked data and the MCP handler bundle for the functions, and the content's images. */
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

/** Where reading the content puts the images it publishes; the build copies them to `dist/images/`. */
export function contentImagesDirUrl(root: URL, env: Readonly<Record<string, string | undefined>> = process.env): URL {
  return new URL('content-images/', generatedDirUrl(root, env));
}
