import { describe, expect, it } from 'vitest';
import { closest, issueWords, yamlProblems } from '../../../../src/core/content/plain-words.ts';
import { findPlaceholders, isPlaceholder } from '../../../../src/core/content/placeholders.ts';
import { ProjectContent } from '../../../../src/core/schemas/content.ts';

const project = { title: 'T', tagline: 'Tag', problem: 'P', status: 'Live', updatedAt: '2026-01-01' };
/** Each issue of `data` against the project schema, in words. */
const words = (data: Record<string, unknown>) =>
  ProjectContent.safeParse(data, { reportInput: true }).error!.issues.map((issue) => issueWords(issue, ProjectContent));

describe('schema issues in plain words', () => {
  it('says a missing field is missing', () => {
    expect(words({ ...project, tagline: undefined })).toEqual([[[['tagline'], 'is missing']]]);
  });

  it('says a number or true/false where text belongs should be quoted', () => {
    expect(words({ ...project, metrics: [{ label: 'Users', value: 1240 }], status: true })).toEqual([
      [[['status'], 'should be text, found true; put it in quotes: "true"']],
      [[['metrics', 0, 'value'], 'should be text, found 1240; put it in quotes: "1240"']],
    ]);
  });

  it('names what was found instead of a list or a group of fields', () => {
    expect(words({ ...project, stack: 'TypeScript', links: [] })).toEqual([
      [[['stack'], 'should be a list, found text; write one "- item" line per item']],
      [[['links'], 'should be a group of fields, found a list']],
    ]);
  });

  it('names an unknown key at its own path, with the closest known key when one is close', () => {
    expect(words({ ...project, tagine: 'x', twitter: '@me' })).toEqual([
      [
        [['tagine'], 'unknown key; did you mean `tagline`?'],
        [['twitter'], 'unknown key; remove it or check its spelling (docs/content.md lists the fields)'],
      ],
    ]);
    // Inside a list of a union (the sections), the keys of its options are known.
    expect(
      words({ ...project, expandableSections: [{ type: 'text', id: 'a', title: 'A', body: 'B', bdy: 'x' }] }),
    ).toEqual([[[['expandableSections', 0, 'bdy'], 'unknown key; did you mean `body`?']]]);
  });

  it('keeps a message of the schema’s own', () => {
    expect(words({ ...project, order: 'first' })).toEqual([undefined]);
  });

  it('suggests only a near key', () => {
    expect(closest('stak', ['stack', 'status'])).toBe('stack');
    expect(closest('colour', ['color', 'order'])).toBe('color');
    expect(closest('twitter', ['title', 'tagline'])).toBeUndefined();
  });
});

describe('YAML faults in plain words', () => {
  it('tells an unquoted colon in a value to be quoted', () => {
    expect(
      yamlProblems(
        [{ code: 'BLOCK_AS_IMPLICIT_KEY', message: 'Nested mappings are not allowed in compact mappings', line: 1 }],
        ['title: Tern: search at the edge'],
      ),
    ).toEqual([
      {
        line: 1,
        field: 'title',
        message:
          'cannot be parsed: the value holds ": ", which YAML reads as the start of another key; put the value in quotes: title: "Tern: search at the edge"',
      },
    ]);
  });

  it('reports a misindented line once, without the faults it causes on the lines after it', () => {
    const lines = ['links:', '  email: a@b.example', ' linkedin: x', '  github: y'];
    const faults = [
      { code: 'BAD_INDENT', message: 'All mapping items must start at the same column', line: 3 },
      { code: 'BLOCK_AS_IMPLICIT_KEY', message: 'Nested mappings are not allowed in compact mappings', line: 3 },
      { code: 'MULTILINE_IMPLICIT_KEY', message: 'Implicit keys need to be on a single line', line: 4 },
    ];
    expect(yamlProblems(faults, lines)).toEqual([
      {
        line: 3,
        field: 'linkedin',
        message: expect.stringMatching(
          /^cannot be parsed: this line is indented differently from the keys of its group/,
        ),
      },
    ]);
  });

  it('keeps the library’s words for a fault it has no better ones for', () => {
    expect(yamlProblems([{ code: 'MISSING_CHAR', message: 'Missing closing "quote' }], [])).toEqual([
      { field: '(file)', message: 'cannot be parsed: Missing closing "quote' },
    ]);
  });
});

describe('placeholders', () => {
  it.each([
    ...['TODO', ' TODO: write it', 'you@example.com', 'https://example.com/', 'https://www.example.org/x'],
    'http://example.net',
  ])('include %j, a TODO or an address on a domain reserved for examples', (text) => {
    expect(isPlaceholder(text)).toBe(true);
  });

  it.each([
    'Todoist integration',
    'TODOS',
    'me@example.community',
    'https://notexample.com/',
    'https://example.com.evil.dev/',
  ])('leave out %j', (text) => {
    expect(isPlaceholder(text)).toBe(false);
  });

  it('are found in fields at their lines, and at the start of a markdown body', () => {
    const found = findPlaceholders({
      problems: [],
      entries: {
        profile: [
          {
            source: 'content/profile.yaml',
            data: { name: 'TODO', links: { site: 'https://example.com/' } },
            lineOf: (path) => path.length + 1,
          },
        ],
        articles: [
          {
            source: 'content/articles/a.md',
            data: { title: 'A' },
            body: { format: 'markdown', markdown: '\nTODO: write it\n', firstLine: 5 },
          },
        ],
      },
    });
    expect(found).toEqual([
      { source: 'content/profile.yaml', line: 2, field: 'name', message: '"TODO" is a placeholder' },
      {
        source: 'content/profile.yaml',
        line: 3,
        field: 'links.site',
        message: '"https://example.com/" is a placeholder',
      },
      { source: 'content/articles/a.md', line: 6, field: 'body', message: 'starts with TODO: it is a placeholder' },
    ]);
  });
});
