import { expect, it } from 'vitest';
import {
  ACCEPT_NAMING_MARKDOWN,
  markdownAnswer,
  markdownRequested,
  PAGES_WITH_TWINS,
} from '../../../../src/core/http/markdown-pages.ts';

const ask = (path: string, accept: string | null, method = 'GET') =>
  markdownRequested(new Request(`https://someone.dev${path}`, { method, headers: accept ? { Accept: accept } : {} }));
const md = (path: string, method?: string) => ask(path, 'text/markdown', method);

it("the markdown edge function runs on the pages with twins only, for an Accept that names markdown, in any case, and none of the browsers' usual ones", () => {
  expect(PAGES_WITH_TWINS).toEqual(['/', '/projects/*', '/articles/*']);
  const match = new RegExp(ACCEPT_NAMING_MARKDOWN);
  for (const accept of ['text/markdown', 'Text/Markdown;q=0.9', 'text/html;q=0.5, text/markdown'])
    expect(match.test(accept), accept).toBe(true);
  const browsers = [
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8,application/signed-exchange;v=b3;q=0.7',
    'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/png,image/svg+xml,*/*;q=0.8',
  ];
  for (const accept of browsers) expect(match.test(accept), accept).toBe(false);
});

it('markdownRequested maps a page to its document, reading a run of slashes as one, as the static server serves the page itself, and leaves every other request to the page', () => {
  expect(md('/')?.row.name).toBe('profile');
  expect(md('/projects/edge-search')).toMatchObject({ row: { name: 'projects' }, id: 'edge-search' });
  expect(md('/articles/a-b/', 'HEAD')).toMatchObject({ row: { name: 'articles' }, id: 'a-b' });
  expect(md('/projects//edge-search')).toMatchObject({ row: { name: 'projects' }, id: 'edge-search' });
  expect(md('//articles///a-b//')).toMatchObject({ row: { name: 'articles' }, id: 'a-b' });
  expect(md('//')?.row.name).toBe('profile');
  expect(ask('/articles/a-b', 'text/html')).toBeUndefined();
  expect(md('/articles/a-b', 'POST')).toBeUndefined();
  expect(md('/articles/a-b.md')).toBeUndefined();
  expect(md('/articles/a/b')).toBeUndefined();
  expect(md('/articles')).toBeUndefined();
  expect(md('/search')).toBeUndefined();
});

it("markdownAnswer is the twin's bytes with its links, Vary: Accept and Content-Location; HEAD without a body", async () => {
  const page = md('/projects/edge-search')!;
  const twin = () => new Response('# Edge search\n', { headers: { ETag: '"x"' } });
  const answer = markdownAnswer(twin(), page, 'https://someone.dev', 'GET');
  expect(await answer.text()).toBe('# Edge search\n');
  expect(Object.fromEntries(answer.headers)).toMatchObject({
    'content-type': 'text/markdown; charset=utf-8',
    'access-control-allow-origin': '*',
    vary: 'Accept',
    etag: '"x"',
    'content-location': 'https://someone.dev/projects/edge-search.md',
    link: '<https://someone.dev/projects/edge-search.md>; rel="alternate"; type="text/markdown", <https://someone.dev/api/v1/projects/edge-search>; rel="alternate"; type="application/json", <https://someone.dev/llms.txt>; rel="describedby"',
  });
  expect(await markdownAnswer(twin(), page, 'https://someone.dev', 'HEAD').text()).toBe('');
});
