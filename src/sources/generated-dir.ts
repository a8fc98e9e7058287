import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const GENERATED_DIR = 'generated';

/** `GENERATED_DIR` lets `npm run build` stage, so `generated/` only changes when the whole build succeeds. */
export function generatedDirUrl(root: URL, env: Readonly<Record<string, string | undefined>> = process.env): URL {
  const override = env['GENERATED_DIR'];
  if (!override) return new URL(`${GENERATED_DIR}/`, root);
  return pathToFileURL(`${path.resolve(fileURLToPath(root), override)}${path.sep}`);
}
