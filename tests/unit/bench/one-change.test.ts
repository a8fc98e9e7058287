import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADDED_SENTENCE, articlePage, assertRebuilt, changeOneArticle } from '../../../bench/one-change.ts';

let temp: string;
beforeEach(() => {
  temp = mkdtempSync(path.join(tmpdir(), 'one-change-'));
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

const at = (...parts: string[]) => path.join(temp, ...parts);
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(at(file)), { recursive: true });
  writeFileSync(at(file), text);
};

it('appends a paragraph of its own to the middle article, after a quote', () => {
  for (const id of ['article-00000', 'article-00001', 'article-00002'])
    write(`articles/${id}.md`, `---\ntitle: x\n---\n\n> A quote.\n`);
  const changed = changeOneArticle(at('articles'));
  expect(changed.id).toBe('article-00001');
  expect(readFileSync(changed.file, 'utf8')).toBe(`---\ntitle: x\n---\n\n> A quote.\n\n${ADDED_SENTENCE}\n`);
  expect(readFileSync(at('articles', 'article-00000.md'), 'utf8')).toBe(`---\ntitle: x\n---\n\n> A quote.\n`);
});

it('finds the page in either build format', () => {
  write('file/articles/a.html', '');
  write('directory/articles/a/index.html', '');
  expect(articlePage(at('file'), 'a')).toBe(at('file', 'articles', 'a.html'));
  expect(articlePage(at('directory'), 'a')).toBe(at('directory', 'articles', 'a', 'index.html'));
  expect(articlePage(at('file'), 'b')).toBeUndefined();
});

it('fails a rebuild whose page still has the old text, or no page', () => {
  const changed = { id: 'a', file: 'a.md' };
  write('dist/articles/a.html', '<p>Old text.</p>');
  expect(() => assertRebuilt(at('dist'), changed, 'our rebuild')).toThrow(/our rebuild did not show the change to a/);
  write('dist/articles/a.html', `<p>Old text.</p><p>${ADDED_SENTENCE}</p>`);
  expect(() => assertRebuilt(at('dist'), changed, 'our rebuild')).not.toThrow();
  expect(() => assertRebuilt(at('empty'), changed, 'the peer')).toThrow(/the peer emitted no page for a/);
});
