import { expect, it } from 'vitest';
import { collectionNamed, listCollectionNamed } from '../../../../src/core/collections/documents.ts';
import { markdownBlocks, nestedMarkdown } from '../../../../src/core/twins/mdast.ts';
import { renderTwin } from '../../../../src/core/twins/render.ts';
import { fixtureDocuments as documents, BASE_URL as BASE } from '../../../support/sample-portfolio.ts';

const projects = listCollectionNamed('projects');

it('a markdown twin is the same bytes for the same document, and changes, escaping text that reads as markdown, when it does', () => {
  const project = documents.projects[0]!;
  const twin = renderTwin(projects, project, BASE);
  expect(renderTwin(projects, structuredClone(project), BASE)).toBe(twin);
  const changed = renderTwin(projects, { ...project, tagline: '*not emphasis* and [not a link]' }, BASE);
  expect(changed).not.toBe(twin);
  expect(changed).toContain('\\*not emphasis\\* and \\[not a link]');
});

it('the twin of the profile links each project by its twin, with absolute URLs', () => {
  const twin = renderTwin(collectionNamed('profile')!, documents.profile, BASE);
  expect(twin.startsWith('# Ada Example\n')).toBe(true);
  expect(twin).toContain(`](${BASE}/projects/edge-cache.md)`);
  expect(twin).toContain(`<${BASE}/api/v1/profile>`);
});

it("the twin of a project nests the headings of its markdown fields under the twin's own", () => {
  const [qa, notes] = documents.projects[0]!.expandableSections;
  const code = {
    ...notes!,
    body: `${(notes as { body: string }).body}\n\n\`\`\`sh\n# a comment, not a heading\n\`\`\``,
  };
  const project = { ...documents.projects[0]!, expandableSections: [qa!, code] };
  const twin = renderTwin(projects, project, BASE);
  const headings = twin.split('\n').filter((line) => /^#{1,6} /.test(line));
  expect(headings).toEqual(
    expect.arrayContaining([
      '## Problem',
      '### Where it hurt',
      '#### Detail',
      '## Questions',
      '### Why?',
      '#### Because',
      '## Notes',
      '### Later',
    ]),
  );
  // A line of code is not a heading, whatever it starts with.
  expect(twin).toContain('```sh\n# a comment, not a heading\n```');
});

it("the twin of an article is its header, then the body exactly as the API serves it, a list starting it kept apart from the header's facts", () => {
  const [first] = documents.articles;
  const article = { ...first!, bodyMarkdown: `- first point\n- second point\n\n${first!.bodyMarkdown}` };
  const twin = renderTwin(listCollectionNamed('articles'), article, BASE);
  expect(twin.startsWith(`# ${article.title}\n`)).toBe(true);
  expect(twin.endsWith(`\n${article.bodyMarkdown}`)).toBe(true);
  const lists = markdownBlocks(twin).filter((block) => block.type === 'list') as { children: unknown[] }[];
  expect(lists.map((list) => list.children.length)).toEqual([5, 2]);
});

it('the twin of an item whose collection writes none lists its fields', () => {
  const talks = {
    ...projects,
    name: 'talks',
    search: { fields: ['title'], title: 'title', excerpt: 'event' },
    idField: 'slug',
    page: '/talks',
  };
  const twin = renderTwin(talks, { slug: 'x', title: 'A talk', event: 'A conference', tags: ['Edge', 'SRE'] }, BASE);
  expect(twin).toBe(
    [
      '# A talk',
      '',
      'A conference',
      '',
      '- **tags**: Edge, SRE',
      `- **Web page**: <${BASE}/talks/x>`,
      `- **JSON**: <${BASE}/api/v1/talks/x>`,
      '',
    ].join('\n'),
  );
});

it('nestedMarkdown moves the headings under the given level and leaves every other character as written, counting positions as JavaScript does', () => {
  const text = [
    'Ünïcödé 😀 first.',
    '',
    '## Start',
    '',
    '* a star list',
    '* __strong__ and https://bare.example',
    '',
    'A hard break  ',
    'next line',
    '',
    '> ### Quoted',
    '',
    '```sh',
    '# a comment',
    '```',
    '',
    '1) item',
  ].join('\n');
  const expected = text.replace('## Start', '#### Start').replace('> ### Quoted', '> ##### Quoted');
  expect(nestedMarkdown(text, 3)).toBe(expected);
});

it('nestedMarkdown leaves text whose headings are already below the level as it is, and keeps them at most 6', () => {
  expect(nestedMarkdown('#### Deep\n\n###### Deepest\n', 3)).toBe('#### Deep\n\n###### Deepest');
  expect(nestedMarkdown('# Top\n\n###### Deepest', 4)).toBe('##### Top\n\n###### Deepest');
});

it('nestedMarkdown writes a setext heading, which has no # to add to, as a # heading', () => {
  expect(nestedMarkdown('Title\n=====\n\nText.', 2)).toBe('### Title\n\nText.');
});
