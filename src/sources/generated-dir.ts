import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** `generated/`, or GENERATED_DIR (relative to the project), so `npm run build` can stage it and swap it in whole. */
export const generatedDirUrl = (root: URL): URL =>
  pathToFileURL(`${path.resolve(fileURLToPath(root), process.env['GENERATED_DIR'] || 'generated')}${path.sep}`);
