import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { assembleDocuments } from '../../../../src/core/collections/documents.ts';
import { ContentError } from '../../../../src/core/content/problems.ts';
import { validateContent, withoutDrafts } from '../../../../src/core/content/validate.ts';
import { contentfulImportFile } from '../../../../src/sources/contentful-export.ts';
import { readLocalContent } from '../../../../src/sources/local-source-fs.ts';

const root = path.resolve('tests/fixtures/minimal-content');
const baseUrl = 'https://portfolio.example.com';
const read = () => readLocalContent(root, root, { baseUrl });

/** Validates converting only `bodiesOf`'s bodies, noting each body converted. */
async function converting(raw: Awaited<ReturnType<typeof read>>, bodiesOf: (name: string) => boolean) {
  const converted: string[] = [];
  const records = await validateContent(raw, {
    baseUrl,
    bodiesOf,
    body: (slug, _input, convert) => {
      converted.push(slug);
      return convert();
    },
  }).catch((error: unknown) => error);
  return { converted, records };
}

it("converts the bodies of the collections asked for, and checks every collection's fields", async () => {
  const all = await converting(await read(), () => true);
  const none = await converting(await read(), (name) => name !== 'articles');
  expect(all.converted.length).toBeGreaterThan(0);
  expect(none.converted).toEqual([]);
  const records = all.records as Record<string, Record<string, unknown>[]>;
  const fieldsOnly = none.records as Record<string, Record<string, unknown>[]>;
  expect(records['articles']!.every((article) => typeof article['bodyMarkdown'] === 'string')).toBe(true);
  expect(fieldsOnly['articles']).toEqual(
    records['articles']!.map(({ readingTime: _, bodyMarkdown: __, ...fields }) => fields),
  );
  expect(fieldsOnly['projects']).toEqual(records['projects']);
});

it('reports a field problem of a collection whose bodies are not converted', async () => {
  const raw = await read();
  const article = raw.entries['articles']![0]!;
  article.data = { ...(article.data as object), publishedAt: 'soon' };
  const { records } = await converting(raw, () => false);
  expect(records).toBeInstanceOf(ContentError);
  expect((records as ContentError).problems).toContainEqual(expect.objectContaining({ field: 'publishedAt' }));
});

it('lists each file’s problems in line order, the file’s own first, the files in the order found', () => {
  const problem = (source: string, line?: number) => ({ source, field: 'x', message: 'y', ...(line && { line }) });
  const { problems, message } = new ContentError([problem('b', 9), problem('a', 3), problem('b', 2), problem('b')]);
  expect(problems.map((p) => `${p.source}:${p.line ?? '-'}`)).toEqual(['b:-', 'b:2', 'b:9', 'a:3']);
  expect(message.split('\n')[1]).toBe('  b: x: y');
});

const temp = mkdtempSync(path.join(tmpdir(), 'drafts-'));
const content = path.join(temp, 'content');
cpSync(path.resolve('tests/fixtures/minimal-content'), content, { recursive: true });
cpSync(path.resolve('tests/fixtures/drafts'), content, { recursive: true });
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const readWithDrafts = () => readLocalContent(temp, content, { baseUrl });
const slugsOf = (records: Readonly<Record<string, readonly Record<string, unknown>[]>>, name: string) =>
  records[name]!.map((r) => r['slug'] ?? r['id']);

it('drafts are validated like any entry, and left out with their key by withoutDrafts', async () => {
  const records = await validateContent(await readWithDrafts(), { baseUrl });
  expect(slugsOf(records, 'articles').sort()).toEqual(['hello-world', 'quokka-queues-draft']);
  const published = withoutDrafts(records);
  expect(slugsOf(published, 'articles')).toEqual(['hello-world']);
  expect(slugsOf(published, 'projects')).toEqual(['ledger-sync']);
  const documents = assembleDocuments(published);
  expect(documents.profile.projects.map((p) => p.id)).toEqual(['ledger-sync']);
  expect(JSON.stringify(documents)).not.toMatch(/draft|quokka/i);
});

it('drafts are exported to Contentful unpublished, the rest published', async () => {
  const file = await contentfulImportFile(await readWithDrafts(), { locale: 'en-US' });
  const published = Object.fromEntries(file.entries.map((entry) => [entry.sys.id, entry.sys.publishedVersion]));
  expect(published).toMatchObject({
    'article-quokka-queues-draft': undefined,
    'article-hello-world': 1,
    'project-quokka-prototype': undefined,
    'project-ledger-sync': 1,
  });
  expect(file.entries.every((entry) => !('draft' in entry.fields))).toBe(true);
});
