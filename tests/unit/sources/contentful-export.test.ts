/**
 * `npm run contentful:export-local` writes a file for the official `contentful-import` tool. These
 * tests check its structure against what that tool validates and what Contentful accepts, and
 * that importing it (into the local Delivery API stand-in) and reading it back with the loader
 * gives exactly the API the local files give.
 */
import path from 'node:path';
import { validateRichTextDocument, type Document } from '@contentful/rich-text-types';
import { beforeAll, expect, it } from 'vitest';
import { assembleDocuments } from '../../../src/core/collections/documents.ts';
import type { RawContent, RawEntry } from '../../../src/core/content/problems.ts';
import { validateContent } from '../../../src/core/content/validate.ts';
import {
  ArticleFrontMatter,
  ProfileContent,
  ProjectContent,
  RichTextDocument,
  type Picture,
} from '../../../src/core/schemas/content.ts';
import { contentfulImportFile, type ContentfulImportFile } from '../../../src/sources/contentful-export.ts';
import { contentfulConfigFromEnv } from '../../../src/sources/contentful-config.ts';
import { contentTypeOf } from '../../../src/sources/contentful-model.ts';
import { readContentfulContent } from '../../../src/sources/contentful-source.ts';
import { readLocalContent } from '../../../src/sources/local-source-fs.ts';
import { problem, problemsOf } from '../../support/content-problems.ts';
import { serveSpace } from '../../support/contentful-space.ts';
import { doc, inline, p, text } from '../core/richtext/helpers.ts';

const ArticleJsonContent = ArticleFrontMatter.extend({ body: RichTextDocument });

const BASE_URL = 'https://portfolio.example.com';
const LOCALE = 'en-US';
const exportFile = (raw: RawContent) => contentfulImportFile(raw, { locale: LOCALE });

/** A local JSON article whose body links to a project the way a pasted Contentful document would. */
const linkingArticle: RawEntry = {
  source: 'content/articles/linking.json',
  defaultSlug: 'linking',
  body: { format: 'rich-text' },
  data: {
    title: 'Linking',
    excerpt: 'Links to a project.',
    publishedAt: '2026-04-01',
    body: doc(
      p(
        inline('entry-hyperlink', [text('Tern')], {
          target: {
            sys: { type: 'Entry', id: 'x', contentType: { sys: { id: 'project' } } },
            fields: { slug: 'edge-search' },
          },
        }),
      ),
    ),
  },
};

/** A markdown article with every construct a canonical body holds, the sample content's and more. */
const everyConstruct: RawEntry = {
  source: 'content/articles/every-construct.md',
  defaultSlug: 'every-construct',
  data: { title: 'Every construct', excerpt: 'All of them.', publishedAt: '2026-04-02' },
  body: {
    format: 'markdown',
    markdown: [
      '# One\n\nSoft\nwrapped *italic **both*** and ~~gone~~, `code`, a [link](/articles/linking) and [**bold link**](https://x.example).',
      'A hard  \nbreak, and an escaped \\*star\\*.\n\n> Quoted\n> text.\n\n---',
      '1. first\n   - nested\n     1. deeper\n2. second\n\n| a | `b` |\n| --- | --- |\n| 1<br>2 | **x** |',
      '```sql title\nSELECT 1;\n```\n\n    indented\n\nBefore ![Alt text](https://portfolio.example.com/images/p.png) after.',
    ].join('\n\n'),
  },
};

let local: RawContent;
let file: ContentfulImportFile;
const withEntries = (entries: RawContent['entries']): RawContent => ({
  ...local,
  entries: { ...local.entries, ...entries },
});
/** The sample content with the first project's fields changed. */
const withFirstProject = (changes: object) => {
  const [first, ...rest] = local.entries['projects']!;
  return withEntries({ projects: [{ ...first!, data: { ...(first!.data as object), ...changes } }, ...rest] });
};

beforeAll(async () => {
  // Local images are exported by their published URLs, which Contentful imports as assets.
  local = await readLocalContent(process.cwd(), path.resolve('content'), { baseUrl: BASE_URL });
  local = withEntries({ articles: [...local.entries['articles']!, linkingArticle, everyConstruct] });
  file = await exportFile(local);
});

it.each([
  ['profile', ProfileContent.shape],
  ['project', ProjectContent.shape],
  ['article', ArticleJsonContent.shape],
] as const)(
  'the content model has one %s field per key of its content schema, required exactly where the schema requires',
  (type, shape) => {
    const { fields } = contentTypeOf(type);
    expect(fields.map((f) => f.id).sort()).toEqual(Object.keys(shape).sort());
    for (const field of fields) {
      // The slug is optional in files (the file name stands in) but an entry has no file name.
      const requiredBySchema =
        field.id === 'slug' ||
        !(shape as Record<string, { safeParse: (v: unknown) => { success: boolean } }>)[field.id]!.safeParse(undefined)
          .success;
      expect(field.required, `${type}.${field.id}`).toBe(requiredBySchema && field.id !== 'updatedAt');
    }
  },
);

it('the contentful-import file meets the checks contentful-import runs on a content file, in one default locale that holds every field', () => {
  expect(file.locales).toEqual([expect.objectContaining({ code: LOCALE, default: true })]);
  for (const entry of file.entries)
    for (const values of Object.values(entry.fields)) expect(Object.keys(values)).toEqual([LOCALE]);
  for (const field of file.contentTypes.flatMap((type) => type.fields)) {
    expect(field).toMatchObject({ id: expect.any(String), name: expect.any(String), validations: expect.any(Array) });
    expect(field.type).toMatch(/^(Symbol|Text|RichText|Integer|Number|Date|Object|Boolean|Array|Link|Location)$/);
  }
  for (const asset of file.assets) {
    const { url, fileName, contentType } = asset.fields.file[LOCALE]!;
    expect(url.endsWith(`/${fileName}`)).toBe(true);
    expect(contentType).toBe(`image/${{ svg: 'svg+xml', webp: 'webp', png: 'png' }[fileName.split('.').pop()!]}`);
  }
  const titles = new Map(file.assets.map(({ fields }) => [fields.file[LOCALE]!.url, fields.title?.[LOCALE]]));
  const { photo, photoAlt } = local.entries['profile']![0]!.data as Record<string, string>;
  const { cover } = local.entries['projects']!.find((p) => p.defaultSlug === 'edge-search')!.data as { cover: Picture };
  expect([titles.get(photo!), titles.get(cover.src)]).toEqual([photoAlt, cover.alt]);
  for (const item of [...file.contentTypes, ...file.entries, ...file.assets]) expect(item.sys.publishedVersion).toBe(1);
});

it('the contentful-import file writes article bodies as rich text Contentful accepts', () => {
  for (const entry of file.entries.filter((e) => e.sys.contentType.sys.id === 'article'))
    expect(validateRichTextDocument(entry.fields['body']?.[LOCALE] as Document), entry.sys.id).toEqual([]);
});

it('the contentful-import file leaves out optional fields that are empty, as Contentful does', () => {
  const runbooks = file.entries.find((e) => e.sys.id === 'article-notes-on-writing-runbooks')!;
  expect(Object.keys(runbooks.fields).sort()).toEqual(['body', 'excerpt', 'publishedAt', 'slug', 'tags', 'title']);
  const values = file.entries.flatMap((entry) => Object.values(entry.fields).map((value) => value[LOCALE]));
  expect(values.filter((value) => value === '' || (Array.isArray(value) && value.length === 0))).toEqual([]);
});

it('the export reports text over Contentful limits, naming the file and the field', async () => {
  const problems = await problemsOf(() =>
    exportFile(withFirstProject({ badges: ['x'.repeat(300)], title: 't'.repeat(257) })),
  );
  const { source } = local.entries['projects']![0]!;
  expect(problems).toEqual([
    problem(source, 'title', /is 257 characters long; Contentful's short text \(Symbol\) fields hold at most 256/),
    problem(source, 'badges[0]', /is 300 characters long.*at most 256/),
  ]);
});

it("the export refuses what Contentful's markdown converter would lose: underline, superscript, subscript and list numbers", async () => {
  const marked = {
    ...everyConstruct,
    body: { format: 'markdown' as const, markdown: 'H<sub>2</sub>O and <u>this</u>.\n\n3. third\n4. fourth\n' },
  };
  const problems = await problemsOf(() => exportFile(withEntries({ articles: [marked] })));
  expect(problems).toEqual(
    ['an ordered list starting at 3', '<sub>', '<u>'].map((what) =>
      problem(marked.source, 'body', RegExp(`${what} cannot be exported: Contentful's markdown converter loses it`)),
    ),
  );
});

it('the export refuses invalid content with the same problems the build reports', async () => {
  await expect(exportFile(withFirstProject({ status: 7 }))).rejects.toThrow(
    /:\d+: status: should be text, found 7; put it in quotes: "7"/,
  );
});

it('importing the file and reading it back through the Delivery API gives exactly the API the local files give, over several pages of three', async () => {
  const { fixture, env } = await serveSpace(file);
  try {
    const raw = await readContentfulContent(contentfulConfigFromEnv(env)!);
    const fromContentful = assembleDocuments(await validateContent(raw, { baseUrl: BASE_URL }));
    const fromFiles = assembleDocuments(await validateContent(local, { baseUrl: BASE_URL }));
    expect(fromContentful).toEqual(fromFiles);
    // Not vacuous: images and entry links went through the API's includes.
    const bodies = fromContentful.articles.map((a) => a.bodyMarkdown).join('\n');
    expect(bodies).toMatch(
      /\]\(https:\/\/portfolio\.example\.com\/images\/edge-search-architecture\.1200x560\.[0-9a-f]{8}\.svg\)/,
    );
    expect(bodies).toContain('[Tern](https://portfolio.example.com/projects/edge-search)');
  } finally {
    await fixture.close();
  }
});
