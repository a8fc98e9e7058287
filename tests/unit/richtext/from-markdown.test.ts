import { BLOCKS, INLINES, MARKS, validateRichTextDocument } from '@contentful/rich-text-types';
import type { Block, Document, Inline, Text } from '@contentful/rich-text-types';
import { describe, expect, it } from 'vitest';
import { markdownToRichText } from '../../../src/core/richtext/from-markdown/convert.ts';
import { UnsupportedMarkdownError } from '../../../src/core/richtext/from-markdown/errors.ts';

type Node = Block | Inline | Text;

/** Texts of a document with their marks, in order. */
function texts(node: Document | Node): { value: string; marks: string[] }[] {
  if (node.nodeType === 'text') return [{ value: (node as Text).value, marks: (node as Text).marks.map((mark) => mark.type) }];
  return (node as Block).content.flatMap((child) => texts(child));
}

const first = async (markdown: string): Promise<Node> => (await markdownToRichText(markdown)).content[0]!;

describe('markdownToRichText: blocks', () => {
  it('converts headings of every level', async () => {
    const document = await markdownToRichText('# 1\n\n## 2\n\n### 3\n\n#### 4\n\n##### 5\n\n###### 6\n');
    expect(document.content.map((node) => node.nodeType)).toEqual(['heading-1', 'heading-2', 'heading-3', 'heading-4', 'heading-5', 'heading-6']);
  });

  it('turns soft line breaks into spaces and hard breaks into newlines', async () => {
    expect(texts(await markdownToRichText('one\ntwo  \nthree\\\nfour'))).toEqual([{ value: 'one two\nthree\nfour', marks: [] }]);
  });

  it('turns <br> into a newline', async () => {
    expect(texts(await markdownToRichText('a<br>b<br/>c'))).toEqual([{ value: 'a\nb\nc', marks: [] }]);
  });

  it('converts nested lists, keeping a non-default start number in data', async () => {
    const list = (await first('3. a\n   - b\n     1. c\n')) as Block;
    expect(list).toMatchObject({
      nodeType: BLOCKS.OL_LIST,
      data: { start: 3 },
      content: [
        {
          nodeType: BLOCKS.LIST_ITEM,
          content: [
            { nodeType: BLOCKS.PARAGRAPH },
            { nodeType: BLOCKS.UL_LIST, content: [{ content: [{ nodeType: BLOCKS.PARAGRAPH }, { nodeType: BLOCKS.OL_LIST, data: {} }] }] },
          ],
        },
      ],
    });
  });

  it('converts a blockquote', async () => {
    expect(await first('> quoted\n> text')).toMatchObject({ nodeType: BLOCKS.QUOTE, content: [{ nodeType: BLOCKS.PARAGRAPH }] });
  });

  it('converts a thematic break', async () => {
    expect(await first('---')).toMatchObject({ nodeType: BLOCKS.HR, content: [] });
  });

  it('converts a table, making the first row header cells', async () => {
    const table = await first('| a | b |\n| - | - |\n| 1 | |\n');
    expect(table).toMatchObject({
      nodeType: BLOCKS.TABLE,
      content: [
        { nodeType: BLOCKS.TABLE_ROW, content: [{ nodeType: BLOCKS.TABLE_HEADER_CELL }, { nodeType: BLOCKS.TABLE_HEADER_CELL }] },
        {
          nodeType: BLOCKS.TABLE_ROW,
          content: [
            { nodeType: BLOCKS.TABLE_CELL, content: [{ nodeType: BLOCKS.PARAGRAPH }] },
            { nodeType: BLOCKS.TABLE_CELL, content: [{ nodeType: BLOCKS.PARAGRAPH, content: [{ value: '' }] }] },
          ],
        },
      ],
    });
  });

  it('converts a fenced code block to a flagged paragraph with code-marked text and the language', async () => {
    expect(await first('```ts title="x"\nconst a = 1;\n\nreturn a;\n```')).toEqual({
      nodeType: BLOCKS.PARAGRAPH,
      data: { codeBlock: true, language: 'ts', meta: 'title="x"' },
      content: [{ nodeType: 'text', value: 'const a = 1;\n\nreturn a;', marks: [{ type: MARKS.CODE }], data: {} }],
    });
  });

  it('converts an indented code block the same way, without a language', async () => {
    expect(await first('    indented\n    code')).toMatchObject({ data: { codeBlock: true }, content: [{ value: 'indented\ncode' }] });
  });

  it('converts an image to an embedded asset block with an inline asset-like target', async () => {
    expect(await first('![A diagram](https://example.com/img/diagram.PNG?w=200)')).toEqual({
      nodeType: BLOCKS.EMBEDDED_ASSET,
      data: {
        target: {
          sys: { type: 'Asset', id: expect.stringMatching(/^markdown-image-[0-9a-z]+$/) },
          fields: { title: 'A diagram', description: 'A diagram', file: { url: 'https://example.com/img/diagram.PNG?w=200', contentType: 'image/png' } },
        },
      },
      content: [],
    });
  });

  it('gives the same image the same id every time and other images other ids', async () => {
    const id = async (markdown: string): Promise<unknown> => ((await first(markdown)) as Block).data['target'].sys.id;
    expect(await id('![a](https://x.example/1.png)')).toBe(await id('![b](https://x.example/1.png)'));
    expect(await id('![a](https://x.example/1.png)')).not.toBe(await id('![a](https://x.example/2.png)'));
  });

  it('marks an image of unknown type as image/*', async () => {
    expect(await first('![a](https://x.example/photo)')).toMatchObject({ data: { target: { fields: { file: { contentType: 'image/*' } } } } });
  });

  it('lifts an image out of surrounding text into its own block', async () => {
    const document = await markdownToRichText('before ![i](https://x.example/i.png) after');
    expect(document.content.map((node) => node.nodeType)).toEqual([BLOCKS.PARAGRAPH, BLOCKS.EMBEDDED_ASSET, BLOCKS.PARAGRAPH]);
  });
});

describe('markdownToRichText: inlines and marks', () => {
  it('converts bold, italic, strikethrough and inline code to marks', async () => {
    expect(texts(await markdownToRichText('**b** *i* ~~s~~ `c`'))).toEqual([
      { value: 'b', marks: [MARKS.BOLD] },
      { value: ' ', marks: [] },
      { value: 'i', marks: [MARKS.ITALIC] },
      { value: ' ', marks: [] },
      { value: 's', marks: [MARKS.STRIKETHROUGH] },
      { value: ' ', marks: [] },
      { value: 'c', marks: [MARKS.CODE] },
    ]);
  });

  it('lists nested marks outermost first', async () => {
    expect(texts(await markdownToRichText('***x*** **_y_** _**z**_'))).toEqual([
      { value: 'x', marks: [MARKS.ITALIC, MARKS.BOLD] },
      { value: ' ', marks: [] },
      { value: 'y', marks: [MARKS.BOLD, MARKS.ITALIC] },
      { value: ' ', marks: [] },
      { value: 'z', marks: [MARKS.ITALIC, MARKS.BOLD] },
    ]);
  });

  it('merges neighbouring texts with the same marks', async () => {
    expect(texts(await markdownToRichText('a\nb **c\nd**'))).toEqual([
      { value: 'a b ', marks: [] },
      { value: 'c d', marks: [MARKS.BOLD] },
    ]);
  });

  it('converts <u>, <sup> and <sub> to underline, superscript and subscript', async () => {
    expect(texts(await markdownToRichText('<u>u</u> x<sup>2</sup> H<sub>2</sub>O **<u>bu</u>**'))).toEqual([
      { value: 'u', marks: [MARKS.UNDERLINE] },
      { value: ' x', marks: [] },
      { value: '2', marks: [MARKS.SUPERSCRIPT] },
      { value: ' H', marks: [] },
      { value: '2', marks: [MARKS.SUBSCRIPT] },
      { value: 'O ', marks: [] },
      { value: 'bu', marks: [MARKS.BOLD, MARKS.UNDERLINE] },
    ]);
  });

  it('applies an HTML mark across a link', async () => {
    const paragraph = (await first('<u>a [b](https://x.example) c</u>')) as Block;
    expect(paragraph.content).toMatchObject([
      { value: 'a ', marks: [{ type: MARKS.UNDERLINE }] },
      { nodeType: INLINES.HYPERLINK, content: [{ value: 'b', marks: [{ type: MARKS.UNDERLINE }] }] },
      { value: ' c', marks: [{ type: MARKS.UNDERLINE }] },
    ]);
  });

  it('converts inline links and resolves reference links', async () => {
    const paragraph = (await first('[a](https://a.example) [b][ref] [ref]\n\n[ref]: https://ref.example')) as Block;
    expect(paragraph.content.filter((node) => node.nodeType === INLINES.HYPERLINK)).toMatchObject([
      { data: { uri: 'https://a.example' }, content: [{ value: 'a' }] },
      { data: { uri: 'https://ref.example' }, content: [{ value: 'b' }] },
      { data: { uri: 'https://ref.example' }, content: [{ value: 'ref' }] },
    ]);
  });

  it('converts autolinks', async () => {
    expect(await first('<https://a.example>')).toMatchObject({ content: [{ nodeType: INLINES.HYPERLINK, data: { uri: 'https://a.example' } }] });
  });

  it('keeps marks on link text', async () => {
    expect(await first('[**b**](https://a.example)')).toMatchObject({
      content: [{ nodeType: INLINES.HYPERLINK, content: [{ value: 'b', marks: [{ type: MARKS.BOLD }] }] }],
    });
  });

  it('keeps escaped markdown characters as text', async () => {
    expect(texts(await markdownToRichText('\\*not\\* \\# \\[x]'))).toEqual([{ value: '*not* # [x]', marks: [] }]);
  });

  it('keeps private-use characters as text', async () => {
    expect(texts(await markdownToRichText('icon \uE000 here'))).toEqual([{ value: 'icon \uE000 here', marks: [] }]);
  });

  it('applies an HTML mark around marked text and code, after their own marks', async () => {
    expect(texts(await markdownToRichText('<sup>*a* `b`</sup>'))).toEqual([
      { value: 'a', marks: [MARKS.ITALIC, MARKS.SUPERSCRIPT] },
      { value: ' ', marks: [MARKS.SUPERSCRIPT] },
      { value: 'b', marks: [MARKS.CODE, MARKS.SUPERSCRIPT] },
    ]);
  });

  it('returns an empty document for empty markdown', async () => {
    expect(await markdownToRichText('')).toEqual({ nodeType: BLOCKS.DOCUMENT, data: {}, content: [] });
  });
});

describe('markdownToRichText: validity', () => {
  it('produces documents Contentful accepts, code blocks, list numbers and HTML marks included', async () => {
    const document = await markdownToRichText(
      '# T\n\n3. a\n4. b\n   - c\n\n```ts\nx\n```\n\n| a | b |\n| - | - |\n| 1 | |\n\n> q\n\nH<sub>2</sub>O [l](https://x.example) a  \nb\n\n---\n',
    );
    expect(validateRichTextDocument(document)).toEqual([]);
  });

  it('uses an inline asset rather than a Link for images, which Contentful itself would reject', async () => {
    const errors = validateRichTextDocument(await markdownToRichText('![a](https://x.example/i.png)'));
    expect(errors.map((error) => error.path)).toContainEqual(['content', 0, 'data', 'target', 'sys', 'type']);
  });
});

describe('markdownToRichText: what rich text cannot hold', () => {
  it.each([
    ['an HTML block', '<div>\nhi\n</div>', 'HTML block'],
    ['inline HTML', 'a <span>b</span>', 'inline HTML `<span>`'],
    ['an HTML comment', '<!-- note -->', 'HTML block'],
    ['a footnote', 'a[^1]\n\n[^1]: note', 'footnote'],
    ['a task list', '- [ ] todo', 'task list item'],
    ['table alignment', '| a |\n| :-: |\n| b |', 'table column alignment'],
    ['a link title', '[a](https://x.example "title")', 'link title'],
    ['an image title', '![a](https://x.example/i.png "title")', 'image title'],
    ['an image inside a link', '[![a](https://x.example/i.png)](https://x.example)', 'image inside a link'],
    ['an image inside a table cell', '| a |\n| - |\n| ![i](https://x.example/i.png) |', 'image inside a table cell'],
    ['an image inside a heading', '# ![i](https://x.example/i.png)', 'image inside a heading'],
    ['an image inside bold text', '**![i](https://x.example/i.png)**', 'image inside a bold text'],
    ['an unclosed <u>', '<u>a', 'unclosed <u>'],
    ['an unmatched </sup>', 'a</sup>', 'unmatched </sup>'],
  ])('throws an error naming %s', async (_name, markdown, construct) => {
    const error = await markdownToRichText(markdown).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnsupportedMarkdownError);
    expect((error as Error).message).toContain(construct);
  });

  it('says once that tags cross, naming both', async () => {
    const error = await markdownToRichText('a <u><sup>b</u></sup> c').catch((caught: unknown) => caught);
    expect((error as UnsupportedMarkdownError).constructs).toEqual([{ construct: '</u> closing across <sup>', line: 1 }]);
  });

  it('says on which line the construct is', async () => {
    await expect(markdownToRichText('fine\n\nstill fine\n\n<div>x</div>')).rejects.toThrow(/line 5/);
  });

  it('names every construct of the body, each with its line, not only the first', async () => {
    const markdown = [
      'A [link](https://x.example "title") and <span>HTML</span>.',
      '',
      '- [ ] a task',
      '',
      '| a |',
      '| :-: |',
      '| ![i](https://x.example/i.png) |',
      '',
      'A note[^1].',
      '',
      '[^1]: The note.',
      '',
      '<u>left open',
    ].join('\n');
    const error = await markdownToRichText(markdown).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnsupportedMarkdownError);
    expect((error as UnsupportedMarkdownError).constructs).toEqual([
      { construct: 'link title ("title")', line: 1 },
      { construct: 'inline HTML `<span>`', line: 1 },
      { construct: 'inline HTML `</span>`', line: 1 },
      { construct: 'task list item (`[ ]` / `[x]`)', line: 3 },
      { construct: 'table column alignment (`:---`, `---:`)', line: 5 },
      { construct: 'image inside a table cell', line: 7 },
      { construct: 'footnote', line: 9 },
      { construct: 'footnote', line: 11 },
      { construct: 'unclosed <u>', line: 13 },
    ]);
  });
});
