import { describe, expect, it } from 'vitest';
import {
  block,
  doc,
  heading,
  hr,
  li,
  md,
  ol,
  p,
  parseMarkdown,
  quote,
  render,
  table,
  td,
  text,
  textOf,
  th,
  tr,
  ul,
} from './helpers.ts';

describe('document', () => {
  it('renders an empty document as an empty string', () => {
    expect(md()).toBe('');
  });

  it('ends the output with exactly one newline', () => {
    expect(md(p(text('Hello')))).toBe('Hello\n');
    expect(md(p(text('a')), hr())).toMatch(/[^\n]\n$/);
  });

  it('separates blocks with one blank line', () => {
    expect(md(p(text('one')), p(text('two')))).toBe('one\n\ntwo\n');
  });

  it('gathers text found directly in the document into a paragraph', () => {
    expect(md(text('stray') as never)).toBe('stray\n');
  });

  it('keeps the content of an unknown block type and reports it', () => {
    const { markdown, warnings } = render(doc(block('callout', [p(text('inside'))])));
    expect(markdown).toBe('inside\n');
    expect(warnings).toEqual([expect.objectContaining({ code: 'unknown-node', nodeType: 'callout' })]);
  });

  it('is deterministic', () => {
    const document = doc(heading(2, text('A')), ul(li(p(text('b')))), p(text('c', 'bold')));
    expect(md(...document.content)).toBe(md(...document.content));
  });
});

describe('paragraph', () => {
  it('renders plain text', () => {
    expect(md(p(text('Just words.')))).toBe('Just words.\n');
  });

  it('joins consecutive text nodes', () => {
    expect(md(p(text('a'), text('b'), text('c')))).toBe('abc\n');
  });

  it('drops empty paragraphs, such as the trailing one the editor adds', () => {
    expect(md(p(text('a')), p(text('')), p(), p(text('b')), p(text('')))).toBe('a\n\nb\n');
  });

  it('renders a newline inside text as a hard line break', () => {
    const markdown = md(p(text('first\nsecond')));
    expect(markdown).toBe('first\\\nsecond\n');
    expect(textOf(parseMarkdown(markdown))).toBe('first\nsecond');
  });

  it('drops line breaks at the start and end of a paragraph, which markdown cannot write', () => {
    expect(md(p(text('\nmiddle\n')))).toBe('middle\n');
  });

  it('trims whitespace at the edges of the paragraph', () => {
    expect(md(p(text('  padded  ')))).toBe('padded\n');
  });

  it('drops spaces around a hard break, which a reader cannot see', () => {
    expect(md(p(text('a  \n  b')))).toBe('a\\\nb\n');
  });
});

describe('headings', () => {
  it.each([1, 2, 3, 4, 5, 6] as const)('renders heading-%i as an ATX heading', (level) => {
    expect(md(heading(level, text('Title')))).toBe(`${'#'.repeat(level)} Title\n`);
  });

  it('renders marks inside a heading', () => {
    expect(md(heading(2, text('A '), text('bold', 'bold'), text(' move')))).toBe('## A **bold** move\n');
  });

  it('turns a line break inside a heading into a space', () => {
    expect(md(heading(3, text('two\nlines')))).toBe('### two lines\n');
  });

  it('escapes a heading text that would otherwise close the heading', () => {
    const markdown = md(heading(1, text('C# #')));
    expect(textOf(parseMarkdown(markdown))).toBe('C# #');
  });
});

describe('ordered-list, unordered-list and list-item', () => {
  it('renders an unordered list with dashes', () => {
    expect(md(ul(li(p(text('one'))), li(p(text('two')))))).toBe('- one\n- two\n');
  });

  it('renders an ordered list with incrementing numbers', () => {
    expect(md(ol(li(p(text('one'))), li(p(text('two'))), li(p(text('three')))))).toBe('1. one\n2. two\n3. three\n');
  });

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

  it('separates two paragraphs of one list item with a blank line', () => {
    const markdown = md(ul(li(p(text('first')), p(text('second')))));
    const item = parseMarkdown(markdown).children[0];
    expect(item).toMatchObject({
      type: 'list',
      children: [{ children: [{ type: 'paragraph' }, { type: 'paragraph' }] }],
    });
  });

  it('keeps a paragraph after a nested list inside the same item', () => {
    const markdown = md(ul(li(p(text('a')), ul(li(p(text('b')))), p(text('c')))));
    expect(parseMarkdown(markdown).children[0]).toMatchObject({
      type: 'list',
      children: [{ children: [{ type: 'paragraph' }, { type: 'list' }, { type: 'paragraph' }] }],
    });
  });

  it('keeps two adjacent lists apart', () => {
    const markdown = md(ul(li(p(text('a')))), ul(li(p(text('b')))));
    expect(parseMarkdown(markdown).children.map((node) => node.type)).toEqual(['list', 'list']);
  });

  it('renders a list item found outside a list as a one-item list', () => {
    expect(md(li(p(text('lonely'))))).toBe('- lonely\n');
  });

  it('renders an empty list item without crashing', () => {
    expect(parseMarkdown(md(ul(li(), li(p(text('x')))))).children[0]).toMatchObject({ type: 'list' });
  });
});

describe('blockquote', () => {
  it('renders a quote of paragraphs', () => {
    expect(md(quote(p(text('one')), p(text('two'))))).toBe('> one\n>\n> two\n');
  });

  it('renders other blocks inside a quote too', () => {
    const markdown = md(quote(p(text('intro')), ul(li(p(text('point'))))));
    expect(parseMarkdown(markdown).children[0]).toMatchObject({
      type: 'blockquote',
      children: [{ type: 'paragraph' }, { type: 'list' }],
    });
  });
});

describe('hr', () => {
  it('renders a thematic break as three dashes', () => {
    expect(md(p(text('above')), hr(), p(text('below')))).toBe('above\n\n---\n\nbelow\n');
  });
});

describe('table, table-row, table-header-cell and table-cell', () => {
  it('uses the first row as the header row, whatever its cell type', () => {
    const markdown = md(table(tr(td(p(text('Name'))), td(p(text('Value')))), tr(td(p(text('a'))), td(p(text('1'))))));
    expect(markdown).toBe('| Name | Value |\n| ---- | ----- |\n| a    | 1     |\n');
  });

  it('renders header cells', () => {
    const markdown = md(table(tr(th(p(text('H')))), tr(td(p(text('c'))))));
    expect(parseMarkdown(markdown).children[0]).toMatchObject({
      type: 'table',
      children: [{ children: [{}] }, { children: [{}] }],
    });
  });

  it('escapes pipes in cell text and inline code', () => {
    const markdown = md(table(tr(th(p(text('a|b'))), th(p(text('x|y', 'code'))))));
    const cells = parseMarkdown(markdown).children[0];
    expect(cells).toMatchObject({
      type: 'table',
      children: [
        {
          children: [
            { children: [{ type: 'text', value: 'a|b' }] },
            { children: [{ type: 'inlineCode', value: 'x|y' }] },
          ],
        },
      ],
    });
  });

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

  it('renders a table row found outside a table as a table of its own', () => {
    expect(md(tr(td(p(text('x')))))).toBe('| x |\n| - |\n');
  });

  it('renders nothing for a table without rows', () => {
    expect(md(table())).toBe('');
  });
});
