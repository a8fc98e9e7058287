import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import {
  block,
  doc,
  find,
  inline,
  link,
  md,
  p,
  parseMarkdown,
  render,
  resolvedAsset,
  resolvedEntry,
  resourceLink,
  sysLink,
  text,
} from './helpers.ts';

const entryUrl = (entry: { sys: { id?: string }; fields?: Record<string, unknown> }): string | undefined =>
  typeof entry.fields?.['slug'] === 'string' ? `/articles/${entry.fields['slug']}` : undefined;

describe('hyperlink', () => {
  it('renders a link to data.uri', () => {
    expect(md(p(text('Read '), link('https://example.com/a', text('this')), text('.')))).toBe(
      'Read [this](https://example.com/a).\n',
    );
  });

  it('writes a link whose text is its URL as an autolink', () => {
    expect(md(p(link('https://example.com', text('https://example.com'))))).toBe('<https://example.com>\n');
  });

  it('keeps a URL with spaces and parentheses intact', () => {
    const url = 'https://example.com/a b_(c)';
    expect(find(parseMarkdown(md(p(link(url, text('x'))))), 'link')).toMatchObject({ url });
  });

  it('flattens a link nested in a link to its text', () => {
    const markdown = md(p(link('https://outer.example', text('a '), link('https://inner.example', text('b')))));
    expect(markdown).toBe('[a b](https://outer.example)\n');
  });
});

describe('entry-hyperlink', () => {
  it('links to the URL the resolver gives for a resolved entry', () => {
    const target = resolvedEntry('e1', { title: 'Post', slug: 'post' });
    const { markdown, warnings } = render(doc(p(inline(INLINES.ENTRY_HYPERLINK, [text('the post')], { target }))), {
      resolveEntryUrl: entryUrl,
    });
    expect(markdown).toBe('[the post](/articles/post)\n');
    expect(warnings).toEqual([]);
  });

  it('keeps the link text, unlinked, for an unresolved link and reports it', () => {
    const target = sysLink('Entry', 'missing');
    const { markdown, warnings } = render(
      doc(p(text('See '), inline(INLINES.ENTRY_HYPERLINK, [text('that', 'italic')], { target }), text('.'))),
    );
    expect(markdown).toBe('See *that*.\n');
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'unresolved-reference', nodeType: INLINES.ENTRY_HYPERLINK, id: 'missing' }),
    ]);
  });

  it('passes bare links to the resolver too, so callers can resolve by id', () => {
    const target = sysLink('Entry', 'abc');
    const { markdown } = render(doc(p(inline(INLINES.ENTRY_HYPERLINK, [text('x')], { target }))), {
      resolveEntryUrl: (entry) => `/by-id/${entry.sys.id}`,
    });
    expect(markdown).toBe('[x](/by-id/abc)\n');
  });

  it('uses the entry title when the link has no text', () => {
    const target = resolvedEntry('e1', { title: 'Post', slug: 'post' });
    expect(
      render(doc(p(inline(INLINES.ENTRY_HYPERLINK, [], { target }))), { resolveEntryUrl: entryUrl }).markdown,
    ).toBe('[Post](/articles/post)\n');
  });

  it('does not crash on a node without data', () => {
    expect(render(doc(p({ nodeType: INLINES.ENTRY_HYPERLINK, content: [text('t')] } as never))).markdown).toBe('t\n');
  });
});

describe('asset-hyperlink', () => {
  it('links to the file of a resolved asset, making protocol-relative URLs https', () => {
    const target = resolvedAsset('a1', {
      title: 'Spec',
      file: { url: '//assets.ctfassets.net/s/a1/spec.pdf', contentType: 'application/pdf' },
    });
    expect(md(p(inline(INLINES.ASSET_HYPERLINK, [text('the spec')], { target })))).toBe(
      '[the spec](https://assets.ctfassets.net/s/a1/spec.pdf)\n',
    );
  });

  it('keeps the link text of an unresolved asset and reports it', () => {
    const { markdown, warnings } = render(
      doc(p(inline(INLINES.ASSET_HYPERLINK, [text('file')], { target: sysLink('Asset', 'a9') }))),
    );
    expect(markdown).toBe('file\n');
    expect(warnings).toEqual([expect.objectContaining({ code: 'unresolved-reference', id: 'a9' })]);
  });

  it('lets resolveAssetUrl place an unresolved asset', () => {
    const { markdown } = render(
      doc(p(inline(INLINES.ASSET_HYPERLINK, [text('file')], { target: sysLink('Asset', 'a9') }))),
      {
        resolveAssetUrl: (asset) => `/files/${asset.sys.id}`,
      },
    );
    expect(markdown).toBe('[file](/files/a9)\n');
  });
});

describe('resource-hyperlink', () => {
  const target = resourceLink('crn:contentful:::content:spaces/s1/entries/e1');

  it('keeps its text, another space having no page here, and reports it by URN', () => {
    const { markdown, warnings } = render(doc(p(inline(INLINES.RESOURCE_HYPERLINK, [text('elsewhere')], { target }))));
    expect(markdown).toBe('elsewhere\n');
    expect(warnings).toEqual([expect.objectContaining({ id: target.sys.urn })]);
  });
});

describe('embedded-entry-inline', () => {
  it('renders a resolved entry as a link labelled with its title', () => {
    const target = resolvedEntry('e1', { title: 'Post', slug: 'post' });
    expect(
      render(doc(p(text('See '), inline(INLINES.EMBEDDED_ENTRY, [], { target }))), { resolveEntryUrl: entryUrl })
        .markdown,
    ).toBe('See [Post](/articles/post)\n');
  });

  it('renders the title as text when the entry has no URL', () => {
    const target = resolvedEntry('e1', { name: 'Widget' });
    const { markdown, warnings } = render(doc(p(text('A '), inline(INLINES.EMBEDDED_ENTRY, [], { target }))));
    expect(markdown).toBe('A Widget\n');
    expect(warnings).toHaveLength(1);
  });

  it('leaves out an unresolved entry without crashing, reporting it', () => {
    const { markdown, warnings } = render(
      doc(p(text('A '), inline(INLINES.EMBEDDED_ENTRY, [], { target: sysLink('Entry', 'x') }), text(' B'))),
    );
    expect(markdown).toBe('A  B\n');
    expect(warnings).toEqual([expect.objectContaining({ code: 'unresolved-reference', id: 'x' })]);
  });
});

describe('embedded-entry-block', () => {
  it('renders a resolved entry as a paragraph with a link', () => {
    const target = resolvedEntry('e1', { title: 'Post', slug: 'post' });
    expect(render(doc(block(BLOCKS.EMBEDDED_ENTRY, [], { target })), { resolveEntryUrl: entryUrl }).markdown).toBe(
      '[Post](/articles/post)\n',
    );
  });

  it('uses the URL as label when the entry has no title', () => {
    const { markdown } = render(doc(block(BLOCKS.EMBEDDED_ENTRY, [], { target: sysLink('Entry', 'e2') })), {
      resolveEntryUrl: () => 'https://x.example/e2',
    });
    expect(markdown).toBe('<https://x.example/e2>\n');
  });

  it('leaves out an unresolved entry and reports it', () => {
    const { markdown, warnings } = render(
      doc(p(text('a')), block(BLOCKS.EMBEDDED_ENTRY, [], { target: sysLink('Entry', 'gone') }), p(text('b'))),
    );
    expect(markdown).toBe('a\n\nb\n');
    expect(warnings).toEqual([expect.objectContaining({ nodeType: BLOCKS.EMBEDDED_ENTRY, id: 'gone' })]);
  });
});

describe('embedded-asset-block', () => {
  const image = resolvedAsset('img1', {
    title: 'Diagram',
    description: 'Boxes and arrows',
    file: { url: '//images.ctfassets.net/s/img1/diagram.png', contentType: 'image/png' },
  });

  it('renders an image with the title as alt text and an https URL', () => {
    expect(md(block(BLOCKS.EMBEDDED_ASSET, [], { target: image }))).toBe(
      '![Diagram](https://images.ctfassets.net/s/img1/diagram.png)\n',
    );
  });

  it('falls back to the description when there is no title', () => {
    const target = resolvedAsset('i', {
      description: 'Only a description',
      file: { url: 'https://x.example/i.jpg', contentType: 'image/jpeg' },
    });
    expect(md(block(BLOCKS.EMBEDDED_ASSET, [], { target }))).toBe('![Only a description](https://x.example/i.jpg)\n');
  });

  it('escapes markdown characters in the alt text', () => {
    const target = resolvedAsset('i', { title: 'a [b] *c*', file: { url: 'https://x.example/i.png' } });
    expect(find(parseMarkdown(md(block(BLOCKS.EMBEDDED_ASSET, [], { target }))), 'image')).toMatchObject({
      alt: 'a [b] *c*',
    });
  });

  it('lets resolveAssetUrl rewrite the URL', () => {
    const { markdown } = render(doc(block(BLOCKS.EMBEDDED_ASSET, [], { target: image })), {
      resolveAssetUrl: (asset) => `/img/${asset.sys.id}.png`,
    });
    expect(markdown).toBe('![Diagram](/img/img1.png)\n');
  });

  it('renders a file that is not an image as a link', () => {
    const target = resolvedAsset('d', {
      title: 'Report',
      file: { url: '//assets.ctfassets.net/d/report.pdf', contentType: 'application/pdf' },
    });
    expect(md(block(BLOCKS.EMBEDDED_ASSET, [], { target }))).toBe(
      '[Report](https://assets.ctfassets.net/d/report.pdf)\n',
    );
  });

  it('leaves out an unresolved asset and reports it', () => {
    const { markdown, warnings } = render(doc(block(BLOCKS.EMBEDDED_ASSET, [], { target: sysLink('Asset', 'nope') })));
    expect(markdown).toBe('');
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'unresolved-reference', nodeType: BLOCKS.EMBEDDED_ASSET, id: 'nope' }),
    ]);
  });
});

describe('embedded-resource-block and embedded-resource-inline', () => {
  const target = resourceLink('crn:contentful:::content:spaces/s1/entries/e1');

  it('leaves out an unresolvable resource and reports it', () => {
    const { markdown, warnings } = render(
      doc(
        block(BLOCKS.EMBEDDED_RESOURCE, [], { target }),
        p(text('x'), inline(INLINES.EMBEDDED_RESOURCE, [], { target })),
      ),
    );
    expect(markdown).toBe('x\n');
    expect(warnings).toHaveLength(2);
  });
});
