import { expect, it } from 'vitest';
import { contentfulImageUrl, markdownArticleBody, sitePathUrl } from '../../../../src/core/content/article-body.ts';
import { resolvedAsset } from '../richtext/helpers.ts';

const BASE = 'https://portfolio.example';

it('links to a path on the site, and only those, are absolute in the API markdown of a body, as the page links them', () => {
  const markdown = 'See the [project page](/projects/edge-search) and [its costs](/projects/edge-search#costs).\n';
  const body = markdownArticleBody(markdown, 'content/articles/x.md', BASE);
  expect(body.problems).toEqual([]);
  expect(body.markdown).toContain(`[project page](${BASE}/projects/edge-search)`);
  expect(body.markdown).toContain(`[its costs](${BASE}/projects/edge-search#costs)`);
  // Another host, a scheme, a fragment or a relative path is kept as written.
  for (const uri of ['https://elsewhere.example/x', 'mailto:a@b.example', '#top', '../x', '//elsewhere.example/x'])
    expect(sitePathUrl(uri, BASE)).toBe(uri);
  expect(sitePathUrl('/articles/a', BASE)).toBe(`${BASE}/articles/a`);
});

const asset = (url: string, contentType: string) => resolvedAsset('a', { file: { url, contentType } });

it('images Contentful hosts are asked for through its image API, at most 1600 pixels wide, as WebP', () => {
  expect(contentfulImageUrl(asset('//images.ctfassets.net/space/id/token/diagram.png', 'image/png'))).toBe(
    'https://images.ctfassets.net/space/id/token/diagram.png?w=1600&fm=webp&q=82',
  );
});

it.each([
  ['an SVG', asset('//images.ctfassets.net/s/i/t/d.svg', 'image/svg+xml')],
  ['another host', asset('https://example.org/d.png', 'image/png')],
  ['a file that is not an image', asset('//assets.ctfassets.net/s/i/t/d.pdf', 'application/pdf')],
  ['a URL that already has parameters', asset('//images.ctfassets.net/s/i/t/d.png?w=10', 'image/png')],
])('an image URL is left as it is for %s', (_what, reference) => {
  expect(contentfulImageUrl(reference)).toBeUndefined();
});
