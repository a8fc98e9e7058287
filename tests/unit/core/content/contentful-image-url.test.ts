import { expect, it } from 'vitest';
import { contentfulImageUrl } from '../../../../src/core/content/article-body.ts';

const asset = (url: string, contentType: string) => ({
  sys: { type: 'Asset', id: 'a' },
  fields: { file: { url, contentType } },
});

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
