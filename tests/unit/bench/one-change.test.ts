import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADDED_SENTENCE, articlePage, assertRebuilt, changeOneArticle } from '../../../bench/one-change.ts';

let temp: string;
beforeEach(() => {
  temp = mkdtempSync(path.join(tmpdir(), 'one-change-'));
});
afterEach(() => rmSync(temp, { recursive: true, force: true }));

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(temp, file)), { recursive: true });
  writeFileSync(path.join(temp, file), text);
};

describe('the one change a rebuild is measured after', () => {
  it('appends a paragraph of its own to the middle article, after a quote', () => {
    for (const id of ['article-00000', 'article-00001', 'article-00002'])
      write(`articles/${id}.md`, `---\ntitle: x\n---\n\n> A quote.\n`);
    const changed = changeOneArticle(path.join(temp, 'articles'));
    expect(changed.id).toBe('article-00001');
    expect(readFileSync(changed.file, 'utf8')).toBe(`---\ntitle: x\n---\n\n> A quote.\n\n${ADDED_SENTENCE}\n`);
    expect(readFileSync(path.join(temp, 'articles', 'article-00000.md'), 'utf8')).toBe(
      `---\ntitle: x\n---\n\n> A quote.\n`,
    );
  });

  it('finds the page in either build format', () => {
    write('file/articles/a.html', '');
    write('directory/articles/a/index.html', '');
    expect(articlePage(path.join(temp, 'file'), 'a')).toBe(path.join(temp, 'file', 'articles', 'a.html'));
    expect(articlePage(path.join(temp, 'directory'), 'a')).toBe(
      path.join(temp, 'directory', 'articles', 'a', 'index.html'),
    );
    expect(articlePage(path.join(temp, 'file'), 'b')).toBeUndefined();
  });

  it('fails a rebuild whose page still has the old text, or no page', () => {
    const changed = { id: 'a', file: 'a.md' };
    write('dist/articles/a.html', '<p>Old text.</p>');
    expect(() => assertRebuilt(path.join(temp, 'dist'), changed, 'our rebuild')).toThrow(
      /our rebuild did not show the change to a/,
    );
    write('dist/articles/a.html', `<p>Old text.</p><p>${ADDED_SENTENCE}</p>`);
    expect(() => assertRebuilt(path.join(temp, 'dist'), changed, 'our rebuild')).not.toThrow();
    expect(() => assertRebuilt(path.join(temp, 'empty'), changed, 'the peer')).toThrow(
      /the peer emitted no page for a/,
    );
  });
});
