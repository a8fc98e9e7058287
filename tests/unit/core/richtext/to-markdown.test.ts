/** Rich text to markdown, node type by node type: the markdown written, and how a GFM reader reads it back. */
import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import {
  block,
  doc,
  find,
  heading,
  inline,
  hr,
  li,
  link,
  md,
  ol,
  p,
  parseMarkdown,
  quote,
  render,
  resolvedAsset,
  resolvedEntry,
  resourceLink,
  sysLink,
  table,
  td,
  text,
  textOf,
  th,
  tr,
  ul,
} from './helpers.ts';

const entryUrl = (entry: { sys: { id?: string }; fields?: Record<string, unknown> }): string | undefined =>
  typeof entry.fields?.['slug'] === 'string' ? `/articles/${entry.fields['slug']}` : undefined;

/** What a document of these blocks is written as. */
type Output = [behaviour: string, blocks: Parameters<typeof md>, markdown: string];

const OUTPUTS: Record<string, Output[]> = {
  document: [
    ['renders an empty document as an empty string', [], ''],
    ['ends the output with exactly one newline', [p(text('Hello'))], 'Hello\n'],
    ['ends a document that ends in a rule with exactly one newline', [p(text('a')), hr()], 'a\n\n---\n'],
    ['separates blocks with one blank line', [p(text('one')), p(text('two'))], 'one\n\ntwo\n'],
    ['gathers text found directly in the document into a paragraph', [text('stray') as never], 'stray\n'],
  ],
  paragraph: [
    ['renders plain text', [p(text('Just words.'))], 'Just words.\n'],
    ['joins consecutive text nodes', [p(text('a'), text('b'), text('c'))], 'abc\n'],
    [
      'drops empty paragraphs, such as the trailing one the editor adds',
      [p(text('a')), p(text('')), p(), p(text('b')), p(text(''))],
      'a\n\nb\n',
    ],
    ['drops line breaks at the start and end of a paragraph', [p(text('\nmiddle\n'))], 'middle\n'],
    ['trims whitespace at the edges of the paragraph', [p(text('  padded  '))], 'padded\n'],
    ['drops spaces around a hard break, which a reader cannot see', [p(text('a  \n  b'))], 'a\\\nb\n'],
  ],
  headings: [
    [
      'renders marks inside a heading',
      [heading(2, text('A '), text('bold', 'bold'), text(' move'))],
      '## A **bold** move\n',
    ],
    ['turns a line break inside a heading into a space', [heading(3, text('two\nlines'))], '### two lines\n'],
  ],
  lists: [
    ['renders an unordered list with dashes', [ul(li(p(text('one'))), li(p(text('two'))))], '- one\n- two\n'],
    [
      'renders an ordered list with incrementing numbers',
      [ol(li(p(text('one'))), li(p(text('two'))), li(p(text('three'))))],
      '1. one\n2. two\n3. three\n',
    ],
    ['renders a list item found outside a list as a one-item list', [li(p(text('lonely')))], '- lonely\n'],
  ],
  'blockquote and hr': [
    ['renders a quote of paragraphs', [quote(p(text('one')), p(text('two')))], '> one\n>\n> two\n'],
    ['renders a thematic break as three dashes', [p(text('above')), hr(), p(text('below'))], 'above\n\n---\n\nbelow\n'],
  ],
  tables: [
    [
      'uses the first row as the header row, whatever its cell type',
      [table(tr(td(p(text('Name'))), td(p(text('Value')))), tr(td(p(text('a'))), td(p(text('1')))))],
      '| Name | Value |\n| ---- | ----- |\n| a    | 1     |\n',
    ],
    ['renders a table row found outside a table as a table of its own', [tr(td(p(text('x'))))], '| x |\n| - |\n'],
    ['renders nothing for a table without rows', [table()], ''],
  ],
  marks: [
    ['renders bold as strong with asterisks', [p(text('bold', 'bold'))], '**bold**\n'],
    ['renders italic as emphasis with one asterisk', [p(text('italic', 'italic'))], '*italic*\n'],
    ['renders code as inline code', [p(text('run '), text('npm test', 'code'))], 'run `npm test`\n'],
    ['does not escape markdown characters inside code', [p(text('*a* _b_ [c]', 'code'))], '`*a* _b_ [c]`\n'],
    ['renders underline as an inline <u> element', [p(text('under', 'underline'))], '<u>under</u>\n'],
    ['renders superscript as an inline <sup> element', [p(text('x'), text('2', 'superscript'))], 'x<sup>2</sup>\n'],
    [
      'renders subscript as an inline <sub> element',
      [p(text('H'), text('2', 'subscript'), text('O'))],
      'H<sub>2</sub>O\n',
    ],
    [
      'puts HTML marks outside markdown ones so the result parses as written',
      [p(text('H'), text('2', 'italic', 'superscript'))],
      'H<sup>*2*</sup>\n',
    ],
    [
      'merges adjacent texts with overlapping marks into well-nested markdown',
      [p(text('bold ', 'bold'), text('both', 'bold', 'italic'), text(' bold', 'bold'))],
      '**bold *both* bold**\n',
    ],
    [
      'never writes empty delimiter runs between texts with the same mark',
      [p(text('one', 'bold'), text('two', 'bold'))],
      '**onetwo**\n',
    ],
  ],
  'whitespace at mark edges': [
    [
      'moves leading and trailing spaces outside bold',
      [p(text('a'), text(' bold ', 'bold'), text('b'))],
      'a **bold** b\n',
    ],
    [
      'moves spaces outside nested marks',
      [p(text('a'), text(' both ', 'bold', 'italic'), text('b'))],
      'a **_both_** b\n',
    ],
    [
      'moves spaces outside strikethrough and italic',
      [p(text('a'), text(' x', 'italic'), text('y '), text(' z ', 'strikethrough'), text('.'))],
      'a *x*y  ~~z~~ .\n',
    ],
    ['drops a mark on whitespace only', [p(text('a'), text(' ', 'bold'), text('b'))], 'a b\n'],
    [
      'keeps spaces inside a mark that continues on both sides',
      [p(text('a ', 'bold'), text('b', 'bold', 'italic'), text(' c', 'bold'))],
      '**a *b* c**\n',
    ],
  ],
  'marks and links': [
    [
      'keeps a mark covering only the link text inside the link',
      [p(text('see '), link('https://a.example', text('docs', 'bold')))],
      'see [**docs**](https://a.example)\n',
    ],
    [
      'hoists a mark shared with the surrounding text outside the link',
      [p(text('see ', 'bold'), link('https://a.example', text('docs', 'bold')), text(' now', 'bold'))],
      '**see [docs](https://a.example) now**\n',
    ],
    [
      'keeps inline code inside a link',
      [p(link('https://a.example', text('fn()', 'code')))],
      '[`fn()`](https://a.example)\n',
    ],
  ],
  'code blocks': [
    [
      'uses the language and meta the markdown importer stored in data',
      [block('paragraph', [text('let x = 1;\n', 'code')], { codeBlock: true, language: 'ts', meta: 'title="a.ts"' })],
      '```ts title="a.ts"\nlet x = 1;\n\n```\n',
    ],
    [
      'renders a single-line block flagged as a code block as a fence, not inline code',
      [block('paragraph', [text('npm test', 'code')], { codeBlock: true, language: 'sh' })],
      '```sh\nnpm test\n```\n',
    ],
    ['keeps a single-line code text without the flag as inline code', [p(text('npm test', 'code'))], '`npm test`\n'],
    [
      'ignores empty texts around the code text when detecting a block',
      [p(text(''), text('a\nb', 'code'), text(''))],
      '```\na\nb\n```\n',
    ],
  ],
  hyperlink: [
    [
      'renders a link to data.uri',
      [p(text('Read '), link('https://example.com/a', text('this')), text('.'))],
      'Read [this](https://example.com/a).\n',
    ],
    [
      'writes a link whose text is its URL as an autolink',
      [p(link('https://example.com', text('https://example.com')))],
      '<https://example.com>\n',
    ],
    [
      'flattens a link nested in a link to its text',
      [p(link('https://outer.example', text('a '), link('https://inner.example', text('b'))))],
      '[a b](https://outer.example)\n',
    ],
  ],
  'embedded-asset-block': [
    [
      'renders an image with the title as alt text and an https URL',
      [
        block(BLOCKS.EMBEDDED_ASSET, [], {
          target: resolvedAsset('img1', {
            title: 'Diagram',
            description: 'Boxes and arrows',
            file: { url: '//images.ctfassets.net/s/img1/diagram.png', contentType: 'image/png' },
          }),
        }),
      ],
      '![Diagram](https://images.ctfassets.net/s/img1/diagram.png)\n',
    ],
    [
      'falls back to the description when there is no title',
      [
        block(BLOCKS.EMBEDDED_ASSET, [], {
          target: resolvedAsset('i', {
            description: 'Only a description',
            file: { url: 'https://x.example/i.jpg', contentType: 'image/jpeg' },
          }),
        }),
      ],
      '![Only a description](https://x.example/i.jpg)\n',
    ],
    [
      'renders a file that is not an image as a link',
      [
        block(BLOCKS.EMBEDDED_ASSET, [], {
          target: resolvedAsset('d', {
            title: 'Report',
            file: { url: '//assets.ctfassets.net/d/report.pdf', contentType: 'application/pdf' },
          }),
        }),
      ],
      '[Report](https://assets.ctfassets.net/d/report.pdf)\n',
    ],
  ],
};

describe.each(Object.entries(OUTPUTS))('%s', (_topic, outputs) => {
  it.each(outputs)('%s', (_behaviour, blocks, markdown) => {
    expect(md(...blocks)).toBe(markdown);
  });
});

/** How a GFM reader reads back the first block written for these blocks. */
type ReadBack = [behaviour: string, blocks: Parameters<typeof md>, firstBlock: object];

const READ_BACK: ReadBack[] = [
  [
    'separates two paragraphs of one list item with a blank line',
    [ul(li(p(text('first')), p(text('second'))))],
    { type: 'list', children: [{ children: [{ type: 'paragraph' }, { type: 'paragraph' }] }] },
  ],
  [
    'keeps a paragraph after a nested list inside the same item',
    [ul(li(p(text('a')), ul(li(p(text('b')))), p(text('c'))))],
    { type: 'list', children: [{ children: [{ type: 'paragraph' }, { type: 'list' }, { type: 'paragraph' }] }] },
  ],
  ['renders an empty list item without crashing', [ul(li(), li(p(text('x'))))], { type: 'list' }],
  [
    'renders lists and other blocks inside a quote',
    [quote(p(text('intro')), ul(li(p(text('point')))))],
    { type: 'blockquote', children: [{ type: 'paragraph' }, { type: 'list' }] },
  ],
  [
    'renders header cells',
    [table(tr(th(p(text('H')))), tr(td(p(text('c')))))],
    { type: 'table', children: [{ children: [{}] }, { children: [{}] }] },
  ],
  [
    'escapes pipes in cell text and inline code',
    [table(tr(th(p(text('a|b'))), th(p(text('x|y', 'code')))))],
    {
      type: 'table',
      children: [
        {
          children: [
            { children: [{ type: 'text', value: 'a|b' }] },
            { children: [{ type: 'inlineCode', value: 'x|y' }] },
          ],
        },
      ],
    },
  ],
  [
    'keeps the listed mark order: the first mark is the outer one',
    [p(text('both', 'italic', 'bold'))],
    { children: [{ type: 'emphasis', children: [{ type: 'strong' }] }] },
  ],
  [
    'uses a longer fence when the code contains backticks',
    [p(text('say:\n```\nhi\n```', 'code'))],
    { type: 'code', value: 'say:\n```\nhi\n```' },
  ],
  [
    'keeps markdown characters in code verbatim',
    [p(text('# not heading\n* not list\n<b>not html</b>', 'code'))],
    { type: 'code', value: '# not heading\n* not list\n<b>not html</b>' },
  ],
];

it.each(READ_BACK)('%s', (_behaviour, blocks, firstBlock) => {
  expect(parseMarkdown(md(...blocks)).children[0]).toMatchObject(firstBlock);
});

describe('document', () => {
  it('keeps the content of an unknown block type and reports it', () => {
    const { markdown, warnings } = render(doc(block('callout', [p(text('inside'))])));
    expect(markdown).toBe('inside\n');
    expect(warnings).toEqual([expect.objectContaining({ code: 'unknown-node', nodeType: 'callout' })]);
  });

  it('is deterministic', () => {
    const document = doc(heading(2, text('A')), ul(li(p(text('b')))), p(text('c', 'bold')));
    expect(md(...document.content)).toBe(md(...document.content));
  });

  it('renders a newline inside text as a hard line break', () => {
    const markdown = md(p(text('first\nsecond')));
    expect(markdown).toBe('first\\\nsecond\n');
    expect(textOf(parseMarkdown(markdown))).toBe('first\nsecond');
  });
});

describe('headings', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders heading-%i as an ATX heading', (level) => {
    expect(md(heading(level, text('Title')))).toBe(`${'#'.repeat(level)} Title\n`);
  });

  it('escapes a heading text that would otherwise close the heading', () => {
    const markdown = md(heading(1, text('C# #')));
    expect(textOf(parseMarkdown(markdown))).toBe('C# #');
  });
});

describe('lists', () => {
  it('nests lists three levels deep, mixing ordered and unordered', () => {
    const markdown = md(
      ul(
        li(
          p(text('fruit')),
          ol(li(p(text('apple')), ul(li(p(text('green'))), li(p(text('red'))))), li(p(text('pear')))),
        ),
        li(p(text('veg'))),
      ),
    );
    expect(markdown).toBe(['- fruit', '  1. apple', '     - green', '     - red', '  2. pear', '- veg', ''].join('\n'));

    const list = parseMarkdown(markdown).children[0];
    expect(list).toMatchObject({
      type: 'list',
      ordered: false,
      children: [
        {
          children: [
            { type: 'paragraph' },
            { type: 'list', ordered: true, children: [{ children: [{}, { type: 'list', ordered: false }] }, {}] },
          ],
        },
        {},
      ],
    });
  });

  it('keeps two adjacent lists apart', () => {
    const markdown = md(ul(li(p(text('a')))), ul(li(p(text('b')))));
    expect(parseMarkdown(markdown).children.map((node) => node.type)).toEqual(['list', 'list']);
  });
});

describe('tables', () => {
  it('keeps marks inside cells', () => {
    expect(md(table(tr(th(p(text('bold', 'bold'))))))).toContain('**bold**');
  });

  it('writes several paragraphs of a cell on separate lines with <br>', () => {
    const markdown = md(table(tr(th(p(text('H')))), tr(td(p(text('one')), p(text('two'))))));
    expect(markdown).toContain('| one<br>two |');
  });

  it('writes a line break inside a cell as <br>', () => {
    expect(md(table(tr(th(p(text('a\nb'))))))).toContain('a<br>b');
  });

  it('flattens a list inside a cell to one line per item', () => {
    const markdown = md(table(tr(th(p(text('H')))), tr(td(ul(li(p(text('x'))), li(p(text('y'))))))));
    expect(markdown).toContain('- x<br>- y');
  });

  it('pads short rows so every row has the same number of cells', () => {
    const markdown = md(table(tr(th(p(text('a'))), th(p(text('b')))), tr(td(p(text('1'))))));
    expect(markdown.split('\n')[2]).toBe('| 1 |   |');
  });

  it('renders an empty cell', () => {
    const markdown = md(table(tr(th(p(text('a'))), th(p(text(''))))));
    expect(parseMarkdown(markdown).children[0]).toMatchObject({
      type: 'table',
      children: [{ children: [{}, { children: [] }] }],
    });
  });
});

describe('marks', () => {
  it('writes italic inside a word, where an underscore would not', () => {
    const markdown = md(p(text('un'), text('believ', 'italic'), text('able')));
    expect(markdown).toBe('un*believ*able\n');
    expect(find(parseMarkdown(markdown), 'emphasis')).toMatchObject({ children: [{ value: 'believ' }] });
  });

  it('picks a longer fence for code containing backticks', () => {
    const markdown = md(p(text('a `tick`', 'code')));
    expect(find(parseMarkdown(markdown), 'inlineCode')).toMatchObject({ value: 'a `tick`' });
  });

  it('renders strikethrough as GFM strikethrough', () => {
    const markdown = md(p(text('gone', 'strikethrough')));
    expect(markdown).toBe('~~gone~~\n');
    expect(find(parseMarkdown(markdown), 'delete')).toBeDefined();
  });

  it('nests bold and italic on the same text', () => {
    const markdown = md(p(text('both', 'bold', 'italic')));
    expect(markdown).toBe('**_both_**\n');
    expect(parseMarkdown(markdown).children[0]).toMatchObject({
      children: [{ type: 'strong', children: [{ type: 'emphasis', children: [{ value: 'both' }] }] }],
    });
  });

  it('wraps inline code in strong for code with bold', () => {
    const markdown = md(p(text('x', 'code', 'bold')));
    expect(markdown).toBe('**`x`**\n');
    expect(find(parseMarkdown(markdown), 'strong')).toMatchObject({ children: [{ type: 'inlineCode', value: 'x' }] });
  });

  it('wraps inline code in emphasis for code with italic', () => {
    expect(find(parseMarkdown(md(p(text('x', 'italic', 'code')))), 'emphasis')).toMatchObject({
      children: [{ type: 'inlineCode' }],
    });
  });

  it('combines every mark on one text', () => {
    const markdown = md(
      p(text('all', 'bold', 'italic', 'underline', 'strikethrough', 'superscript', 'subscript', 'code')),
    );
    const tree = parseMarkdown(markdown);
    expect(textOf(tree)).toBe('all');
    expect(find(tree, 'strong')).toBeDefined();
    expect(find(tree, 'emphasis')).toBeDefined();
    expect(find(tree, 'delete')).toBeDefined();
    expect(find(tree, 'inlineCode')).toMatchObject({ value: 'all' });
    for (const tag of ['u', 'sup', 'sub']) expect(markdown).toContain(`<${tag}>`);
  });

  it('opens the longest-running mark first when marks overlap partially', () => {
    const markdown = md(p(text('a', 'bold'), text('b', 'bold', 'italic'), text('c', 'italic')));
    const tree = parseMarkdown(markdown);
    expect(textOf(tree)).toBe('abc');
    expect(tree.children[0]).toMatchObject({ children: [{ type: 'strong' }, { type: 'emphasis' }] });
  });

  it('ignores an unknown mark, keeping its text and reporting it', () => {
    const { markdown, warnings } = render(doc(p(text('fancy', 'highlight'))));
    expect(markdown).toBe('fancy\n');
    expect(warnings).toEqual([expect.objectContaining({ code: 'unknown-mark', nodeType: 'highlight' })]);
  });

  it('produces markdown that parses to the marked words without the spaces', () => {
    const tree = parseMarkdown(md(p(text('before'), text('  spaced out  ', 'bold'), text('after'))));
    expect(find(tree, 'strong')).toMatchObject({ children: [{ type: 'text', value: 'spaced out' }] });
    expect(textOf(tree)).toBe('before  spaced out  after');
  });

  it('moves a line break at the edge of a mark outside it', () => {
    const markdown = md(p(text('a'), text('bold\n', 'bold'), text('b')));
    expect(markdown).toBe('a**bold**\\\nb\n');
    expect(find(parseMarkdown(markdown), 'strong')).toMatchObject({ children: [{ value: 'bold' }] });
  });
});

describe('code blocks', () => {
  it('renders a paragraph holding only multi-line code text as a fenced code block', () => {
    const markdown = md(p(text('const a = 1;\nconst b = 2;', 'code')));
    expect(markdown).toBe('```\nconst a = 1;\nconst b = 2;\n```\n');
    expect(parseMarkdown(markdown).children[0]).toMatchObject({
      type: 'code',
      lang: null,
      value: 'const a = 1;\nconst b = 2;',
    });
  });

  it('renders multi-line code mixed with other text as inline code split by hard breaks', () => {
    const markdown = md(p(text('run '), text('a\nb', 'code')));
    expect(markdown).toBe('run `a`\\\n`b`\n');
    expect(textOf(parseMarkdown(markdown))).toBe('run a\nb');
  });

  it('renders a code block inside a list item', () => {
    const tree = parseMarkdown(md(ul(li(p(text('step')), p(text('x = 1\ny = 2', 'code'))))));
    expect(find(tree, 'listItem')).toMatchObject({
      children: [{ type: 'paragraph' }, { type: 'code', value: 'x = 1\ny = 2' }],
    });
  });
});

describe('hyperlink', () => {
  it('keeps a URL with spaces and parentheses intact', () => {
    const url = 'https://example.com/a b_(c)';
    expect(find(parseMarkdown(md(p(link(url, text('x'))))), 'link')).toMatchObject({ url });
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
