/**
 * Broken content of every kind stops the build with the file and the field named. These go
 * through the build's own reading and validation (body.test.ts has every markdown construct a body
 * refuses); content-builds.test.ts runs the real build on a few of these together.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readLocalContent } from '../../../src/sources/local-source-fs.ts';
import { describe, expect, it } from 'vitest';
import { contentWith, problem, problemsWith } from '../../support/content-problems.ts';
import { block, doc, link, p, text } from '../core/richtext/helpers.ts';

const profile = readFileSync(path.resolve('content/profile.yaml'), 'utf8');
/** The project file most faults below are written to. */
const PROJECT_FILE = 'content/projects/zz.yaml';

function project(fields = '', { order = '9', updatedAt = '"2026-01-01"', title = 'T' } = {}): string {
  return `title: ${title}\ntagline: Tag\nproblem: P\nstatus: Live\norder: ${order}\nupdatedAt: ${updatedAt}\n${fields}`;
}
const sections = (yaml: string) => project(`expandableSections:\n${yaml}`);
const article = (frontMatter: string, body = 'Text.\n') =>
  `---\ntitle: T\nexcerpt: E\npublishedAt: "2026-01-01"\n${frontMatter}---\n${body}`;
const articleJson = (body: unknown) => JSON.stringify({ title: 'T', excerpt: 'E', publishedAt: '2026-01-01', body });
const richText = (...content: Parameters<typeof doc>) => articleJson(doc(...content));

type FileText = Parameters<typeof problemsWith>[0][string];
/**
 * A kind of fault, the file's text, and the field and message (in full, or a pattern) of the one
 * problem the build reports; or of one among others, where the fault trips several checks.
 */
type Fault = [kind: string, text: FileText, field: string, message: string | RegExp, amongOthers?: 'among others'];

/** Faults by the file (inside content/) they are written to; the problem names that file. */
const FAULTS: Record<string, Fault[]> = {
  'profile.yaml': [
    [
      'an unknown profile field',
      `${profile}\ntwitter: "@rina"\n`,
      'twitter',
      /^unknown key; remove it or check its spelling/,
    ],
    ['an unparsable profile', 'name: "unclosed\n', '(file)', /cannot be parsed: Missing closing "quote/],
    [
      'a portrait at an http: URL, which the pages’ Content-Security-Policy would block',
      profile.replace(/^photo: .*$/m, 'photo: http://img.example.com/me.jpg'),
      'photo',
      /is an http: URL, which the pages cannot show \(they load images over https: only\); use its https:\/\/ URL/,
    ],
  ],
  'projects/zz.yaml': [
    [
      'raw HTML in the problem in full, which the API and the twin would keep',
      project('problemFull: |\n  Text.\n\n  <script>alert(1)</script>\n'),
      'problemFull',
      'Unsupported markdown: HTML block `<script>alert(1)</script>` (line 3 of the text)',
    ],
    [
      'a javascript: link in a text section',
      sections('  - type: text\n    id: notes\n    title: Notes\n    body: "[x](javascript:alert(1))"\n'),
      'expandableSections[0].body',
      /^Unsupported markdown: link to "javascript:alert\(1\)"/,
    ],
    [
      'raw HTML in an answer',
      sections(
        '  - type: qa\n    id: qa\n    title: QA\n    items:\n      - question: Q\n        answer: "<iframe></iframe>"\n',
      ),
      'expandableSections[0].items[0].answer',
      'Unsupported markdown: HTML block `<iframe></iframe>` (line 1 of the text)',
    ],
    [
      'an expandable section of an unknown type, listing the known ones',
      sections('  - type: gallery\n    id: shots\n    title: Shots\n'),
      'expandableSections[0].type',
      'should be one of "qa", "costs", "architecture", "timeline", "text", found "gallery"',
    ],
    ['text of only spaces, as empty', project('', { title: '"   "' }), 'title', 'must not be empty'],
    ['an order that is not a number', project('', { order: 'first' }), 'order', /must be a number/],
    ['a NaN order', project('', { order: '.nan' }), 'order', /must be a number/],
    ['a draft flag that is not true or false', project('draft: yes\n'), 'draft', /must be true or false/],
    ['an impossible date', project('', { updatedAt: '"2026-13-45"' }), 'updatedAt', /must be a date/],
    [
      'a project link that runs script',
      project('links:\n  live: "javascript:alert(document.domain)"\n'),
      'links.live',
      /http:\/\/ or https:\/\/ URL/,
    ],
    [
      'a symbolic link to a broken project, read as the project',
      { linkTo: 'elsewhere.yaml', text: project('stack: TypeScript\n') },
      'stack',
      /should be a list, found text/,
    ],
    ['a symbolic link to nothing', { linkTo: 'nowhere.yaml' }, '(file)', /symbolic link to nothing/],
    [
      'a section with a field of another type',
      sections('  - type: text\n    id: notes\n    title: Notes\n    body: Text\n    items: []\n'),
      'expandableSections[0].items',
      /unknown key/,
    ],
    [
      "a text section's link to an article page that no article has, beside a field the section cannot have",
      sections('  - type: text\n    id: notes\n    title: N\n    body: "[it](/articles/gone)"\n    items: []\n'),
      'expandableSections[0].body',
      /^links to "\/articles\/gone", a page the site does not have: no article has the slug "gone"/,
      'among others',
    ],
    [
      'a duplicate section id, beside a section without a field its type needs',
      sections('  - type: text\n    id: a\n    title: A\n  - type: text\n    id: a\n    title: B\n    body: T\n'),
      'expandableSections[1].id',
      'duplicate section id "a"; ids must be unique within a project',
      'among others',
    ],
    [
      'a section id that is not anchor-safe',
      sections('  - type: text\n    id: My Notes\n    title: A\n    body: A\n'),
      'expandableSections[0].id',
      /kebab-case/,
    ],
    [
      'a missing image in a text section',
      sections('  - type: text\n    id: notes\n    title: Notes\n    body: "![Plan](./plan.png)"\n'),
      'expandableSections[0].body',
      /the image "\.\/plan\.png" was not found/,
    ],
    ['an empty project file', '', 'title', /^is missing$/, 'among others'],
    ['a project file that is a list', '- title: T\n', '(root)', /should be a group of fields, found a list/],
    [
      'a second YAML document in a file',
      `${project('')}---\ntitle: Another\n`,
      '(file)',
      /^cannot be parsed: a --- line here starts a second YAML document, and a file holds one/,
    ],
    ['a number, quoted as written', project('', { title: '-.inf' }), 'title', /found -\.inf; .*: "-\.inf"$/],
    ['a colour in curly quotes', project('color: “#0f766e”\n'), 'color', /must be a hex colour such as "#0f766e"/],
    [
      'an unquoted colour, which YAML reads as a comment',
      project('color: #0f766e\n'),
      'color',
      /is null: leave it out, or give a hex colour \(in YAML, quoted: "#0f766e", since # starts a comment\)/,
    ],
  ],
  'projects/Bad_Name.yaml': [['a file name that is not kebab-case', project(''), '(file name)', /kebab-case/]],
  [`projects/${'a'.repeat(101)}.yaml`]: [
    ['a file name too long for a slug', project(''), '(file name)', /at most 100 char/],
  ],
  'projects/notes.txt': [['a file type the folder does not take', 'hello', '(file name)', /unsupported file type/]],
  'articles/zz.md': [
    ['a markdown article without front matter', '# Just text\n', '(front matter)', /front matter/],
    ['front matter never closed', '---\ntitle: T\n\nText\n', '(front matter)', /has no closing --- line/],
    ['an article without a body', article('', '\n'), 'body', 'is empty: write the text of the entry'],
    [
      'a date that is not one, showing what was found',
      '---\ntitle: T\nexcerpt: E\npublishedAt: next week\n---\nText\n',
      'publishedAt',
      'must be a date (2026-03-01) or an RFC 3339 date-time (2026-03-01T09:30:00Z), found "next week"',
    ],
    ['an article saved as UTF-16', Buffer.from(`\ufeff${article('')}`, 'utf16le'), '(file)', /not UTF-8/],
    ['a slug longer than a file name can be', article(`slug: ${'b'.repeat(101)}\n`), 'slug', /at most 100 characters/],
    ['unparsable front matter', '---\ntitle: [unclosed\n---\nText\n', 'title', /cannot be parsed/],
    ['an unknown front matter field', article('featured: true\n'), 'featured', /unknown key/],
    [
      'a javascript: link in a markdown body',
      article('', 'A [click](javascript:alert(1)) link.\n'),
      'body',
      /^Unsupported markdown: link to "javascript:alert\(1\)", which a page cannot link to; use an http:, https: or mailto: URL, or a relative one$/,
    ],
    [
      'a link whose scheme is in capitals, which a page drops',
      article('', 'The [site](HTTPS://x.example/) and [mail](Mailto:a@b.example).\n'),
      'body',
      /link to "HTTPS:\/\/x\.example\/", which a page cannot link to/,
      'among others',
    ],
    ['blockquotes nested by the thousand', article('', `${'>'.repeat(3000)} x\n`), 'body', /nesting too deep to read/],
    [
      'an image at an http: URL in a markdown body',
      article('', 'Text.\n\n![Chart](http://img.example.com/chart.png)\n'),
      'body',
      /the image "http:\/\/img\.example\.com\/chart\.png" is an http: URL/,
    ],
    [
      'a link to a project page that no project has (a renamed slug), beside markdown a body cannot carry and a missing image',
      article('', 'See [the project](/projects/old-name/#results).\n\n<div>x</div>\n\n![x](gone.png)\n'),
      'body',
      'links to "/projects/old-name", a page the site does not have: no project has the slug "old-name"; correct the link or the slug',
      'among others',
    ],
    [
      'an image outside the content folder',
      article('', '![Secrets](../../package.json)\n'),
      'body',
      /outside the content folder/,
    ],
  ],
  'articles/zz.json': [
    [
      'a key given twice, which JSON.parse would read as its last value',
      richText(p(text('x'))).replace('{', '{"title": "First",'),
      'title',
      /cannot be parsed: `title` is given twice; keep one/,
    ],
    [
      'a javascript: link in a rich-text body',
      richText(p(link('javascript:alert(1)', text('x')))),
      'body',
      /links to "javascript:alert\(1\)", which a page cannot link to/,
    ],
    [
      'a rich-text link with a space before its URL',
      richText(p(link(' https://x.example/', text('x')))),
      'body',
      /links to " https:\/\/x\.example\/", which a page cannot link to/,
    ],
    ['an unparsable JSON article', '{"title": "T",', '(file)', /cannot be parsed/],
    ['a JSON article without a body', articleJson(undefined), 'body', /is missing/],
    ['a rich-text document whose root is not a document', articleJson(p()), 'body.nodeType', /document/],
    [
      'a rich-text node of an unknown type, beside a missing title',
      richText(block('video-embed')).replace('"title":"T",', ''),
      'body',
      /unknown rich-text node type "video-embed"/,
      'among others',
    ],
    [
      'a rich-text mark of an unknown type',
      richText(p(text('x', 'blink'))),
      'body',
      /unknown rich-text mark type "blink"/,
    ],
    [
      'a rich-text node without its type',
      richText({ data: {}, content: [] } as never),
      'body.content[0].nodeType',
      /is missing/,
    ],
  ],
  'articles/notes.html': [
    ['a file type the articles folder does not take', '<p>Hi</p>', '(file name)', /unsupported file type/],
  ],
};

it.each([
  [
    'files that start with a byte-order mark, as editors on Windows write them, markdown and JSON alike',
    {
      'articles/zz.md': `\ufeff${article('')}`,
      'articles/zy.json': `\ufeff${richText(p(text('x')))}`,
      'projects/zz.yaml': `\ufeff${project('')}`,
    },
  ],
  [
    'in a body the links and images a page keeps: http:, https:, mailto: and relative ones',
    {
      'articles/zz.md': article(
        '',
        'See [the site](https://x.example), [mail me](mailto:a@b.example), [a project](/projects/edge-search) and [above](#top).\n\n![Chart](https://x.example/c.png)\n',
      ),
    },
  ],
])('content validation accepts %s', async (_what, files) => {
  expect(await problemsWith(files)).toEqual([]);
});

// Before or after the file it clashes with, the new file's `slug:` line is the mistake, not the other file's name.
it.each(['aa', 'zz'])(
  'blames a duplicate slug on the slug line that takes it (%s.yaml), naming both files',
  async (name) => {
    const problems = await problemsWith({ [`projects/${name}.yaml`]: project('slug: edge-search\n') }, { lines: true });
    expect(problems).toEqual([
      problem(
        `content/projects/${name}.yaml`,
        'slug',
        'duplicate project slug "edge-search": content/projects/edge-search.yaml has it already; slugs must be unique',
        expect.any(Number),
      ),
    ]);
  },
);

it('reports a missing profile', async () => {
  const problems = await problemsWith({ 'profile.yaml': null });
  expect(problems).toEqual([problem('profile', '(root)', /no profile/)]);
});

it('reports an invalid email address and link, showing what was found', async () => {
  const broken = profile
    .replace('rina@example.com', 'rina(at)example.com')
    .replace('https://example.com', 'example.com');
  const problems = await problemsWith({ 'profile.yaml': broken });
  expect(problems).toEqual([
    problem('content/profile.yaml', 'links.email', 'Invalid email address, found "rina(at)example.com"'),
    problem('content/profile.yaml', 'links.site', 'must be an absolute http:// or https:// URL, found "example.com"'),
  ]);
});

describe.each(Object.entries(FAULTS))('broken content/%s', (file, faults) => {
  it.each(faults)('%s stops the build, naming the file and the field', async (_kind, text, field, message, among) => {
    const expected = problem(`content/${file}`, field, message);
    expect(await problemsWith({ [file]: text })).toEqual(among ? expect.arrayContaining([expected]) : [expected]);
  });
});

it("reports a body's unsupported markdown and link to a missing page at their lines, in a file whose lines end in CRLF and whose fences in spaces", async () => {
  const text =
    '--- \r\ntitle: T\r\nexcerpt: E\r\npublishedAt: "2026-01-01"\r\n---\t\r\n\r\n<div>x</div>\r\n\r\n[It](/projects/gone)\r\n';
  expect(await problemsWith({ 'articles/zz.md': text }, { lines: true })).toEqual([
    problem('content/articles/zz.md', 'body', 'Unsupported markdown: HTML block `<div>x</div>`', 7),
    problem('content/articles/zz.md', 'body', /^links to "\/projects\/gone", a page the site does not have/, 9),
  ]);
});

it('reports a NUL character in a file at its line, and leaves the file unread', async () => {
  const text = article('', 'First line.\n\nText\u0000 with a NUL.\n');
  expect(await problemsWith({ 'articles/zz.md': text }, { lines: true })).toEqual([
    problem('content/articles/zz.md', '(file)', /^contains a NUL character \(U\+0000\)/, 8),
  ]);
});

it('stops the build at two profile files, naming both', async () => {
  expect(await problemsWith({ 'profile.json': '{}' })).toEqual(
    expect.arrayContaining([problem('content', '(root)', /only one profile file.*profile\.json.*profile\.yaml/)]),
  );
});

it('reports an entry’s duplicate slug and its body’s problems with the problems of its fields, not after them', async () => {
  const problems = await problemsWith({
    'articles/zz.md': article('slug: notes-on-writing-runbooks\ntags: Postgres\n', 'Text.\n\n<div>x</div>\n'),
  });
  expect(problems.map(({ field }) => field).sort()).toEqual(['body', 'slug', 'tags']);
  expect(problems.find(({ field }) => field === 'slug')).toEqual(
    problem(
      expect.stringMatching(/^content\/articles\/(zz|2024-03-12-runbooks)\.md$/),
      'slug',
      /^duplicate article slug "notes-on-writing-runbooks"/,
    ),
  );
});

it('reports every YAML fault of a file, not only the first, a JSON file’s where JSON.parse stopped, and no link to their pages as one to a missing page', async () => {
  const problems = await problemsWith(
    {
      'projects/zy.json': '{\n  "title": "T",\n}\n',
      'projects/zz.yaml': `${project('')}\ntitle: Again\nstack: !!python/tuple [a]\n`,
      'articles/zz.md': article('', '[It](/projects/zz)\n'),
    },
    { lines: true },
  );
  expect(problems).toEqual([
    problem('content/projects/zy.json', '(file)', /^cannot be parsed: .*\(line 3 column 1\)$/, 3),
    problem(PROJECT_FILE, 'title', 'cannot be parsed: `title` is given twice; keep one', 8),
    problem(PROJECT_FILE, 'stack', 'cannot be parsed: Unresolved tag: tag:yaml.org,2002:python/tuple', 9),
  ]);
});

it('warns of what the build does not read (a folder inside a collection folder, a near miss of a collection at the top), without failing; passes over editors’ backups', async () => {
  const { problems, warnings } = await contentWith({
    'articles/2025/zz.md': article(''),
    'articles/2025/.drafts/zy.md': article(''),
    'articles/images/chart.png': 'not read',
    'projects/zz.yaml~': 'an editor’s backup',
    '#profile.yaml#': 'name: an editor’s backup at the top',
    // At the top: a near miss of a collection's folder or file, and a data file that is none.
    'Projects/zz.yaml': project(''),
    'README.md': 'notes',
    'profil.yaml': 'name: x',
  });
  expect(warnings).toEqual([
    problem('content/Projects', '(file name)', 'is not read by the build; did you mean `projects`?'),
    problem('content/README.md', '(file name)', 'is not read by the build'),
    problem('content/profil.yaml', '(file name)', 'is not read by the build; did you mean `profile`?'),
    problem(
      'content/articles/2025/zz.md',
      '(file name)',
      'is in a folder inside content/articles/, which the build does not read; if it is an entry, move it up into content/articles/',
    ),
  ]);
  expect(problems).toEqual([]);
});

it('warns of different tags that would share a page, at each use of the later ones, naming the page and both files, and of a link to a draft, without failing', async () => {
  const { problems, checked } = await contentWith({
    'articles/zx.md': article('tags:\n  - C++\n  - c++\n', 'See [the draft](/articles/zz).\n'),
    'articles/zy.md': article('tags:\n  - Ç++\n  - "C#"\n  - C\n  - 日本語\n  - "C#"\n'),
    'articles/zz.md': article('draft: true\n', '[A draft may link to a draft](/articles/zz)\n'),
  });
  expect(checked).toContainEqual(problem('content/articles/zx.md', 'body', /^links to "\/articles\/zz", a draft,/, 9));
  expect(checked.filter(({ source }) => source === 'content/articles/zz.md')).toEqual([]);
  const shares = (tag: string) =>
    `"${tag}" shares the page /tags/c with "C++" (content/articles/zx.md), another tag: rename one of them`;
  expect(checked.filter(({ field }) => field.startsWith('tags'))).toEqual([
    problem('content/articles/zy.md', 'tags[1]', shares('C#'), 7),
    problem('content/articles/zy.md', 'tags[2]', shares('C'), 8),
    problem('content/articles/zy.md', 'tags[4]', shares('C#'), 10),
  ]);
  expect(problems).toEqual([]);
});

it('says so when the content folder does not exist, or is a file, or an entry is a folder', async () => {
  const raw = await readLocalContent(process.cwd(), path.resolve('no-such-content'));
  expect(raw.missingHints?.['profile']).toBe(
    'the content folder no-such-content/ does not exist: create it, or set CONTENT_DIR to the folder that holds profile.yaml',
  );
  const file = await readLocalContent(process.cwd(), path.resolve('package.json'));
  expect(file.problems).toEqual([problem('package.json', '(file)', 'is a file, not a folder: rename or remove it')]);
  expect(await problemsWith({ 'projects/x.yaml/notes.txt': '' })).toEqual([
    problem('content/projects/x.yaml', '(file)', 'is a folder, not a file: rename or remove it'),
  ]);
});

it('reports one problem a line, though a YAML mistake trips several checks there', async () => {
  // A key indented under a plain value: the parser finds an implicit key in a block and one over two lines, both at line 7.
  const problems = await problemsWith({ 'projects/zz.yaml': `${project('')}stack: a\n b: c\n` }, { lines: true });
  expect(problems.filter(({ source }) => source === PROJECT_FILE)).toEqual([
    problem(PROJECT_FILE, 'stack', /^cannot be parsed: the next line is indented further than this one/, 7),
  ]);
});
