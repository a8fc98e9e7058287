import path from 'node:path';
import { expect, it } from 'vitest';
import { markdownArticleBody } from '../../../../src/core/content/article-body.ts';
import { ContentError } from '../../../../src/core/content/problems.ts';
import { validateContent } from '../../../../src/core/content/validate.ts';
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
    markdownBody: async (markdown, { slug, source, firstLine }) => {
      converted.push(slug);
      return markdownArticleBody(markdown, source, baseUrl, firstLine);
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
