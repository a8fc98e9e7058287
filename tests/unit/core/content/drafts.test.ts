import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { assembleDocuments } from '../../../../src/core/collections/documents.ts';
import { validateContent, withoutDrafts } from '../../../../src/core/content/validate.ts';
import { contentfulImportFile } from '../../../../src/sources/contentful-export.ts';
import { readLocalContent } from '../../../../src/sources/local-source-fs.ts';

const temp = mkdtempSync(path.join(tmpdir(), 'drafts-'));
const content = path.join(temp, 'content');
cpSync(path.resolve('tests/fixtures/minimal-content'), content, { recursive: true });
cpSync(path.resolve('tests/fixtures/drafts'), content, { recursive: true });
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const baseUrl = 'https://portfolio.example.com';
const read = () => readLocalContent(temp, content, { baseUrl });
const slugsOf = (records: Readonly<Record<string, readonly Record<string, unknown>[]>>, name: string) =>
  records[name]!.map((r) => r['slug'] ?? r['id']);

it('drafts are validated like any entry, and left out with their key by withoutDrafts', async () => {
  const records = await validateContent(await read(), { baseUrl });
  expect(slugsOf(records, 'articles').sort()).toEqual(['hello-world', 'quokka-queues-draft']);
  const published = withoutDrafts(records);
  expect(slugsOf(published, 'articles')).toEqual(['hello-world']);
  expect(slugsOf(published, 'projects')).toEqual(['ledger-sync']);
  const documents = assembleDocuments(published);
  expect(documents.profile.projects.map((p) => p.id)).toEqual(['ledger-sync']);
  expect(JSON.stringify(documents)).not.toMatch(/draft|quokka/i);
});

it('drafts are exported to Contentful unpublished, the rest published', async () => {
  const file = await contentfulImportFile(await read(), { locale: 'en-US' });
  const published = Object.fromEntries(file.entries.map((entry) => [entry.sys.id, entry.sys.publishedVersion]));
  expect(published).toMatchObject({
    'article-quokka-queues-draft': undefined,
    'article-hello-world': 1,
    'project-quokka-prototype': undefined,
    'project-ledger-sync': 1,
  });
  expect(file.entries.every((entry) => !('draft' in entry.fields))).toBe(true);
});
