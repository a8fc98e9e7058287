import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readBodyHtmlFile, writeBodyHtmlFiles } from '../../../src/sources/body-html-files.ts';
import { BODY_HTML_DIR } from '../../../src/sources/build-cache.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
function project(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'body-html-'));
  roots.push(root);
  return root;
}
const bodies = (entries: Record<string, Record<string, string>>) => new Map(Object.entries(entries).map(([name, items]) => [name, new Map(Object.entries(items))]));

describe('body HTML files', () => {
  it('gives every body a file that holds exactly its HTML, one file for the same HTML twice', async () => {
    const root = project();
    const html = { articles: { a: '<p>Ä “quoted” 日本語</p>', b: '<pre><code>x</code></pre>', c: '<p>Ä “quoted” 日本語</p>' }, projects: { p: '<p>project</p>' } };
    const files = await writeBodyHtmlFiles(root, bodies(html));
    for (const [name, items] of Object.entries(html)) {
      for (const [id, text] of Object.entries(items)) expect(readBodyHtmlFile(files.get(name)!.get(id)!)).toBe(text);
    }
    expect(files.get('articles')!.get('a')).toBe(files.get('articles')!.get('c'));
    expect(readdirSync(path.join(root, BODY_HTML_DIR)).sort()).toHaveLength(3);
  });

  it('keeps the files of unchanged bodies as they are and deletes those no body uses any more', async () => {
    const root = project();
    const first = await writeBodyHtmlFiles(root, bodies({ articles: { a: '<p>a</p>', b: '<p>b</p>' } }));
    const kept = first.get('articles')!.get('a')!;
    const before = statSync(kept).mtimeMs;
    const stale = path.join(root, BODY_HTML_DIR, 'left-by-an-older-build.html');
    writeFileSync(stale, '<p>old</p>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await writeBodyHtmlFiles(root, bodies({ articles: { a: '<p>a</p>', b: '<p>b, edited</p>' } }));
    expect(second.get('articles')!.get('a')).toBe(kept);
    expect(statSync(kept).mtimeMs).toBe(before);
    expect(readBodyHtmlFile(second.get('articles')!.get('b')!)).toBe('<p>b, edited</p>');
    const left = readdirSync(path.join(root, BODY_HTML_DIR)).sort();
    expect(left).toEqual([path.basename(kept), path.basename(second.get('articles')!.get('b')!)].sort());
  });
});
