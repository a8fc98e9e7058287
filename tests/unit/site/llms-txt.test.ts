import { describe, expect, it } from 'vitest';
import { listCollectionNamed } from '../../../src/core/collections/documents.ts';
import { renderTwin } from '../../../src/core/twins/render.ts';
import { llmsFullTxt } from '../../../src/site/feeds/llms-txt.ts';
import { fixtureDocuments } from '../mcp/fixture.ts';

const headings = (markdown: string) => markdown.split('\n').filter((line) => /^#{1,6} /.test(line));

describe('llms-full.txt', () => {
  it("nests the headings of a case study's markdown fields under the heading each sits under", () => {
    const project = {
      ...fixtureDocuments.projects[0]!,
      metrics: [],
      learned: [],
      links: {},
      problemFull: '## Where it hurt\n\nText.\n\n### Detail\n\nMore.',
      expandableSections: [
        { type: 'qa' as const, id: 'qa', title: 'Questions', items: [{ question: 'Why?', answer: '# Because\n\nIt was slow.' }] },
        { type: 'text' as const, id: 'notes', title: 'Notes', body: '## Later\n\nText.' },
      ],
    };
    const text = llmsFullTxt({ ...fixtureDocuments, projects: [project] }, 'https://portfolio.example');
    const outline = headings(text);
    const from = outline.indexOf(`### ${project.title}`);
    expect(outline.slice(from, from + 9)).toEqual([`### ${project.title}`, '#### Problem', '##### Where it hurt', '###### Detail', '#### Questions', '##### Why?', '###### Because', '#### Notes', '##### Later']);
  });

  it('writes each project and article as its twin does, only its headings two levels down', () => {
    const projects = listCollectionNamed('projects');
    const articles = listCollectionNamed('articles');
    const text = llmsFullTxt(fixtureDocuments, 'https://portfolio.example');
    const twins = [
      ...fixtureDocuments.projects.map((p) => renderTwin(projects, p, 'https://portfolio.example')),
      ...fixtureDocuments.articles.map((a) => renderTwin(articles, a, 'https://portfolio.example')),
    ];
    expect(twins.length).toBeGreaterThan(2);
    for (const twin of twins) expect(text).toContain(twin.trimEnd().replace(/^(#{1,4}) /gm, '##$1 '));
  });

  it("nests an article body's headings under the article's title", () => {
    const article = { ...fixtureDocuments.articles[0]!, bodyMarkdown: 'Intro.\n\n## Step one\n\nText.\n\n### Detail\n\nMore.\n' };
    const text = llmsFullTxt({ ...fixtureDocuments, articles: [article] }, 'https://portfolio.example');
    const outline = headings(text);
    const from = outline.indexOf(`### ${article.title}`);
    expect(outline.slice(from)).toEqual([`### ${article.title}`, '#### Step one', '##### Detail']);
  });
});
