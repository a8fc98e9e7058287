import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BODY_HTML_FILE, BODY_MARKDOWN_FILE, bodyHtmlOfEntry, recordOfEntry, storedEntry, writeBodyFiles, type Body } from '../../../src/sources/body-files.ts';
import { BODY_FILES_DIR } from '../../../src/sources/build-cache.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'body-files-'));
  roots.push(root);
  return root;
}
const byItem = (entries: Record<string, Record<string, Body>>) => new Map(Object.entries(entries).map(([name, items]) => [name, new Map(Object.entries(items))]));
const filesIn = (root: string) => readdirSync(path.join(root, BODY_FILES_DIR)).sort();

describe('body files beside the content store', () => {
  it('gives every body two files that hold exactly its markdown and its HTML; the same text twice shares a file', async () => {
    const root = project();
    const bodies = {
      articles: {
        a: { markdown: 'Ä “quoted” 日本語 😀', html: '<p>Ä “quoted” 日本語 😀</p>' },
        b: { markdown: '```ts\nx\n```', html: '<pre><code>x</code></pre>' },
        c: { markdown: 'Ä “quoted” 日本語 😀', html: '<p>Ä “quoted” 日本語 😀</p>' },
      },
    };
    const files = await writeBodyFiles(root, byItem(bodies));
    for (const [id, body] of Object.entries(bodies.articles)) {
      const written = files.get('articles')!.get(id)!;
      expect(readFileSync(written.markdown, 'utf8')).toBe(body.markdown);
      expect(readFileSync(written.html, 'utf8')).toBe(body.html);
    }
    expect(files.get('articles')!.get('c')).toEqual(files.get('articles')!.get('a'));
    expect(filesIn(root)).toHaveLength(4);
  });

  it('keeps the files of unchanged bodies as they are and deletes those no body uses any more', async () => {
    const root = project();
    const first = await writeBodyFiles(root, byItem({ articles: { a: { markdown: 'a', html: '<p>a</p>' }, b: { markdown: 'b', html: '<p>b</p>' } } }));
    const kept = first.get('articles')!.get('a')!;
    const before = statSync(kept.html).mtimeMs;
    writeFileSync(path.join(root, BODY_FILES_DIR, 'left-by-an-older-build.html'), '<p>old</p>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await writeBodyFiles(root, byItem({ articles: { a: { markdown: 'a', html: '<p>a</p>' }, b: { markdown: 'b, edited', html: '<p>b, edited</p>' } } }));
    expect(second.get('articles')!.get('a')).toEqual(kept);
    expect(statSync(kept.html).mtimeMs).toBe(before);
    const edited = second.get('articles')!.get('b')!;
    expect(readFileSync(edited.html, 'utf8')).toBe('<p>b, edited</p>');
    expect(filesIn(root)).toEqual([kept.markdown, kept.html, edited.markdown, edited.html].map((file) => path.basename(file)).sort());
  });

  it('stores an entry with its body’s files in place of its body, and gives the same record back', async () => {
    const root = project();
    const record = { slug: 'a', title: 'A', bodyMarkdown: 'Some *markdown*.', readingTime: 1 };
    const files = (await writeBodyFiles(root, byItem({ articles: { a: { markdown: record.bodyMarkdown, html: '<p>Some <em>markdown</em>.</p>' } } }))).get('articles')!.get('a')!;
    const stored = storedEntry(record, files);
    expect(stored).not.toHaveProperty('bodyMarkdown');
    expect(stored).toMatchObject({ [BODY_MARKDOWN_FILE]: files.markdown, [BODY_HTML_FILE]: files.html });
    expect(recordOfEntry(stored)).toEqual(record);
    expect(bodyHtmlOfEntry(stored)).toBe('<p>Some <em>markdown</em>.</p>');
    // A record without a body (a project, the profile) is stored as it is.
    expect(storedEntry({ slug: 'p' }, undefined)).toEqual({ slug: 'p' });
    expect(recordOfEntry({ slug: 'p' })).toEqual({ slug: 'p' });
    expect(bodyHtmlOfEntry({ slug: 'p' })).toBeUndefined();
  });
});
