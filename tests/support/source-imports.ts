/**
 * Every module a source file asks for — static imports and re-exports, side-effect imports
 * (`import 'node:fs'`), dynamic imports (`await import('node:fs')`) and `require()` — as
 * TypeScript's own scanner reads them, so comments and strings cannot fool it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The `.ts` and `.astro` files below a folder (paths relative to `root`), with their text. */
export function typeScriptFiles(root: string, folder: string): { name: string; source: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? walk(path.join(dir, entry.name))
        : /\.(ts|astro)$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
  return walk(path.join(root, folder)).map((file) => ({
    name: path.relative(root, file).split(path.sep).join('/'),
    source: readFileSync(file, 'utf8'),
  }));
}
