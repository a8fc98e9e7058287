/** Validates a copy of the sample content with some files replaced, through the build's own code path. */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ArticleBody } from '../../src/core/content/article-body.ts';
import { ContentError, type ContentProblem } from '../../src/core/content/problems.ts';
import { validateContent, type ValidateOptions } from '../../src/core/content/validate.ts';
import { readLocalContent } from '../../src/sources/local-source-fs.ts';
import { expect } from 'vitest';

/** The problems a run reports by throwing a ContentError; fails if it throws nothing, or anything else. */
export async function problemsOf(run: () => unknown): Promise<ContentProblem[]> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
  throw new Error('expected a ContentError');
}

/** A problem as a test expects it: its message in full, or a pattern the message matches. */
export const problem = (source: string, field: string, message: string | RegExp, line?: number) => ({
  source,
  ...(line === undefined ? {} : { line }),
  field,
  message: typeof message === 'string' ? message : expect.stringMatching(message),
});

const BASE_URL = 'https://portfolio.example.com';

/** A body converted once for all runs, as a build takes an unchanged body from Astro's store (sources/loaders.ts). */
const converted = new Map<string, ArticleBody>();
const body: ValidateOptions['body'] = (_slug, input, convert) => {
  const key = JSON.stringify(input);
  const made = converted.get(key) ?? convert();
  converted.set(key, made);
  return made;
};

type ContentFiles = Record<string, string | Uint8Array | null | { linkTo: string; text?: string }>;

/**
 * A copy of content/ at `dir`, `files` (paths inside it) given new text or bytes, deleted (null) or made symbolic
 * links to a target in `dir`'s parent folder (made there from `text`; without it, a link to nothing).
 */
export function copyContent(dir: string, files: ContentFiles): string {
  const root = path.dirname(dir);
  cpSync(path.resolve('content'), dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(dir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    if (text === null) rmSync(target);
    else if (typeof text === 'object' && 'linkTo' in text) {
      if (text.text !== undefined) writeFileSync(path.join(root, text.linkTo), text.text);
      rmSync(target, { force: true });
      symlinkSync(path.join(root, text.linkTo), target);
    } else writeFileSync(target, text);
  }
  return dir;
}

/**
 * A copy of the sample content with `files` (as copyContent takes them) read and validated: its
 * problems, without their lines unless `lines` asks for them, the warnings of the reading and
 * those of the validation (`checked`).
 */
export async function contentWith(files: ContentFiles, { lines = false } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  try {
    copyContent(path.join(root, 'content'), files);
    // Local images are checked as a build checks them (found, readable, inside content/), without writing them.
    let problems: ContentProblem[] = [];
    let warnings: ContentProblem[] = [];
    const checked: ContentProblem[] = [];
    try {
      const content = await readLocalContent(root, path.join(root, 'content'), { baseUrl: BASE_URL });
      warnings = content.warnings ?? [];
      await validateContent(content, { baseUrl: BASE_URL, body, onWarning: (warning) => void checked.push(warning) });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = [...error.problems];
    }
    problems = problems.map(({ line, ...problem }) => (lines && line !== undefined ? { ...problem, line } : problem));
    return { problems, warnings, checked };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The problems of `contentWith`. */
export const problemsWith = async (...args: Parameters<typeof contentWith>) => (await contentWith(...args)).problems;
