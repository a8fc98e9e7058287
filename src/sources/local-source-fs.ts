/** Reads the embedded content folder (Node only: runs at build time). */
import { isUtf8 } from 'node:buffer';
import { existsSync } from 'node:fs';
import { glob, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import pLimit from 'p-limit';
import { isNode, isScalar, LineCounter, parseDocument } from 'yaml';
import type { Collection } from '../core/collections/define.ts';
import { contentTypeIdOf } from '../core/collections/documents.ts';
import { COLLECTIONS } from '../core/collections/registry.ts';
import { closest, yamlProblems } from '../core/content/plain-words.ts';
import type { ContentProblem, RawContent, RawEntry } from '../core/content/problems.ts';
import { publishImagesInData, publishLocalImages } from './content-images.ts';

/** The content folder: `content/`, or `CONTENT_DIR` (relative to the project root) to build other content. */
export const contentDir = (root: string, env: NodeJS.ProcessEnv) => path.resolve(root, env['CONTENT_DIR'] || 'content');

/** A singleton is one file at the top of the content folder (`profile.yaml`); a list, a folder of files. */
const DATA_EXTENSIONS = ['.yaml', '.yml', '.json'];
/** Entries with a body: markdown with front matter, or JSON with a rich-text `body`. */
const BODY_EXTENSIONS = ['.md', '.json'];
const ENTRY_EXTENSIONS = [...DATA_EXTENSIONS, '.md'];
const PASSED_OVER = /^[.#]|~$/; // hidden files and editors' backups (`.x.yaml`, `x.yaml~`, `#x.md#`)
const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
/** Files read this many at a time: one at a time leaves the disk waiting between files. */
const READ_CONCURRENCY = 32;

/** What reading found: problems and warnings, each naming its file relative to the project root. */
function reportFor(root: string) {
  const problems: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const problem = (file: string, field: string, message: string, list = problems) =>
    void list.push({ source: relative(file), field, message });
  return { problems, warnings, relative, problem };
}

type Report = ReturnType<typeof reportFor>;

/** Every collection from the content folder `dir`; without `images`, image references stay as written. */
export async function readLocalContent(root: string, dir: string, images?: { baseUrl: string }): Promise<RawContent> {
  const report = reportFor(root);
  const entries: Record<string, RawEntry[]> = {};
  const missingHints: Record<string, string> = {};
  const top = await listFiles(dir, report);
  // A near miss of a collection (`article/`) or another data file at the top would go unpublished without a word.
  const names = (COLLECTIONS as readonly Collection[]).map((row) => row.name);
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const name = entry.isDirectory() ? entry.name : path.parse(entry.name).name;
    const near = closest(name, names);
    const dataFile = entry.isFile() && ENTRY_EXTENSIONS.includes(path.extname(entry.name));
    if (names.includes(name) || PASSED_OVER.test(entry.name) || !(near || dataFile)) continue;
    const message = `is not read by the build${near ? `; did you mean \`${near}\`?` : ''}`;
    report.problem(path.join(dir, entry.name), '(file name)', message, report.warnings);
  }

  for (const row of COLLECTIONS as readonly Collection[]) {
    let files: string[];
    if (row.kind === 'singleton') {
      const names = DATA_EXTENSIONS.map((extension) => `${row.name}${extension}`);
      files = top.filter((file) => names.includes(path.basename(file)));
      if (files.length > 1) {
        const found = files.map(report.relative).join(', ');
        report.problem(dir, '(root)', `only one ${row.name} file is allowed, found ${found}`);
      }
      if (files.length === 0)
        missingHints[row.name] = existsSync(dir)
          ? `no ${row.name} was found; add ${report.relative(path.join(dir, `${row.name}.yaml`))}`
          : `the content folder ${report.relative(dir)}/ does not exist: create it, or set CONTENT_DIR to the folder that holds ${row.name}.yaml`;
      files = files.slice(0, 1);
    } else {
      files = await listContentFiles(path.join(dir, row.name), row.body ? BODY_EXTENSIONS : DATA_EXTENSIONS, report);
    }
    const texts = await pLimit(READ_CONCURRENCY).map(files, (file) => readText(file, report));
    entries[row.name] = files.flatMap((file, i) => entryOf(row, file, texts[i], report) ?? []);
  }

  const shared = images && { root, contentDir: path.resolve(dir), target: images, problems: report.problems };
  if (shared)
    for (const entry of Object.values(entries).flat()) {
      const context = { ...shared, file: path.join(root, entry.source), published: [] };
      await publishImagesInData(entry.data, context, entry.lineOf);
      if (entry.body?.format === 'markdown')
        entry.body.markdown = await publishLocalImages(entry.body.markdown, 'body', context, entry.body.firstLine);
      if (context.published.length > 0) entry.images = context.published;
    }
  return { problems: report.problems, warnings: report.warnings, entries, missingHints };
}

/** A data file's entry; with bodies, a markdown file (front matter, then the body) or JSON with a rich-text `body`. */
function entryOf(row: Collection, file: string, text: string | undefined, report: Report): RawEntry | undefined {
  if (text === undefined) return undefined; // not text: `readText` reported it
  const source = report.relative(file);
  const extension = path.extname(file);
  const defaultSlug = path.basename(file, extension);
  if (extension !== '.md') {
    const parsed = parseData(text, extension, source, report.problems);
    const body = row.kind === 'list' && row.body ? { body: { format: 'rich-text' } as const } : {};
    return parsed && { source, defaultSlug, ...parsed, ...body };
  }
  const match = FRONT_MATTER.exec(text);
  if (!match) {
    const message = /^---[ \t]*\r?\n/.test(text)
      ? 'its front matter has no closing --- line (or is empty): end its fields with a line of ---'
      : `a markdown ${contentTypeIdOf(row)} must start with YAML front matter between --- lines`;
    return report.problem(file, '(front matter)', message);
  }
  // A line break stands for the opening ---, so the front matter's lines are the file's.
  const parsed = parseData(`\n${match[1] ?? ''}`, '.yaml', source, report.problems);
  const firstLine = match[0].split('\n').length - (match[0].endsWith('\n') ? 0 : 1);
  const markdown = text.slice(match[0].length);
  return parsed && { source, defaultSlug, ...parsed, body: { format: 'markdown', markdown, firstLine } };
}

/** UTF-8 text (the decoder drops a byte-order mark); other bytes are a problem, not replacement characters. */
async function readText(file: string, report: Report): Promise<string | undefined> {
  const bytes = await readFile(file);
  if (!isUtf8(bytes)) return report.problem(file, '(file)', 'is not UTF-8 text; save it as UTF-8');
  const text = new TextDecoder().decode(bytes);
  // A NUL character is valid UTF-8 but never text someone wrote: a damaged file, or a binary one.
  const nul = text.indexOf('\0');
  if (nul < 0) return text;
  const message = 'contains a NUL character (U+0000), which text never holds; the file is damaged or not text';
  const line = text.slice(0, nul).split('\n').length;
  return void report.problems.push({ source: report.relative(file), line, field: '(file)', message });
}

/** A data file's object; each YAML error and warning is a problem (an unknown tag would else be a plain string). */
export function parseData(text: string, extension: string, source: string, problems: ContentProblem[]) {
  try {
    // JSON's syntax, then as YAML: fields get lines, and a key given twice is a problem (JSON.parse keeps the last).
    if (extension === '.json') JSON.parse(text);
    const lineCounter = new LineCounter();
    // Not 'silent', which leaves out some errors (a second document); it prints nothing either way. Plain messages:
    // a pretty one repeats the place and quotes the line.
    const document = parseDocument(text, { prettyErrors: false, logLevel: 'error', lineCounter });
    const faults = [...document.errors, ...document.warnings].map(({ code, message, pos }) => ({
      code,
      message: firstLineOf(message),
      ...(pos[0] < 0 ? {} : { line: lineCounter.linePos(pos[0]).line, column: lineCounter.linePos(pos[0]).col }),
    }));
    for (const problem of yamlProblems(faults, text.split('\n'))) problems.push({ source, ...problem });
    if (faults.length > 0) return undefined;
    // A field's line: where its value starts, or the nearest enclosing value that is there (an object missing a field).
    const lineOf = (at: readonly PropertyKey[]) => {
      for (let n = at.length; n >= 0; n--) {
        const node = document.getIn(at.slice(0, n), true); // with no path, the document's contents
        if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
      }
      return undefined;
    };
    // A value as written; an alias has no text of its own (its `source` is the anchor's name).
    const textAt = (at: readonly PropertyKey[], value: unknown) =>
      [document.getIn(at, true)].filter(isScalar).find((node) => Object.is(node.value, value))?.source;
    return { data: (document.toJS() as unknown) ?? {}, lineOf, textAt }; // an empty document (null) lacks every field
  } catch (error) {
    const message = error instanceof Error ? firstLineOf(error.message) : String(error);
    const line = Number(/\(line (\d+) column \d+\)/.exec(message)?.[1]) || undefined;
    problems.push({ source, line, field: '(file)', message: `cannot be parsed: ${message}` });
    return undefined;
  }
}

const firstLineOf = (message: string): string => message.split('\n')[0] || 'unreadable';

/** A folder's files, sorted, but those passed over; a symbolic link to a file counts as the file. */
async function listFiles(dir: string, report: Report): Promise<string[]> {
  const files: string[] = [];
  // A missing folder holds nothing; a file in its place is the content's problem; any other failure is not the content's.
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR' && existsSync(dir))
      report.problem(dir, '(file)', 'is a file, not a folder: rename or remove it');
    return error.code === 'ENOENT' || error.code === 'ENOTDIR' ? [] : Promise.reject(error);
  });
  const visible = entries.filter((entry) => !PASSED_OVER.test(entry.name));
  for (const entry of visible.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const file = path.join(dir, entry.name);
    const target = entry.isSymbolicLink() ? await stat(file).catch(() => undefined) : entry;
    if (!target) report.problem(file, '(file)', 'is a symbolic link to nothing: its target does not exist');
    else if (target.isFile()) files.push(file);
    else if (target.isDirectory() && ENTRY_EXTENSIONS.includes(path.extname(file)))
      report.problem(file, '(file)', 'is a folder, not a file: rename or remove it');
  }
  return files;
}

// A collection folder's entry files; a warning for one in a folder inside it (for images, where it may be a chart's
// data): the build does not read it.
async function listContentFiles(dir: string, extensions: readonly string[], report: Report): Promise<string[]> {
  const isEntry = (file: string) => extensions.includes(path.extname(file));
  const files = await listFiles(dir, report);
  for (const file of files.filter((file) => !isEntry(file)))
    report.problem(file, '(file name)', `unsupported file type; use ${extensions.join(', ')}`);
  const shown = report.relative(dir);
  // Hidden files and folders are left out here too.
  for await (const entry of glob(`*/**/*{${extensions.join(',')}}`, { cwd: dir, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const message = `is in a folder inside ${shown}/, which the build does not read; if it is an entry, move it up into ${shown}/`;
    report.problem(path.join(entry.parentPath, entry.name), '(file name)', message, report.warnings);
  }
  return files.filter(isEntry);
}
