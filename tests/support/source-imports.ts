/**
 * Every module a source file asks for — static imports and re-exports, side-effect imports
 * (`import 'node:fs'`), dynamic imports (`await import('node:fs')`) and `require()` — as
 * TypeScript's own scanner reads them, so comments and strings cannot fool it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** A file, or the files below a folder whose names match `pattern` (paths relative to `root`), with their text. */
export function sourceFiles(root: string, entry: string, pattern = /\.(ts|astro)$/) {
  const walk = (file: string): string[] =>
    statSync(file).isDirectory()
      ? readdirSync(file).flatMap((name) => walk(path.join(file, name)))
      : pattern.test(file)
        ? [file]
        : [];
  return walk(path.join(root, entry)).map((file) => ({
    name: path.relative(root, file).split(path.sep).join('/'),
    source: readFileSync(file, 'utf8'),
  }));
}
