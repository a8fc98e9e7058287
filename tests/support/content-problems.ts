/** Validates a copy of the sample content with some files replaced, through the build's own code path. */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ContentError, type ContentProblem } from '../../src/core/content/problems.ts';
import { validateContent } from '../../src/core/content/validate.ts';
import { readLocalContent } from '../../src/sources/local-source-fs.ts';

/** `files` maps paths inside content/ to their new text, or null to delete them. */
export async function problemsWith(files: Record<string, string | null>): Promise<ContentProblem[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  try {
    cpSync(path.resolve('content'), path.join(root, 'content'), { recursive: true });
    for (const [file, text] of Object.entries(files)) {
      const target = path.join(root, 'content', file);
      if (text === null) rmSync(target);
      else writeFileSync(target, text);
    }
    const baseUrl = 'https://portfolio.example.com';
    // Local images are checked as a build checks them (found, readable, inside content/), without writing them.
    await validateContent(await readLocalContent(root, path.join(root, 'content'), { baseUrl }), { baseUrl });
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return [];
}
