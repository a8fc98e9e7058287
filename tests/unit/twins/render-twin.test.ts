import { describe, expect, it } from 'vitest';
import { collectionNamed, listCollectionNamed } from '../../../src/core/collections/documents.ts';
import { renderTwin } from '../../../src/core/twins/render.ts';
import { fixtureDocuments } from '../mcp/fixture.ts';

const BASE = 'https://portfolio.example';
const documents = fixtureDocuments;
const projects = listCollectionNamed('projects');

describe('a markdown twin', () => {
  it('is the same bytes for the same document, and changes when the document does', () => {
    const project = documents.projects[0]!;
    const twin = renderTwin(projects, project, BASE);
    expect(renderTwin(projects, structuredClone(project), BASE)).toBe(twin);
    expect(renderTwin(projects, { ...project, tagline: 'Another tagline' }, BASE)).not.toBe(twin);
  });

  it('escapes text that would otherwise read as markdown', () => {
    const twin = renderTwin(projects, { ...documents.projects[0]!, tagline: '*not emphasis* and [not a link]' }, BASE);
    expect(twin).toContain('\\*not emphasis\\* and \\[not a link]');
  });

  it('of the profile links each project by its twin, with absolute URLs', () => {
    const twin = renderTwin(collectionNamed('profile')!, documents.profile, BASE);
    expect(twin.startsWith('# Ada Example\n')).toBe(true);
    expect(twin).toContain(`](${BASE}/projects/edge-cache.md)`);
    expect(twin).toContain(`<${BASE}/api/v1/profile>`);
  });

  it('of an article is its header, then the body exactly as the API serves it', () => {
    const article = documents.articles[0]!;
    const twin = renderTwin(listCollectionNamed('articles'), article, BASE);
    expect(twin.startsWith(`# ${article.title}\n`)).toBe(true);
    expect(twin.endsWith(`\n${article.bodyMarkdown}`)).toBe(true);
  });

  it('of an item whose collection writes none lists its fields', () => {
    const talks = { ...projects, name: 'talks', search: { fields: ['title'], title: 'title', excerpt: 'event' }, idField: 'slug', page: '/talks' };
    const twin = renderTwin(talks, { slug: 'x', title: 'A talk', event: 'A conference', tags: ['Edge', 'SRE'] }, BASE);
    expect(twin).toBe(['# A talk', '', 'A conference', '', '- **tags**: Edge, SRE', `- **Web page**: <${BASE}/talks/x>`, `- **JSON**: <${BASE}/api/v1/talks/x>`, ''].join('\n'));
  });
});
