import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentError, type ContentProblem } from '../../../src/core/content/problems.ts';
import { validateContent } from '../../../src/core/content/validate.ts';
import { readLocalContent } from '../../../src/content/local-source-fs.ts';
import { markdownToRichText } from '../../../src/content/markdown-to-rich-text.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the sample content with some files replaced, validated as the build does. */
async function problemsWith(files: Record<string, string | null>): Promise<ContentProblem[]> {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  dirs.push(root);
  cpSync(path.resolve('content'), path.join(root, 'content'), { recursive: true });
  for (const [file, text] of Object.entries(files)) {
    const target = path.join(root, 'content', file);
    if (text === null) rmSync(target);
    else writeFileSync(target, text);
  }
  try {
    await validateContent(await readLocalContent(root, path.join(root, 'content')), { markdownToRichText, baseUrl: 'https://portfolio.example.com' });
  } catch (error) {
    if (error instanceof ContentError) return [...error.problems];
    throw error;
  }
  return [];
}

const project = (fields: string) =>
  `title: T\ntagline: Tag\nproblem: P\nstatus: Live\norder: 9\nupdatedAt: "2026-01-01"\n${fields}`;

describe('content validation', () => {
  it('accepts the sample content', async () => {
    expect(await problemsWith({})).toEqual([]);
  });

  it('names the file and the field of a wrong type', async () => {
    const problems = await problemsWith({ 'projects/zz.yaml': project('metrics:\n  - label: Users\n    value: 12\n') });
    expect(problems).toEqual([
      { source: 'content/projects/zz.yaml', field: 'metrics[0].value', message: expect.stringMatching(/expected string/) },
    ]);
  });

  it('names a missing required field', async () => {
    const problems = await problemsWith({ 'projects/zz.yaml': 'title: T\ntagline: Tag\nstatus: Live\norder: 1\nupdatedAt: "2026-01-01"\n' });
    expect(problems).toEqual([{ source: 'content/projects/zz.yaml', field: 'problem', message: expect.stringMatching(/expected string/) }]);
  });

  it('reports a duplicate slug naming both files', async () => {
    const problems = await problemsWith({ 'projects/zz.yaml': project('slug: edge-search\n') });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.source).toMatch(/content\/projects\/(zz|edge-search)\.yaml/);
    expect(problems[0]?.field).toBe('slug');
    expect(problems[0]?.message).toMatch(/duplicate project slug "edge-search": content\/projects\/edge-search\.yaml/);
  });

  it('reports every problem at once, across files and collections', async () => {
    const problems = await problemsWith({
      'projects/zz.yaml': project('links:\n  demo: not a url\n'),
      'articles/bad.md': '---\ntitle: T\nexcerpt: E\npublishedAt: yesterday\n---\nText\n',
      'profile.yaml': 'name: N\n',
    });
    const where = problems.map((p) => `${p.source} ${p.field}`);
    expect(where).toEqual(
      expect.arrayContaining(['content/projects/zz.yaml links.demo', 'content/articles/bad.md publishedAt', 'content/profile.yaml jobTitle']),
    );
  });

  it('rejects unknown fields instead of dropping them', async () => {
    const problems = await problemsWith({ 'projects/zz.yaml': project('stack: [a]\nstak: [b]\n') });
    expect(problems).toEqual([{ source: 'content/projects/zz.yaml', field: '(root)', message: expect.stringMatching(/stak/) }]);
  });

  it('rejects a slug that is not kebab-case', async () => {
    const problems = await problemsWith({ 'projects/Bad_Name.yaml': project('') });
    expect(problems).toEqual([{ source: 'content/projects/Bad_Name.yaml', field: '(file name)', message: expect.stringMatching(/kebab-case/) }]);
  });

  it('reports unparsable YAML with its line', async () => {
    const problems = await problemsWith({ 'projects/zz.yaml': 'title: [unclosed\n' });
    expect(problems).toEqual([{ source: 'content/projects/zz.yaml', field: expect.stringMatching(/^line \d+$/), message: expect.stringMatching(/cannot be parsed/) }]);
  });

  it('reports a file type the folder does not take', async () => {
    const problems = await problemsWith({ 'projects/notes.txt': 'hello' });
    expect(problems).toEqual([{ source: 'content/projects/notes.txt', field: '(file name)', message: expect.stringMatching(/unsupported file type/) }]);
  });

  it('reports a markdown article without front matter', async () => {
    const problems = await problemsWith({ 'articles/plain.md': '# Just text\n' });
    expect(problems).toEqual([{ source: 'content/articles/plain.md', field: '(front matter)', message: expect.stringMatching(/front matter/) }]);
  });

  it('reports a missing profile', async () => {
    const problems = await problemsWith({ 'profile.yaml': null });
    expect(problems).toEqual([{ source: 'profile', field: '(root)', message: expect.stringMatching(/no profile/) }]);
  });

  it('reports markdown that rich text cannot hold, naming the body', async () => {
    const problems = await problemsWith({ 'articles/html.md': '---\ntitle: T\nexcerpt: E\npublishedAt: "2026-01-01"\n---\n<div>raw</div>\n' });
    expect(problems).toEqual([{ source: 'content/articles/html.md', field: 'body', message: expect.stringMatching(/html/i) }]);
  });
});
