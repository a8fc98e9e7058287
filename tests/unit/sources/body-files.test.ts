import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BODY_HTML_AT, BODY_MARKDOWN_AT, bodyHtmlOfEntry, recordOfEntry, SHARDS, storedEntry, writeBodyFiles, type Body, type BodyPlaces } from '../../../src/sources/body-files.ts';
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
/** Each body read back the way the pages read it: through a stored entry. */
const readBack = (places: BodyPlaces) => {
  const stored = storedEntry({ slug: 'x', bodyMarkdown: 'replaced' }, places);
  return { markdown: recordOfEntry(stored)['bodyMarkdown'], html: bodyHtmlOfEntry(stored) };
};
const manyBodies = (count: number, edit = -1) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`a${i}`, { markdown: `# Body ${i}${i === edit ? ', edited' : ''}\n\nÄ “quoted” 日本語 😀 ${'x'.repeat(i)}`, html: `<h1>Body ${i}${i === edit ? ', edited' : ''}</h1>` }]));

describe('body files beside the content store', () => {
  it('gives every body a place that holds exactly its markdown and its HTML; the same text twice has one place', async () => {
    const root = project();
    const bodies = {
      articles: {
        a: { markdown: 'Ä “quoted” 日本語 😀', html: '<p>Ä “quoted” 日本語 😀</p>' },
        b: { markdown: '```ts\nx\n```', html: '<pre><code>x</code></pre>' },
        c: { markdown: 'Ä “quoted” 日本語 😀', html: '<p>Ä “quoted” 日本語 😀</p>' },
        empty: { markdown: '', html: '' },
      },
    };
    const places = await writeBodyFiles(root, byItem(bodies));
    for (const [id, body] of Object.entries(bodies.articles)) expect(readBack(places.get('articles')!.get(id)!)).toEqual(body);
    expect(places.get('articles')!.get('c')).toEqual(places.get('articles')!.get('a'));
  });

  it(`spreads many bodies over at most ${SHARDS} files, not a file each`, async () => {
    const root = project();
    const bodies = manyBodies(500);
    const places = await writeBodyFiles(root, byItem({ articles: bodies }));
    for (const [id, body] of Object.entries(bodies)) expect(readBack(places.get('articles')!.get(id)!)).toEqual(body);
    expect(filesIn(root).length).toBeLessThanOrEqual(SHARDS);
    expect(filesIn(root).length).toBeGreaterThan(1);
  });

  it('after one body changed, keeps the files and places of the others as they were and deletes what no body uses', async () => {
    const root = project();
    const first = (await writeBodyFiles(root, byItem({ articles: manyBodies(200) }))).get('articles')!;
    const before = new Map(filesIn(root).map((name) => [name, statSync(path.join(root, BODY_FILES_DIR, name)).mtimeMs]));
    writeFileSync(path.join(root, BODY_FILES_DIR, 'left-by-an-older-build.html'), '<p>old</p>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const edited = manyBodies(200, 7);
    const second = (await writeBodyFiles(root, byItem({ articles: edited }))).get('articles')!;
    expect(readBack(second.get('a7')!)).toEqual(edited['a7']);
    // Only the shards that held the old texts or hold the new ones are written again: at most four files.
    const shardOf = (file: string) => path.basename(file).split('-')[0];
    const touched = new Set([first.get('a7')!, second.get('a7')!].flatMap((places) => [shardOf(places.markdown.file), shardOf(places.html.file)]));
    const changedFiles = new Set(filesIn(root).filter((name) => !before.has(name)).map((name) => path.join(root, BODY_FILES_DIR, name)));
    expect(changedFiles.size).toBeGreaterThan(0);
    expect(changedFiles.size).toBeLessThanOrEqual(4);
    for (const file of changedFiles) expect(touched).toContain(shardOf(file));
    const kept = filesIn(root).filter((name) => before.has(name));
    expect(kept.length).toBeGreaterThanOrEqual(filesIn(root).length - 4);
    for (const name of kept) expect(statSync(path.join(root, BODY_FILES_DIR, name)).mtimeMs).toBe(before.get(name));
    for (const [id, places] of second) {
      if (changedFiles.has(places.markdown.file) || changedFiles.has(places.html.file)) continue;
      expect(places).toEqual(first.get(id));
    }
    expect(filesIn(root)).not.toContain('left-by-an-older-build.html');
    const namedBy = (places: ReadonlyMap<string, BodyPlaces>) => new Set([...places.values()].flatMap((at) => [at.markdown.file, at.html.file]).map((file) => path.basename(file)));
    // The first write's files stay one write longer (a dev server's pages read them until its
    // store has the new places): the old place of the edited body still reads its old text.
    expect(new Set(filesIn(root))).toEqual(new Set([...namedBy(second), ...namedBy(first)]));
    expect(readBack(first.get('a7')!)).toEqual(manyBodies(200)['a7']);
    // After one more write, every file left is one the latest places name.
    const third = (await writeBodyFiles(root, byItem({ articles: edited }))).get('articles')!;
    expect(third).toEqual(second);
    expect(new Set(filesIn(root))).toEqual(namedBy(third));
  });

  it('stores an entry with where its body is in place of its body, and gives the same record back', async () => {
    const root = project();
    const record = { slug: 'a', title: 'A', bodyMarkdown: 'Some *markdown*.', readingTime: 1 };
    const places = (await writeBodyFiles(root, byItem({ articles: { a: { markdown: record.bodyMarkdown, html: '<p>Some <em>markdown</em>.</p>' } } }))).get('articles')!.get('a')!;
    const stored = storedEntry(record, places);
    expect(stored).not.toHaveProperty('bodyMarkdown');
    expect(stored).toMatchObject({ [BODY_MARKDOWN_AT]: places.markdown, [BODY_HTML_AT]: places.html });
    // The store keeps entries as plain data: a place survives a round trip through JSON.
    expect(recordOfEntry(JSON.parse(JSON.stringify(stored)))).toEqual(record);
    expect(bodyHtmlOfEntry(stored)).toBe('<p>Some <em>markdown</em>.</p>');
    // A record without a body (a project, the profile) is stored as it is.
    expect(storedEntry({ slug: 'p' }, undefined)).toEqual({ slug: 'p' });
    expect(recordOfEntry({ slug: 'p' })).toEqual({ slug: 'p' });
    expect(bodyHtmlOfEntry({ slug: 'p' })).toBeUndefined();
  });

  it('refuses a place its file no longer holds, or that is not a place, rather than giving a shorter body', async () => {
    const root = project();
    const places = (await writeBodyFiles(root, byItem({ articles: { a: { markdown: 'markdown text', html: '<p>html</p>' } } }))).get('articles')!.get('a')!;
    writeFileSync(places.markdown.file, 'cut');
    expect(() => recordOfEntry(storedEntry({ slug: 'a', bodyMarkdown: '' }, places))).toThrow(/ends before bytes/);
    expect(() => bodyHtmlOfEntry({ [BODY_HTML_AT]: '/some/file.html' })).toThrow(/not a file and a range of bytes/);
    expect(() => bodyHtmlOfEntry({ [BODY_HTML_AT]: { file: places.html.file, start: -1, bytes: 3 } })).toThrow(/not a file and a range of bytes/);
  });
});
