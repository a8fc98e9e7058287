import { expect, it } from 'vitest';
import { markdownArticleBody, sitePathUrl } from '../../../../src/core/content/article-body.ts';

const BASE = 'https://portfolio.example';

it('links to a path on the site are absolute in the API markdown of a body, as the page links them', async () => {
  const body = await markdownArticleBody(
    'See the [project page](/projects/edge-search) and [its costs](/projects/edge-search#costs).\n',
    'content/articles/x.md',
    BASE,
  );
  expect(body.problems).toEqual([]);
  expect(body.markdown).toContain(`[project page](${BASE}/projects/edge-search)`);
  expect(body.markdown).toContain(`[its costs](${BASE}/projects/edge-search#costs)`);
});

it('links to a path on the site are the only links changed: another host, a scheme, a fragment or a relative path is kept as written', () => {
  for (const uri of ['https://elsewhere.example/x', 'mailto:a@b.example', '#top', '../x', '//elsewhere.example/x'])
    expect(sitePathUrl(uri, BASE)).toBe(uri);
  expect(sitePathUrl('/articles/a', BASE)).toBe(`${BASE}/articles/a`);
});
