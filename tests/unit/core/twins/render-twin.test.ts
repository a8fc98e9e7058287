import { expect, it } from 'vitest';
import { collectionNamed, listCollectionNamed } from '../../../../src/core/collections/documents.ts';
import { markdownBlocks } from '../../../../src/core/twins/mdast.ts';
import { renderTwin } from '../../../../src/core/twins/render.ts';
import { fixtureDocuments as documents, BASE_URL as BASE } from '../../../support/sample-portfolio.ts';

const projects = listCollectionNamed('projects');

it('a markdown twin is the same bytes for the same document, and changes when the document does', () => {
  const project = documents.projects[0]!;
  const twin = renderTwin(projects, project, BASE);
  expect(renderTwin(projects, structuredClone(project), BASE)).toBe(twin);
  expect(renderTwin(projects, { ...project, tagline: 'Another tagline' }, BASE)).not.toBe(twin);
});

it('a markdown twin escapes text that would otherwise read as markdown', () => {
  const twin = renderTwin(projects, { ...documents.projects[0]!, tagline: '*not emphasis* and [not a link]' }, BASE);
  expect(twin).toContain('\\*not emphasis\\* and \\[not a link]');
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

it("the twin of an article keeps a body that starts with a list apart from the header's list of facts", () => {
  const article = { ...documents.articles[0]!, bodyMarkdown: '- first point\n- second point\n' };
  const twin = renderTwin(listCollectionNamed('articles'), article, BASE);
  const lists = markdownBlocks(twin).filter((block) => block.type === 'list') as { children: unknown[] }[];
  expect(lists.map((list) => list.children.length)).toEqual([5, 2]);
});

it('the twin of an article is its header, then the body exactly as the API serves it', () => {
  const article = documents.articles[0]!;
  const twin = renderTwin(listCollectionNamed('articles'), article, BASE);
  expect(twin.startsWith(`# ${article.title}\n`)).toBe(true);
  expect(twin.endsWith(`\n${article.bodyMarkdown}`)).toBe(true);
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
