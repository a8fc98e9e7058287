import { describe, expect, it } from 'vitest';
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
    expect(outline.slice(from, from + 8)).toEqual([`### ${project.title}`, '#### The problem', '##### Where it hurt', '###### Detail', '#### Questions', '##### Because', '#### Notes', '##### Later']);
  });

  it("nests an article body's headings under the article's title", () => {
    const article = { ...fixtureDocuments.articles[0]!, bodyMarkdown: 'Intro.\n\n## Step one\n\nText.\n\n### Detail\n\nMore.\n' };
    const text = llmsFullTxt({ ...fixtureDocuments, articles: [article] }, 'https://portfolio.example');
    const outline = headings(text);
    const from = outline.indexOf(`### ${article.title}`);
    expect(outline.slice(from)).toEqual([`### ${article.title}`, '#### Step one', '##### Detail']);
  });
});
