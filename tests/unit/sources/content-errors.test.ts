import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { problemsWith } from '../../support/content-problems.ts';

const project = (fields: string) =>
  `title: T\ntagline: Tag\nproblem: P\nstatus: Live\norder: 9\nupdatedAt: "2026-01-01"\n${fields}`;

describe('content validation', () => {
  it('accepts the sample content', async () => {
    expect(await problemsWith({})).toEqual([]);
  });

  it('names the file and the field of a wrong type', async () => {
    const problems = await problemsWith({ 'projects/zz.yaml': project('metrics:\n  - label: Users\n    value: 12\n') });
    expect(problems).toEqual([
      {
        source: 'content/projects/zz.yaml',
        field: 'metrics[0].value',
        message: 'should be text, found 12; put it in quotes: "12"',
      },
    ]);
  });

  it('names a missing required field', async () => {
    const problems = await problemsWith({
      'projects/zz.yaml': 'title: T\ntagline: Tag\nstatus: Live\norder: 1\nupdatedAt: "2026-01-01"\n',
    });
    expect(problems).toEqual([{ source: 'content/projects/zz.yaml', field: 'problem', message: 'is missing' }]);
  });

  it('reports a duplicate slug naming both files', async () => {
    const problems = await problemsWith({ 'projects/zz.yaml': project('slug: edge-search\n') });
    expect(problems).toHaveLength(1);
    expect(problems[0]?.source).toMatch(/content\/projects\/(zz|edge-search)\.yaml/);
    expect(problems[0]?.field).toBe('slug');
    expect(problems[0]?.message).toMatch(/duplicate project slug "edge-search": content\/projects\/edge-search\.yaml/);
  });

  it('reports every problem at once, across files and collections', async () => {
    const problems = await problemsWith({
      'projects/zz.yaml': project('links:\n  demo: not a url\n'),
      'articles/bad.md': '---\ntitle: T\nexcerpt: E\npublishedAt: yesterday\n---\nText\n',
      'profile.yaml': 'name: N\n',
    });
    const where = problems.map((p) => `${p.source} ${p.field}`);
    expect(where).toEqual(
      expect.arrayContaining([
        'content/projects/zz.yaml links.demo',
        'content/articles/bad.md publishedAt',
        'content/profile.yaml jobTitle',
      ]),
    );
  });

  it('rejects unknown fields instead of dropping them', async () => {
    const problems = await problemsWith({ 'projects/zz.yaml': project('stack: [a]\nstak: [b]\n') });
    expect(problems).toEqual([
      { source: 'content/projects/zz.yaml', field: 'stak', message: 'unknown key; did you mean `stack`?' },
    ]);
  });

  it('rejects a slug that is not kebab-case', async () => {
    const problems = await problemsWith({ 'projects/Bad_Name.yaml': project('') });
    expect(problems).toEqual([
      { source: 'content/projects/Bad_Name.yaml', field: '(file name)', message: expect.stringMatching(/kebab-case/) },
    ]);
  });

  it('reports unparsable YAML with its line', async () => {
    const problems = await problemsWith({ 'projects/zz.yaml': 'title: [unclosed\n' }, { lines: true });
    expect(problems).toEqual([
      {
        source: 'content/projects/zz.yaml',
        line: 2,
        field: '(file)',
        message: expect.stringMatching(/cannot be parsed/),
      },
    ]);
  });

  it('reports a file type the folder does not take', async () => {
    const problems = await problemsWith({ 'projects/notes.txt': 'hello' });
    expect(problems).toEqual([
      {
        source: 'content/projects/notes.txt',
        field: '(file name)',
        message: expect.stringMatching(/unsupported file type/),
      },
    ]);
  });

  it('reports a markdown article without front matter', async () => {
    const problems = await problemsWith({ 'articles/plain.md': '# Just text\n' });
    expect(problems).toEqual([
      { source: 'content/articles/plain.md', field: '(front matter)', message: expect.stringMatching(/front matter/) },
    ]);
  });

  it('reports a missing profile', async () => {
    const problems = await problemsWith({ 'profile.yaml': null });
    expect(problems).toEqual([{ source: 'profile', field: '(root)', message: expect.stringMatching(/no profile/) }]);
  });

  it('reports a date that is not one, showing what was found', async () => {
    const problems = await problemsWith({
      'articles/bad-date.md': '---\ntitle: T\nexcerpt: E\npublishedAt: next week\n---\nText\n',
    });
    expect(problems).toEqual([
      {
        source: 'content/articles/bad-date.md',
        field: 'publishedAt',
        message: 'must be a date (2026-03-01) or an RFC 3339 date-time (2026-03-01T09:30:00Z), found "next week"',
      },
    ]);
  });

  it('reports an invalid email address and link, showing what was found', async () => {
    const profile = readFileSync('content/profile.yaml', 'utf8')
      .replace('rina@example.com', 'rina(at)example.com')
      .replace('https://example.com', 'example.com');
    const problems = await problemsWith({ 'profile.yaml': profile });
    expect(problems).toEqual([
      {
        source: 'content/profile.yaml',
        field: 'links.email',
        message: 'Invalid email address, found "rina(at)example.com"',
      },
      {
        source: 'content/profile.yaml',
        field: 'links.site',
        message: 'must be an absolute http:// or https:// URL, found "example.com"',
      },
    ]);
  });

  it('reports an expandable section of an unknown type, listing the known ones', async () => {
    const problems = await problemsWith({
      'projects/zz.yaml': project('expandableSections:\n  - type: gallery\n    id: shots\n    title: Shots\n'),
    });
    expect(problems).toEqual([
      {
        source: 'content/projects/zz.yaml',
        field: 'expandableSections[0].type',
        message: `Invalid discriminator value. Expected 'qa' | 'costs' | 'architecture' | 'timeline' | 'text', found "gallery"`,
      },
    ]);
  });

  it('reports a section missing a field its type needs, and a duplicate section id', async () => {
    const sections =
      'expandableSections:\n  - type: qa\n    id: faq\n    title: FAQ\n    items:\n      - question: Why?\n  - type: text\n    id: faq\n    title: More\n    body: Text\n';
    const problems = await problemsWith({ 'projects/zz.yaml': project(sections) });
    expect(problems).toEqual([
      { source: 'content/projects/zz.yaml', field: 'expandableSections[0].items[0].answer', message: 'is missing' },
    ]);
    const fixed = sections.replace('      - question: Why?\n', '      - question: Why?\n        answer: Because.\n');
    expect(await problemsWith({ 'projects/zz.yaml': project(fixed) })).toEqual([
      {
        source: 'content/projects/zz.yaml',
        field: 'expandableSections[1].id',
        message: 'duplicate section id "faq"; ids must be unique within a project',
      },
    ]);
  });

  it('treats text of only spaces as empty', async () => {
    const problems = await problemsWith({ 'projects/zz.yaml': project('').replace('title: T', 'title: "   "') });
    expect(problems).toEqual([
      { source: 'content/projects/zz.yaml', field: 'title', message: 'must not be empty, found ""' },
    ]);
  });

  it('reports a rich-text article linking to an entry it does not carry', async () => {
    const body = {
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'paragraph',
          data: {},
          content: [
            {
              nodeType: 'entry-hyperlink',
              data: { target: { sys: { type: 'Link', linkType: 'Entry', id: 'abc123' } } },
              content: [{ nodeType: 'text', value: 'x', marks: [], data: {} }],
            },
          ],
        },
      ],
    };
    const problems = await problemsWith({
      'articles/linked.json': JSON.stringify({ title: 'T', excerpt: 'E', publishedAt: '2026-01-01', body }),
    });
    expect(problems).toEqual([
      {
        source: 'content/articles/linked.json',
        field: 'body',
        message:
          'links to entry "abc123" (entry-hyperlink), which does not exist or is not published; publish it or remove the link',
      },
    ]);
  });

  it('reports markdown that rich text cannot hold, naming the body', async () => {
    const problems = await problemsWith({
      'articles/html.md': '---\ntitle: T\nexcerpt: E\npublishedAt: "2026-01-01"\n---\n<div>raw</div>\n',
    });
    expect(problems).toEqual([
      { source: 'content/articles/html.md', field: 'body', message: expect.stringMatching(/html/i) },
    ]);
  });
});
