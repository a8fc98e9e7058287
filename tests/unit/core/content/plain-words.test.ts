import { expect, it } from 'vitest';
import { issueWords, yamlProblems } from '../../../../src/core/content/plain-words.ts';
import { findPlaceholders, isPlaceholder } from '../../../../src/core/content/validate.ts';
import { ProjectContent } from '../../../../src/core/schemas/content.ts';

const project = { title: 'T', tagline: 'Tag', problem: 'P', status: 'Live', updatedAt: '2026-01-01' };
/** Each issue of `data` against the project schema, in words. */
const words = (data: Record<string, unknown>) =>
  ProjectContent.safeParse(data, { reportInput: true }).error!.issues.map((issue) => issueWords(issue, ProjectContent));

// A number, a list for a group, an unknown key (near or far) and the schema's messages: content-faults.test.ts's.
it('a schema issue in plain words says true/false where text belongs should be quoted, and suggests a key of the option of a union the value is in (the sections)', () => {
  expect(words({ ...project, status: true })).toEqual([
    [[['status'], 'should be text, found true; put it in quotes: "true"']],
  ]);
  expect(
    words({ ...project, expandableSections: [{ type: 'text', id: 'a', title: 'A', body: 'B', bdy: 'x' }] }),
  ).toEqual([[[['expandableSections', 0, 'bdy'], 'unknown key; did you mean `body`?']]]);
});

it('a YAML fault in plain words tells an unquoted colon in a value to be quoted', () => {
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

it('a YAML fault in plain words reports a misindented line once, without the faults it causes on the lines after it', () => {
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
      message: expect.stringMatching(/^cannot be parsed: this line is indented differently from the keys of its group/),
    },
  ]);
});

it.each([
  ...['TODO', ' TODO\r\nwrite it', 'you@example.com', 'https://example.com/', 'https://www.example.org/x'],
  'http://example.net',
])('placeholders include %j, a TODO or an address on a domain reserved for examples', (text) => {
  expect(isPlaceholder(text)).toBe(true);
});

it.each([
  'Todoist integration',
  'TODO lists, revisited',
  'me@example.community',
  'https://notexample.com/',
  'https://example.com.evil.dev/',
])('placeholders leave out %j', (text) => {
  expect(isPlaceholder(text)).toBe(false);
});

it('placeholders are found in fields at their lines, and at the start of a markdown body', () => {
  const found = findPlaceholders({
    problems: [],
    entries: {
      profile: [
        {
          source: 'content/profile.yaml',
          data: { name: 'TODO', links: { email: 'you@example.com' } },
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
    { source: 'content/profile.yaml', line: 3, field: 'links.email', message: '"you@example.com" is a placeholder' },
    { source: 'content/articles/a.md', line: 6, field: 'body', message: 'starts with TODO: it is a placeholder' },
  ]);
});
