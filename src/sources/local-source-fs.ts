/** Reads the embedded content folder (Node only: runs at build time). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import type { ContentProblem } from '../core/content/problems.ts';
import type { RawArticle, RawContent, RawEntry } from '../core/content/raw-content.ts';

const PROFILE_FILES = ['profile.yaml', 'profile.yml', 'profile.json'];
const PROJECT_EXTENSIONS = ['.yaml', '.yml', '.json'];
const ARTICLE_EXTENSIONS = ['.md', '.json'];
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * @param root project root; sources are reported relative to it.
 * @param dir the content folder.
 */
export async function readLocalContent(root: string, dir: string): Promise<RawContent> {
  const problems: ContentProblem[] = [];
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

  const dataEntry = (file: string, text: string): RawEntry | undefined => {
    const data = parseData(text, path.extname(file), relative(file), problems);
    return data === undefined ? undefined : { source: relative(file), defaultSlug: baseName(file), data };
  };

  const profileFiles = (await listFiles(dir)).filter((f) => PROFILE_FILES.includes(path.basename(f)));
  if (profileFiles.length > 1) {
    problems.push({ source: relative(dir), field: '(root)', message: `only one profile file is allowed, found ${profileFiles.map(relative).join(', ')}` });
  }
  const profile = profileFiles[0] ? dataEntry(profileFiles[0], await readFile(profileFiles[0], 'utf8')) : undefined;

  const projects: RawEntry[] = [];
  const projectFiles = await listContentFiles(path.join(dir, 'projects'), PROJECT_EXTENSIONS, relative, problems);
  for (const [i, text] of (await readTexts(projectFiles)).entries()) {
    const entry = dataEntry(projectFiles[i]!, text);
    if (entry) projects.push(entry);
  }

  const articles: RawArticle[] = [];
  const articleFiles = await listContentFiles(path.join(dir, 'articles'), ARTICLE_EXTENSIONS, relative, problems);
  for (const [i, text] of (await readTexts(articleFiles)).entries()) {
    const file = articleFiles[i]!;
    const source = relative(file);
    if (path.extname(file) === '.md') {
      const match = FRONT_MATTER.exec(text);
      if (!match) {
        problems.push({ source, field: '(front matter)', message: 'a markdown article must start with YAML front matter between --- lines' });
        continue;
      }
      const data = parseData(match[1] ?? '', '.yaml', source, problems);
      if (data !== undefined) {
        articles.push({ source, defaultSlug: baseName(file), data, body: { format: 'markdown', markdown: text.slice(match[0].length) } });
      }
    } else {
      const data = parseData(text, '.json', source, problems);
      if (data !== undefined) articles.push({ source, defaultSlug: baseName(file), data, body: { format: 'rich-text' } });
    }
  }

  return {
    problems,
    profile,
    projects,
    articles,
    missingProfileHint: `no profile was found; add ${relative(path.join(dir, 'profile.yaml'))}`,
  };
}

/** Files read this many at a time: one at a time leaves the disk waiting between files. */
const READ_CONCURRENCY = 32;

/** The texts of `files`, in their order. */
async function readTexts(files: readonly string[]): Promise<string[]> {
  const texts: string[] = new Array<string>(files.length);
  let next = 0;
  const reader = async (): Promise<void> => {
    while (next < files.length) {
      const i = next++;
      texts[i] = await readFile(files[i]!, 'utf8');
    }
  };
  await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, files.length) }, reader));
  return texts;
}

function baseName(file: string): string {
  return path.basename(file, path.extname(file));
}

function parseData(text: string, extension: string, source: string, problems: ContentProblem[]): unknown {
  try {
    if (extension === '.json') return JSON.parse(text) as unknown;
    const data = parseYaml(text, { prettyErrors: true }) as unknown;
    // An empty YAML document parses to null: report it as a missing object, not a crash.
    return data ?? {};
  } catch (error) {
    const where = error instanceof YAMLParseError && error.linePos ? `line ${error.linePos[0].line}` : '(file)';
    const message = error instanceof Error ? error.message.split('\n')[0] ?? 'unreadable' : String(error);
    problems.push({ source, field: where, message: `cannot be parsed: ${message}` });
    return undefined;
  }
}

async function listFiles(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isFile() && !e.name.startsWith('.')).map((e) => path.join(dir, e.name)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Files of a collection folder; any other file is reported rather than silently ignored. */
async function listContentFiles(
  dir: string,
  extensions: readonly string[],
  relative: (file: string) => string,
  problems: ContentProblem[],
): Promise<string[]> {
  const files = await listFiles(dir);
  for (const file of files) {
    if (!extensions.includes(path.extname(file))) {
      problems.push({ source: relative(file), field: '(file name)', message: `unsupported file type; use ${extensions.join(', ')}` });
    }
  }
  return files.filter((f) => extensions.includes(path.extname(f)));
}
