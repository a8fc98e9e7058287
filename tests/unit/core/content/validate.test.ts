import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownArticleBody } from '../../../../src/core/content/article-body.ts';
import { ContentError } from '../../../../src/core/content/problems.ts';
import { validateContent, type ValidateOptions } from '../../../../src/core/content/validate.ts';
import { readLocalContent } from '../../../../src/sources/local-source-fs.ts';

const root = path.resolve('tests/fixtures/minimal-content');
const baseUrl = 'https://portfolio.example.com';
const read = () => readLocalContent(root, root, { baseUrl });

/** Validates, noting when the fields are told and when each body is converted. */
async function told(raw: Awaited<ReturnType<typeof read>>) {
  const events: string[] = [];
  let fields: unknown;
  const options: ValidateOptions = {
    baseUrl,
    onFields: (known) => {
      events.push('fields');
      fields = known;
    },
    markdownBody: async (markdown, { slug, source, firstLine }) => {
      events.push(`body ${slug}`);
      return markdownArticleBody(markdown, source, baseUrl, firstLine);
    },
  };
  const records = await validateContent(raw, options).catch((error: unknown) => error);
  return { events, fields, records };
}

describe('validating the content', () => {
  it("tells every record's fields before any body is converted: the records without readingTime and bodyMarkdown", async () => {
    const { events, fields, records } = await told(await read());
    expect(events[0]).toBe('fields');
    expect(events.slice(1).length).toBeGreaterThan(0);
    expect(events.slice(1).every((event) => event.startsWith('body '))).toBe(true);
    const withoutBodies = Object.fromEntries(
      Object.entries(records as Record<string, Record<string, unknown>[]>).map(([name, list]) => [
        name,
        list.map(({ readingTime: _, bodyMarkdown: __, ...rest }) => rest),
      ]),
    );
    expect(fields).toEqual(withoutBodies);
  });

  it('tells no fields when one of them does not parse, and still reports every problem', async () => {
    const raw = await read();
    const article = raw.entries['articles']![0]!;
    article.data = { ...(article.data as object), publishedAt: 'soon' };
    const { events, fields, records } = await told(raw);
    expect(fields).toBeUndefined();
    expect(events).not.toContain('fields');
    expect(records).toBeInstanceOf(ContentError);
    expect((records as ContentError).problems).toContainEqual(expect.objectContaining({ field: 'publishedAt' }));
  });
});
