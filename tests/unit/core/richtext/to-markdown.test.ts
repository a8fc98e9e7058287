/** Rich text to markdown, node type by node type: the markdown written, and how a GFM reader reads it back. */
import { BLOCKS, INLINES } from '@contentful/rich-text-types';
import { expect, it } from 'vitest';
import {
  type Child,
  block,
  doc,
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

const post = resolvedEntry('e1', { title: 'Post', slug: 'post' });
const image = resolvedAsset('img1', {
  title: 'Diagram',
  description: 'Boxes',
  file: { url: '//images.ctfassets.net/s/img1/diagram.png', contentType: 'image/png' },
});
const resource = {
  sys: { type: 'ResourceLink', linkType: 'Contentful:Entry', urn: 'crn:contentful:::content:spaces/s1/entries/e1' },
};
const unresolved = (nodeType: string, id: string) => ({ code: 'unresolved-reference', nodeType, id });
/** A node of this type that links to or embeds `target`. */
const to = (nodeType: string, target: object, ...content: Child[]) => inline(nodeType, content, { target });
/** An embedded asset block whose asset was resolved. */
const embeddedAsset = ({ url, type, ...text }: { title?: string; description?: string; url: string; type?: string }) =>
  to(BLOCKS.EMBEDDED_ASSET, resolvedAsset('i', { ...text, file: { url, contentType: type } }));

/** What a document of these blocks is written as. */
const OUTPUTS: Record<string, [blocks: Parameters<typeof md>, markdown: string]> = {
  'renders an empty document as an empty string': [[], ''],
  'ends a document that ends in a rule with exactly one newline': [[p('a'), hr()], 'a\n\n---\n'],
  'gathers text found directly in the document into a paragraph': [[text('stray') as never], 'stray\n'],
  'joins consecutive text nodes': [[p('a', 'b', 'c')], 'abc\n'],
  'drops empty paragraphs, such as the trailing one the editor adds': [[p('a'), p(''), p(), p('b'), p('')], 'a\n\nb\n'],
  'drops line breaks at the start and end of a paragraph': [[p('\nmiddle\n')], 'middle\n'],
  'trims whitespace at the edges of the paragraph': [[p('  padded  ')], 'padded\n'],
  'drops spaces around a hard break, which a reader cannot see': [[p('a  \n  b')], 'a\\\nb\n'],
  'renders marks inside a heading': [
    [heading(2, text('A '), text('bold', 'bold'), text(' move'))],
    '## A **bold** move\n',
  ],
  'turns a line break inside a heading into a space': [[heading(3, text('two\nlines'))], '### two lines\n'],
  'renders a list item found outside a list as a one-item list': [[li(p('lonely'))], '- lonely\n'],
  'renders a quote of paragraphs': [[quote(p('one'), p('two'))], '> one\n>\n> two\n'],
  'uses the first row as the header row, whatever its cell type': [
    [table(tr(td(p('Name')), td(p('Value'))), tr(td(p('a')), td(p('1'))))],
    '| Name | Value |\n| ---- | ----- |\n| a    | 1     |\n',
  ],
  'renders a table row found outside a table as a table of its own': [[tr(td(p('x')))], '| x |\n| - |\n'],
  'renders nothing for a table without rows': [[table()], ''],
  'renders nothing for a node that has no content member (malformed input)': [
    ['unordered-list', 'table', 'paragraph', 'blockquote', 'hyperlink'].map((nodeType) => ({ nodeType }) as never),
    '',
  ],
  'renders a text node without marks as plain text (malformed input)': [
    [p({ nodeType: 'text', value: 'x', data: {} } as never)],
    'x\n',
  ],
  'does not escape markdown characters inside code': [[p(text('*a* _b_ [c]', 'code'))], '`*a* _b_ [c]`\n'],
  'puts HTML marks outside markdown ones so the result parses as written': [
    [p('H', text('2', 'italic', 'superscript'))],
    'H<sup>*2*</sup>\n',
  ],
  'merges overlapping marks into well-nested markdown, spaces inside the mark that continues': [
    [p(text('bold ', 'bold'), text('both', 'bold', 'italic'), text(' bold', 'bold'))],
    '**bold *both* bold**\n',
  ],
  'moves spaces outside nested marks': [[p('a', text(' both ', 'bold', 'italic'), 'b')], 'a **_both_** b\n'],
  'moves spaces outside strikethrough and italic': [
    [p('a', text(' x', 'italic'), 'y ', text(' z ', 'strikethrough'), '.')],
    'a *x*y  ~~z~~ .\n',
  ],
  'drops a mark on whitespace only': [[p('a', text(' ', 'bold'), 'b')], 'a b\n'],
  'keeps a mark covering only the link text inside the link': [
    [p('see ', link('https://a.example', text('docs', 'bold')))],
    'see [**docs**](https://a.example)\n',
  ],
  'hoists a mark shared with the surrounding text outside the link': [
    [p(text('see ', 'bold'), link('https://a.example', text('docs', 'bold')), text(' now', 'bold'))],
    '**see [docs](https://a.example) now**\n',
  ],
  'uses the language and meta the markdown importer stored in data': [
    [block('paragraph', [text('let x = 1;\n', 'code')], { codeBlock: true, language: 'ts', meta: 'title="a.ts"' })],
    '```ts title="a.ts"\nlet x = 1;\n\n```\n',
  ],
  'renders a single-line block flagged as a code block as a fence, not inline code': [
    [block('paragraph', [text('npm test', 'code')], { codeBlock: true, language: 'sh' })],
    '```sh\nnpm test\n```\n',
  ],
  'ignores empty texts around the code text when detecting a block': [
    [p('', text('a\nb', 'code'), '')],
    '```\na\nb\n```\n',
  ],
  'writes a link whose text is its URL as an autolink': [
    [p(link('https://example.com', text('https://example.com')))],
    '<https://example.com>\n',
  ],
  'flattens a link nested in a link to its text': [
    [p(link('https://outer.example', text('a '), link('https://inner.example', text('b'))))],
    '[a b](https://outer.example)\n',
  ],
  'falls back to the description when there is no title': [
    [embeddedAsset({ description: 'Only a description', url: 'https://x.example/i.jpg', type: 'image/jpeg' })],
    '![Only a description](https://x.example/i.jpg)\n',
  ],
  'renders a file that is not an image as a link': [
    [embeddedAsset({ title: 'Report', url: '//assets.ctfassets.net/d/report.pdf', type: 'application/pdf' })],
    '[Report](https://assets.ctfassets.net/d/report.pdf)\n',
  ],
  'nests lists three levels deep, mixing ordered and unordered': [
    [ul(li(p('fruit'), ol(li(p('apple'), ul(li(p('green')), li(p('red')))), li(p('pear')))), li(p('veg')))],
    ['- fruit', '  1. apple', '     - green', '     - red', '  2. pear', '- veg', ''].join('\n'),
  ],
  'keeps two adjacent lists apart': [[ul(li(p('a'))), ul(li(p('b')))], '- a\n\n* b\n'],
  'keeps marks inside cells': [[table(tr(th(p(text('bold', 'bold')))))], '| **bold** |\n| -------- |\n'],
  'writes several paragraphs of a cell on separate lines with <br>': [
    [table(tr(th(p('H'))), tr(td(p('one'), p('two'))))],
    '| H          |\n| ---------- |\n| one<br>two |\n',
  ],
  'writes a line break inside a cell as <br>': [[table(tr(th(p('a\nb'))))], '| a<br>b |\n| ------ |\n'],
  'flattens a list inside a cell to one line per item': [
    [table(tr(th(p('H'))), tr(td(ul(li(p('x')), li(p('y'))))))],
    '| H          |\n| ---------- |\n| - x<br>- y |\n',
  ],
  'pads short rows so every row has the same number of cells': [
    [table(tr(th(p('a')), th(p('b'))), tr(td(p('1'))))],
    '| a | b |\n| - | - |\n| 1 |   |\n',
  ],
  'renders an empty cell': [[table(tr(th(p('a')), th(p(''))))], '| a |   |\n| - | - |\n'],
  'picks a longer fence for code containing backticks': [[p(text('a `tick`', 'code'))], '`` a `tick` ``\n'],
  'combines every mark on one text': [
    [p(text('all', 'bold', 'italic', 'underline', 'strikethrough', 'superscript', 'subscript', 'code'))],
    '<u><sup><sub>**_~~`all`~~_**</sub></sup></u>\n',
  ],
  'moves a line break at the edge of a mark outside it': [[p('a', text('bold\n', 'bold'), 'b')], 'a**bold**\\\nb\n'],
  'renders multi-line code mixed with other text as inline code split by hard breaks': [
    [p('run ', text('a\nb', 'code'))],
    'run `a`\\\n`b`\n',
  ],
  'renders a code block inside a list item': [
    [ul(li(p('step'), p(text('x = 1\ny = 2', 'code'))))],
    '- step\n  ```\n  x = 1\n  y = 2\n  ```\n',
  ],
};

/** How a GFM reader reads back the first block written for these blocks, and the text it reads where that is the point. */
const READ_BACK: Record<string, [blocks: Parameters<typeof md>, firstBlock: object, readText?: string]> = {
  'separates two paragraphs of one list item with a blank line': [
    [ul(li(p('first'), p('second')))],
    { type: 'list', children: [{ children: [{ type: 'paragraph' }, { type: 'paragraph' }] }] },
  ],
  'keeps a paragraph after a nested list inside the same item': [
    [ul(li(p('a'), ul(li(p('b'))), p('c')))],
    { type: 'list', children: [{ children: [{ type: 'paragraph' }, { type: 'list' }, { type: 'paragraph' }] }] },
  ],
  'renders an empty list item without crashing': [[ul(li(), li(p('x')))], { type: 'list' }],
  'renders lists and other blocks inside a quote': [
    [quote(p('intro'), ul(li(p('point'))))],
    { type: 'blockquote', children: [{ type: 'paragraph' }, { type: 'list' }] },
  ],
  'escapes pipes in the inline code of a cell': [
    [table(tr(th(p(text('x|y', 'code')))))],
    { type: 'table', children: [{ children: [{ children: [{ type: 'inlineCode', value: 'x|y' }] }] }] },
  ],
  'keeps the listed mark order: the first mark is the outer one': [
    [p(text('both', 'italic', 'bold'))],
    { children: [{ type: 'emphasis', children: [{ type: 'strong' }] }] },
  ],
  'uses a longer fence when the code contains backticks': [
    [p(text('say:\n```\nhi\n```', 'code'))],
    { type: 'code', value: 'say:\n```\nhi\n```' },
  ],
  'keeps markdown characters in code verbatim': [
    [p(text('# not heading\n* not list\n<b>not html</b>', 'code'))],
    { type: 'code', value: '# not heading\n* not list\n<b>not html</b>' },
  ],
  'escapes a heading text that would otherwise close the heading': [[heading(1, text('C# #'))], {}, 'C# #'],
  'opens the longest-running mark first when marks overlap partially': [
    [p(text('a', 'bold'), text('b', 'bold', 'italic'), text('c', 'italic'))],
    { type: 'paragraph', children: [{ type: 'strong' }, { type: 'emphasis' }] },
    'abc',
  ],
  'keeps a URL with spaces and parentheses intact': [
    [p(link('https://example.com/a b_(c)', text('x')))],
    { children: [{ type: 'link', url: 'https://example.com/a b_(c)' }] },
    'x',
  ],
  'escapes markdown characters in the alt text': [
    [embeddedAsset({ title: 'a [b] *c*', url: 'https://x.example/i.png' })],
    { children: [{ type: 'image', alt: 'a [b] *c*' }] },
    'a [b] *c*',
  ],
};

it.each(Object.entries(READ_BACK))('%s', (_behaviour, [blocks, firstBlock, readText]) => {
  const tree = parseMarkdown(md(...blocks));
  expect(tree.children[0]).toMatchObject(firstBlock);
  if (readText !== undefined) expect(textOf(tree)).toBe(readText);
});

it.each(Object.entries(OUTPUTS))('%s', (_behaviour, [blocks, markdown]) => {
  expect(md(...blocks)).toBe(markdown);
});

it.each([1, 2, 3, 4, 5, 6] as const)('renders heading-%i as an ATX heading', (level) => {
  expect(md(heading(level, text('Title')))).toBe(`${'#'.repeat(level)} Title\n`);
});

/** Links and embeds, resolved or not: the markdown written, then the warnings (partially matched) or the options. */
const RENDERED: Record<
  string,
  [blocks: Parameters<typeof md>, markdown: string, warningsOrOptions: object[] | Parameters<typeof render>[1]]
> = {
  'keeps the content of an unknown block type and reports it': [
    [block('callout', [p('inside')])],
    'inside\n',
    [{ code: 'unknown-node', nodeType: 'callout' }],
  ],
  'ignores an unknown mark, keeping its text and reporting it': [
    [p(text('fancy', 'highlight'))],
    'fancy\n',
    [{ code: 'unknown-mark', nodeType: 'highlight' }],
  ],
  'links to the URL the resolver gives for a resolved entry': [
    [p(to(INLINES.ENTRY_HYPERLINK, post, text('the post')))],
    '[the post](/articles/post)\n',
    { resolveEntryUrl: entryUrl },
  ],
  'keeps the link text, unlinked, for an unresolved link and reports it': [
    [p('See ', to(INLINES.ENTRY_HYPERLINK, sysLink('Entry', 'missing'), text('that', 'italic')), '.')],
    'See *that*.\n',
    [unresolved(INLINES.ENTRY_HYPERLINK, 'missing')],
  ],
  'passes bare links to the resolver too, so callers can resolve by id': [
    [p(to(INLINES.ENTRY_HYPERLINK, sysLink('Entry', 'abc'), text('x')))],
    '[x](/by-id/abc)\n',
    { resolveEntryUrl: (entry) => `/by-id/${entry.sys.id}` },
  ],
  'uses the entry title when the link has no text': [
    [p(to(INLINES.ENTRY_HYPERLINK, post))],
    '[Post](/articles/post)\n',
    { resolveEntryUrl: entryUrl },
  ],
  'does not crash on a node without data': [
    [p({ nodeType: INLINES.ENTRY_HYPERLINK, content: [text('t')] } as never)],
    't\n',
    [{ code: 'unresolved-reference', nodeType: INLINES.ENTRY_HYPERLINK }],
  ],
  'links to the file of a resolved asset, making protocol-relative URLs https': [
    [p(to(INLINES.ASSET_HYPERLINK, image, text('the image')))],
    '[the image](https://images.ctfassets.net/s/img1/diagram.png)\n',
    [],
  ],
  'lets resolveAssetUrl place an unresolved asset': [
    [p(to(INLINES.ASSET_HYPERLINK, sysLink('Asset', 'a9'), text('file')))],
    '[file](/files/a9)\n',
    { resolveAssetUrl: (asset) => `/files/${asset.sys.id}` },
  ],
  'keeps the text of a resource hyperlink, another space having no page here, and reports it by URN': [
    [p(to(INLINES.RESOURCE_HYPERLINK, resource, text('elsewhere')))],
    'elsewhere\n',
    [{ id: resource.sys.urn }],
  ],
  'renders a resolved inline entry as a link labelled with its title': [
    [p('See ', to(INLINES.EMBEDDED_ENTRY, post))],
    'See [Post](/articles/post)\n',
    { resolveEntryUrl: entryUrl },
  ],
  'renders the title of an inline entry as text when the entry has no URL': [
    [p('A ', to(INLINES.EMBEDDED_ENTRY, resolvedEntry('e1', { name: 'Widget' })))],
    'A Widget\n',
    [unresolved(INLINES.EMBEDDED_ENTRY, 'e1')],
  ],
  'leaves out an unresolved inline entry without crashing, reporting it': [
    [p('A ', to(INLINES.EMBEDDED_ENTRY, sysLink('Entry', 'x')), ' B')],
    'A  B\n',
    [unresolved(INLINES.EMBEDDED_ENTRY, 'x')],
  ],
  'uses the URL as label when the block entry has no title': [
    [to(BLOCKS.EMBEDDED_ENTRY, sysLink('Entry', 'e2'))],
    '<https://x.example/e2>\n',
    { resolveEntryUrl: () => 'https://x.example/e2' },
  ],
  'leaves out an unresolvable resource, block or inline, and reports each': [
    [to(BLOCKS.EMBEDDED_RESOURCE, resource), p('x', to(INLINES.EMBEDDED_RESOURCE, resource))],
    'x\n',
    [{ nodeType: BLOCKS.EMBEDDED_RESOURCE }, { nodeType: INLINES.EMBEDDED_RESOURCE }],
  ],
  'lets resolveAssetUrl rewrite the URL': [
    [to(BLOCKS.EMBEDDED_ASSET, image)],
    '![Diagram](/img/img1.png)\n',
    { resolveAssetUrl: (asset) => `/img/${asset.sys.id}.png` },
  ],
  'leaves out an unresolved asset and reports it': [
    [to(BLOCKS.EMBEDDED_ASSET, sysLink('Asset', 'nope'))],
    '',
    [unresolved(BLOCKS.EMBEDDED_ASSET, 'nope')],
  ],
};

it.each(Object.entries(RENDERED))('%s', (_behaviour, [blocks, markdown, last]) => {
  const [warnings, options] = Array.isArray(last) ? [last, {}] : [[], last];
  expect(render(doc(...blocks), options)).toEqual({
    markdown,
    warnings: warnings.map((warning) => expect.objectContaining(warning)),
  });
});
