/**
 * Broken content of every kind stops the build with the file and the field named. These go
 * through the build's own reading and validation. content-errors.test.ts covers the kinds it
 * lists (wrong types, missing fields, bad dates, emails and URLs, unknown section types, section
 * fields, duplicate section ids, empty text…); content-builds.test.ts runs the real build on a
 * few of these together.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readLocalContent } from '../../../src/sources/local-source-fs.ts';
import { describe, expect, it } from 'vitest';
import { problemsWith } from '../../support/content-problems.ts';

const profile = readFileSync(path.resolve('content/profile.yaml'), 'utf8');

const project = (fields: string, base = { order: '9', updatedAt: '"2026-01-01"', title: 'T' }) =>
  `title: ${base.title}\ntagline: Tag\nproblem: P\nstatus: Live\norder: ${base.order}\nupdatedAt: ${base.updatedAt}\n${fields}`;
const sections = (yaml: string) => project(`expandableSections:\n${yaml}`);
const article = (frontMatter: string, body = 'Text.\n') =>
  `---\ntitle: T\nexcerpt: E\npublishedAt: "2026-01-01"\n${frontMatter}---\n${body}`;
const richText = (content: unknown[]) =>
  JSON.stringify({
    title: 'T',
    excerpt: 'E',
    publishedAt: '2026-01-01',
    body: { nodeType: 'document', data: {}, content },
  });

interface Fault {
  kind: string;
  files: Parameters<typeof problemsWith>[0];
  source: string | RegExp;
  field: string | RegExp;
  message: RegExp;
}

const FAULTS: Fault[] = [
  {
    kind: 'an unknown profile field',
    files: { 'profile.yaml': `${profile}\ntwitter: "@rina"\n` },
    source: 'content/profile.yaml',
    field: 'twitter',
    message: /^unknown key; remove it or check its spelling/,
  },
  {
    kind: 'an unparsable profile',
    files: { 'profile.yaml': 'name: "unclosed\n' },
    source: 'content/profile.yaml',
    field: '(file)',
    message: /cannot be parsed: Missing closing "quote/,
  },
  {
    kind: 'two profile files',
    files: { 'profile.json': '{}' },
    source: 'content',
    field: '(root)',
    message: /only one profile file.*profile\.json.*profile\.yaml/,
  },
  {
    kind: 'a list given as a string',
    files: { 'projects/zz.yaml': project('stack: TypeScript\n') },
    source: 'content/projects/zz.yaml',
    field: 'stack',
    message: /should be a list, found text/,
  },
  {
    kind: 'an order that is not a number',
    files: { 'projects/zz.yaml': project('', { order: 'first', updatedAt: '"2026-01-01"', title: 'T' }) },
    source: 'content/projects/zz.yaml',
    field: 'order',
    message: /must be a number/,
  },
  {
    kind: 'a NaN order',
    files: { 'projects/zz.yaml': project('', { order: '.nan', updatedAt: '"2026-01-01"', title: 'T' }) },
    source: 'content/projects/zz.yaml',
    field: 'order',
    message: /must be a number/,
  },
  {
    kind: 'an infinite order',
    files: { 'projects/zz.yaml': project('', { order: '.inf', updatedAt: '"2026-01-01"', title: 'T' }) },
    source: 'content/projects/zz.yaml',
    field: 'order',
    message: /must be a number/,
  },
  {
    kind: 'an impossible date',
    files: { 'projects/zz.yaml': project('', { order: '9', updatedAt: '"2026-13-45"', title: 'T' }) },
    source: 'content/projects/zz.yaml',
    field: 'updatedAt',
    message: /must be a date/,
  },
  {
    kind: 'a project link that runs script',
    files: { 'projects/zz.yaml': project('links:\n  live: "javascript:alert(document.domain)"\n') },
    source: 'content/projects/zz.yaml',
    field: 'links.live',
    message: /http:\/\/ or https:\/\/ URL/,
  },
  {
    kind: 'a profile link that is not http(s)',
    files: { 'profile.yaml': profile.replace(/^(\s+site:).*$/m, '$1 "data:text/html,hi"') },
    source: 'content/profile.yaml',
    field: 'links.site',
    message: /http:\/\/ or https:\/\/ URL/,
  },
  {
    kind: 'a project file that is not UTF-8',
    files: { 'projects/zz.yaml': Buffer.from(project('').replace('Live', 'Livé'), 'latin1') },
    source: 'content/projects/zz.yaml',
    field: '(file)',
    message: /not UTF-8/,
  },
  {
    kind: 'an article saved as UTF-16',
    files: { 'articles/zz.md': Buffer.from(`\ufeff${article('')}`, 'utf16le') },
    source: 'content/articles/zz.md',
    field: '(file)',
    message: /not UTF-8/,
  },
  {
    kind: 'a slug longer than a file name can be',
    files: { 'articles/zz.md': article(`slug: ${'b'.repeat(101)}\n`) },
    source: 'content/articles/zz.md',
    field: 'slug',
    message: /at most 100 characters/,
  },
  {
    kind: 'a symbolic link to a broken project, read as the project',
    files: { 'projects/zz.yaml': { linkTo: 'elsewhere.yaml', text: project('stack: TypeScript\n') } },
    source: 'content/projects/zz.yaml',
    field: 'stack',
    message: /should be a list/,
  },
  {
    kind: 'a project link that is not a URL',
    files: { 'projects/zz.yaml': project('links:\n  demo: /relative/path\n') },
    source: 'content/projects/zz.yaml',
    field: 'links.demo',
    message: /url/i,
  },
  {
    kind: 'a section with a field of another type',
    files: {
      'projects/zz.yaml': sections('  - type: text\n    id: notes\n    title: Notes\n    body: Text\n    items: []\n'),
    },
    source: 'content/projects/zz.yaml',
    field: 'expandableSections[0].items',
    message: /unknown key/,
  },
  {
    kind: 'a section id that is not anchor-safe',
    files: { 'projects/zz.yaml': sections('  - type: text\n    id: My Notes\n    title: A\n    body: A\n') },
    source: 'content/projects/zz.yaml',
    field: 'expandableSections[0].id',
    message: /kebab-case/,
  },
  {
    kind: 'an empty project file',
    files: { 'projects/zz.yaml': '' },
    source: 'content/projects/zz.yaml',
    field: 'title',
    message: /^is missing$/,
  },
  {
    kind: 'a project file that is a list',
    files: { 'projects/zz.yaml': '- title: T\n' },
    source: 'content/projects/zz.yaml',
    field: '(root)',
    message: /should be a group of fields, found a list/,
  },
  {
    kind: 'an explicit slug that is not kebab-case',
    files: { 'articles/zz.md': article('slug: Bad Slug\n') },
    source: 'content/articles/zz.md',
    field: 'slug',
    message: /kebab-case/,
  },
  {
    kind: 'a duplicate article slug',
    files: { 'articles/zz.md': article('slug: notes-on-writing-runbooks\n') },
    source: /^content\/articles\/(zz|2024-03-12-runbooks)\.md$/,
    field: 'slug',
    message: /duplicate article slug "notes-on-writing-runbooks"/,
  },
  {
    kind: 'tags given as a string',
    files: { 'articles/zz.md': article('tags: Postgres\n') },
    source: 'content/articles/zz.md',
    field: 'tags',
    message: /should be a list/,
  },
  {
    kind: 'unparsable front matter',
    files: { 'articles/zz.md': '---\ntitle: [unclosed\n---\nText\n' },
    source: 'content/articles/zz.md',
    field: 'title',
    message: /cannot be parsed/,
  },
  {
    kind: 'a YAML tag the reader does not know',
    files: {
      'projects/zz.yaml': project('', {
        order: '9',
        updatedAt: '"2026-01-01"',
        title: '!!js/function "function () {}"',
      }),
    },
    source: 'content/projects/zz.yaml',
    field: 'title',
    message: /cannot be parsed: Unresolved tag: tag:yaml\.org,2002:js\/function/,
  },
  {
    kind: 'a second YAML document in a file',
    files: { 'projects/zz.yaml': `${project('')}---\ntitle: Another\n` },
    source: 'content/projects/zz.yaml',
    field: '(file)',
    message: /^cannot be parsed: a --- line here starts a second YAML document, and a file holds one/,
  },
  {
    kind: 'a duplicate key in front matter, at its line in the file',
    files: { 'articles/zz.md': article('title: Again\n') },
    source: 'content/articles/zz.md',
    field: 'title',
    message: /cannot be parsed: `title` is given twice; keep one/,
  },
  {
    kind: 'a javascript: link in a markdown body',
    files: { 'articles/zz.md': article('', 'A [click](javascript:alert(1)) link.\n') },
    source: 'content/articles/zz.md',
    field: 'body',
    message:
      /^Unsupported markdown: link to "javascript:alert\(1\)", which a page cannot link to; use an http:, https: or mailto: URL, or a relative one \(line 6\)$/,
  },
  {
    kind: 'a link whose scheme is in capitals, which a page drops',
    files: { 'articles/zz.md': article('', 'The [site](HTTPS://x.example/) and [mail](Mailto:a@b.example).\n') },
    source: 'content/articles/zz.md',
    field: 'body',
    message: /link to "HTTPS:\/\/x\.example\/", which a page cannot link to/,
  },
  {
    kind: 'a data: image in a markdown body',
    files: { 'articles/zz.md': article('', '![Chart](data:image/png;base64,AAAA)\n') },
    source: 'content/articles/zz.md',
    field: 'body',
    message: /image from "data:image\/png;base64,AAAA", which a page cannot show/,
  },
  {
    kind: 'a javascript: link in a rich-text body',
    files: {
      'articles/zz.json': richText([
        {
          nodeType: 'paragraph',
          data: {},
          content: [
            {
              nodeType: 'hyperlink',
              data: { uri: 'javascript:alert(1)' },
              content: [{ nodeType: 'text', value: 'x', marks: [], data: {} }],
            },
          ],
        },
      ]),
    },
    source: 'content/articles/zz.json',
    field: 'body',
    message: /links to "javascript:alert\(1\)", which a page cannot link to/,
  },
  {
    kind: 'a rich-text link with a space before its URL',
    files: {
      'articles/zz.json': richText([
        {
          nodeType: 'paragraph',
          data: {},
          content: [
            {
              nodeType: 'hyperlink',
              data: { uri: ' https://x.example/' },
              content: [{ nodeType: 'text', value: 'x', marks: [], data: {} }],
            },
          ],
        },
      ]),
    },
    source: 'content/articles/zz.json',
    field: 'body',
    message: /links to " https:\/\/x\.example\/", which a page cannot link to/,
  },
  {
    kind: 'a symbolic link to nothing',
    files: { 'projects/gone.yaml': { linkTo: 'nowhere.yaml' } },
    source: 'content/projects/gone.yaml',
    field: '(file)',
    message: /symbolic link to nothing/,
  },
  {
    kind: 'a profile that links to nothing',
    files: { 'profile.yaml': { linkTo: 'nowhere.yaml' } },
    source: 'content/profile.yaml',
    field: '(file)',
    message: /symbolic link to nothing/,
  },
  {
    kind: 'a colour in curly quotes',
    files: { 'projects/zz.yaml': project('color: “#0f766e”\n') },
    source: 'content/projects/zz.yaml',
    field: 'color',
    message: /must be a hex colour such as "#0f766e"/,
  },
  {
    kind: 'a colour by a name',
    files: { 'projects/zz.yaml': project('color: teal\n') },
    source: 'content/projects/zz.yaml',
    field: 'color',
    message: /must be a hex colour/,
  },
  {
    kind: 'an unquoted colour, which YAML reads as a comment',
    files: { 'projects/zz.yaml': project('color: #0f766e\n') },
    source: 'content/projects/zz.yaml',
    field: 'color',
    message: /is null: leave it out, or give a hex colour \(in YAML, quoted: "#0f766e", since # starts a comment\)/,
  },
  {
    kind: 'a NUL character in an article',
    files: { 'articles/zz.md': article('', 'First line.\n\nText\u0000 with a NUL.\n') },
    source: 'content/articles/zz.md',
    field: 'line 8',
    message: /NUL character/,
  },
  {
    kind: 'a NUL character in front matter',
    files: { 'projects/zz.yaml': project('metrics: []\n').replace('tagline: Tag', 'tagline: Ta\u0000g') },
    source: 'content/projects/zz.yaml',
    field: 'line 2',
    message: /NUL character/,
  },
  {
    kind: 'an unknown front matter field',
    files: { 'articles/zz.md': article('featured: true\n') },
    source: 'content/articles/zz.md',
    field: 'featured',
    message: /unknown key/,
  },
  {
    kind: 'a markdown footnote',
    files: { 'articles/zz.md': article('', 'Text[^1].\n\n[^1]: A note.\n') },
    source: 'content/articles/zz.md',
    field: 'body',
    message: /footnote/,
  },
  {
    kind: 'a markdown task list',
    files: { 'articles/zz.md': article('', '- [ ] todo\n- [x] done\n') },
    source: 'content/articles/zz.md',
    field: 'body',
    message: /task list/,
  },
  {
    kind: 'inline HTML in markdown',
    files: { 'articles/zz.md': article('', 'Text with <span class="x">HTML</span>.\n') },
    source: 'content/articles/zz.md',
    field: 'body',
    message: /HTML/,
  },
  {
    kind: 'an unparsable JSON article',
    files: { 'articles/zz.json': '{"title": "T",' },
    source: 'content/articles/zz.json',
    field: '(file)',
    message: /cannot be parsed/,
  },
  {
    kind: 'a JSON article without a body',
    files: { 'articles/zz.json': JSON.stringify({ title: 'T', excerpt: 'E', publishedAt: '2026-01-01' }) },
    source: 'content/articles/zz.json',
    field: 'body',
    message: /is missing/,
  },
  {
    kind: 'a rich-text document whose root is not a document',
    files: {
      'articles/zz.json': JSON.stringify({
        title: 'T',
        excerpt: 'E',
        publishedAt: '2026-01-01',
        body: { nodeType: 'paragraph', content: [] },
      }),
    },
    source: 'content/articles/zz.json',
    field: 'body.nodeType',
    message: /document/,
  },
  {
    kind: 'a rich-text node of an unknown type',
    files: { 'articles/zz.json': richText([{ nodeType: 'video-embed', data: {}, content: [] }]) },
    source: 'content/articles/zz.json',
    field: 'body',
    message: /unknown rich-text node type "video-embed"/,
  },
  {
    kind: 'a rich-text mark of an unknown type',
    files: {
      'articles/zz.json': richText([
        {
          nodeType: 'paragraph',
          data: {},
          content: [{ nodeType: 'text', value: 'x', marks: [{ type: 'blink' }], data: {} }],
        },
      ]),
    },
    source: 'content/articles/zz.json',
    field: 'body',
    message: /unknown rich-text mark type "blink"/,
  },
  {
    kind: 'a rich-text node without its type',
    files: { 'articles/zz.json': richText([{ data: {}, content: [] }]) },
    source: 'content/articles/zz.json',
    field: 'body.content[0].nodeType',
    message: /is missing/,
  },
  {
    kind: 'a file type the articles folder does not take',
    files: { 'articles/notes.html': '<p>Hi</p>' },
    source: 'content/articles/notes.html',
    field: '(file name)',
    message: /unsupported file type/,
  },
  {
    kind: 'a missing image in an article',
    files: { 'articles/zz.md': article('', 'Text.\n\n![A diagram](./images/nope.svg)\n') },
    source: 'content/articles/zz.md',
    field: 'body',
    message: /the image "\.\/images\/nope\.svg" was not found \(looked for content\/articles\/images\/nope\.svg\)/,
  },
  {
    kind: 'an image outside the content folder',
    files: { 'articles/zz.md': article('', '![Secrets](../../package.json)\n') },
    source: 'content/articles/zz.md',
    field: 'body',
    message: /outside the content folder/,
  },
  {
    kind: 'a file that is not an image',
    files: { 'articles/zz.md': article('', '![Notes](./notes.txt)\n'), 'articles/notes.txt': 'just text' },
    source: 'content/articles/zz.md',
    field: 'body',
    message: /cannot be read as an image/,
  },
  {
    kind: 'a missing image in a text section',
    files: {
      'projects/zz.yaml': sections(
        '  - type: text\n    id: notes\n    title: Notes\n    body: "![Plan](./plan.png)"\n',
      ),
    },
    source: 'content/projects/zz.yaml',
    field: 'expandableSections[0].body',
    message: /the image "\.\/plan\.png" was not found/,
  },
];

describe('broken content', () => {
  it.each(FAULTS)('$kind stops the build, naming the file and the field', async ({ files, source, field, message }) => {
    const problems = await problemsWith(files);
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          source: typeof source === 'string' ? source : expect.stringMatching(source),
          field: typeof field === 'string' ? field : expect.stringMatching(field),
          message: expect.stringMatching(message),
        },
      ]),
    );
  });

  it('takes a file that starts with a byte-order mark, as editors on Windows write it, markdown and JSON alike', async () => {
    const bom = '\ufeff';
    expect(
      await problemsWith({
        'articles/zz.md': `${bom}${article('')}`,
        'articles/zy.json': `${bom}${richText([{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'x', marks: [], data: {} }] }])}`,
        'projects/zz.yaml': `${bom}${project('')}`,
      }),
    ).toEqual([]);
  });

  it("names a body's unsupported markdown by its line in the file, after the front matter", async () => {
    // Lines 1-5 are the front matter; the body starts on line 6.
    const problems = await problemsWith({
      'articles/zz.md': article('', 'Text.\n\n- [ ] task\n\n<div>x</div>\n'),
      'articles/zy.md': `---\r\ntitle: T\r\nexcerpt: E\r\npublishedAt: "2026-01-01"\r\n---\r\n\r\n<div>x</div>\r\n`,
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          source: 'content/articles/zz.md',
          field: 'body',
          message: 'Unsupported markdown: task list item (`[ ]` / `[x]`) (line 8)',
        },
        {
          source: 'content/articles/zz.md',
          field: 'body',
          message: 'Unsupported markdown: HTML block `<div>x</div>` (line 10)',
        },
        {
          source: 'content/articles/zy.md',
          field: 'body',
          message: 'Unsupported markdown: HTML block `<div>x</div>` (line 7)',
        },
      ]),
    );
  });

  it('reports every YAML fault of a file, not only the first', async () => {
    const problems = await problemsWith(
      { 'projects/zz.yaml': `${project('')}\ntitle: Again\nstack: !!python/tuple [a]\n` },
      { lines: true },
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        {
          source: 'content/projects/zz.yaml',
          line: 8,
          field: 'title',
          message: 'cannot be parsed: `title` is given twice; keep one',
        },
        {
          source: 'content/projects/zz.yaml',
          line: 9,
          field: 'stack',
          message: 'cannot be parsed: Unresolved tag: tag:yaml.org,2002:python/tuple',
        },
      ]),
    );
  });

  it('takes in a body the links and images a page keeps: http:, https:, mailto: and relative ones', async () => {
    const body =
      'See [the site](https://x.example), [mail me](mailto:a@b.example), [a project](/projects/edge-search) and [above](#top).\n\n![Chart](https://x.example/c.png)\n';
    expect(await problemsWith({ 'articles/zz.md': article('', body) })).toEqual([]);
  });

  it('warns of an entry-like file in a folder inside a collection folder, which the build does not read, without failing', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'content-'));
    try {
      cpSync(path.resolve('content'), path.join(root, 'content'), { recursive: true });
      mkdirSync(path.join(root, 'content', 'articles', '2025', '.drafts'), { recursive: true });
      writeFileSync(path.join(root, 'content', 'articles', '2025', 'zz.md'), article(''));
      writeFileSync(path.join(root, 'content', 'articles', '2025', '.drafts', 'zy.md'), article(''));
      writeFileSync(path.join(root, 'content', 'articles', 'images', 'chart.png'), 'not read');
      const raw = await readLocalContent(root, path.join(root, 'content'));
      expect(raw.warnings).toEqual([
        {
          source: 'content/articles/2025/zz.md',
          field: '(file name)',
          message:
            'is in a folder inside content/articles/, which the build does not read; if it is an entry, move it up into content/articles/',
        },
      ]);
      expect(raw.problems).toEqual([]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reports one problem a line, though a YAML mistake trips several checks there', async () => {
    // A key indented under a plain value: the parser finds an implicit key in a block and one over two lines, both at line 7.
    const problems = await problemsWith({ 'projects/zz.yaml': `${project('')}stack: a\n b: c\n` }, { lines: true });
    expect(problems.filter((problem) => problem.source === 'content/projects/zz.yaml')).toEqual([
      {
        source: 'content/projects/zz.yaml',
        line: 7,
        field: 'stack',
        message: expect.stringMatching(/^cannot be parsed: the next line is indented further than this one/),
      },
    ]);
  });

  it('covers at least twenty kinds of fault', () => {
    expect(new Set(FAULTS.map((f) => f.kind)).size).toBeGreaterThanOrEqual(20);
  });
});
