import type { Link, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { expect, it } from 'vitest';
import { listCollectionNamed } from '../../../../src/core/collections/documents.ts';
import { placesOf } from '../../../../src/core/collections/paths.ts';
import { headerOfArticleTwin, renderTwin } from '../../../../src/core/twins/render.ts';
import { llmsFullTxt, llmsTxt } from '../../../../src/site/feeds/llms-txt.ts';
import { BASE_URL, fixtureDocuments } from '../../../support/sample-portfolio.ts';

const articles = listCollectionNamed('articles');

it.each([
  [1, '1 project with full case study and 1 article'],
  [2, '2 projects with full case studies and 2 articles'],
])('llms.txt counts %i of each in words', (count, words) => {
  const { projects, articles } = fixtureDocuments;
  const some = { ...fixtureDocuments, projects: projects.slice(0, count), articles: articles.slice(0, count) };
  expect(llmsTxt(some, new URL(BASE_URL))).toContain(`: ${words}.`);
});

it.each([
  ['Half-open intervals [0, n) in practice', 'Why [a, b) beats [a, b]'],
  ['Evil ](http://x.example) *bold*', 'See [here](http://y.example), <http://z.example> and `code` _too_'],
  ['[Not a link]', '](http://x.example "t") \\ **loud** # not a heading'],
])('llms.txt writes %j as text, as a title and as the name, and links the article by its twin', (title, excerpt) => {
  const [article] = fixtureDocuments.articles;
  const documents = { ...fixtureDocuments, articles: [{ ...article!, title, excerpt }] };
  const { twin, api } = placesOf(articles, article!.slug);
  const text = llmsTxt({ ...documents, profile: { ...documents.profile, name: title } }, new URL(BASE_URL));
  const line = text.split('\n').find((each) => each.endsWith(`JSON: ${BASE_URL}${api}`));
  // Read as CommonMark reads it: one link, to the twin, whose text is the title; nothing in the excerpt is a link.
  const links: Link[] = [];
  visit(unified().use(remarkParse).parse(line) as Root, 'link', (link) => void links.push(link));
  expect(links).toMatchObject([{ url: `${BASE_URL}${twin}`, children: [{ type: 'text', value: title }] }]);
  expect(unified().use(remarkParse).parse(text).children[0]).toMatchObject({ children: [{ value: title }] });
});

// The fixture's case studies have headings of their own (render-twin.test.ts checks how a twin nests them).
it('llms-full.txt writes each project and article as its twin does: the twin two heading levels down, an article body under its title', () => {
  const text = llmsFullTxt(fixtureDocuments, BASE_URL);
  const down = (markdown: string, levels: number) =>
    markdown
      .trimEnd()
      .replace(/^(#{1,6}) /gm, (_all, marks: string) => `${'#'.repeat(Math.min(6, marks.length + levels))} `);
  for (const project of fixtureDocuments.projects)
    expect(text).toContain(down(renderTwin(listCollectionNamed('projects'), project, BASE_URL), 2));
  for (const article of fixtureDocuments.articles) {
    const twin = renderTwin(articles, article, BASE_URL);
    const header = twin.slice(0, twin.length - article.bodyMarkdown.length);
    // The fixture's bodies start with a # heading, which goes below the article's ### title.
    expect(article.bodyMarkdown).toMatch(/^# /);
    expect(text).toContain(`${down(header, 2)}\n\n${down(article.bodyMarkdown, 3)}`);
  }
  expect(fixtureDocuments.projects.length + fixtureDocuments.articles.length).toBeGreaterThan(2);
});

it("llms-full.txt refuses a twin that is not the article's (its body is not at its end)", () => {
  const [article, other] = fixtureDocuments.articles;
  const twinOfOther = renderTwin(articles, { ...other!, bodyMarkdown: 'Another body.\n' }, BASE_URL);
  expect(() => headerOfArticleTwin(twinOfOther, article!)).toThrow(
    `"${article!.slug}" does not end with its bodyMarkdown`,
  );
  const own = renderTwin(articles, article!, BASE_URL);
  expect(`${headerOfArticleTwin(own, article!)}\n${article!.bodyMarkdown}`).toBe(own);
});
