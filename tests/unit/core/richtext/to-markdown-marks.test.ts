import { describe, expect, it } from 'vitest';
import { doc, find, link, md, p, parseMarkdown, render, text, textOf } from './helpers.ts';

describe('bold', () => {
  it('renders as strong with asterisks', () => {
    expect(md(p(text('bold', 'bold')))).toBe('**bold**\n');
  });
});

describe('italic', () => {
  it('renders as emphasis with one asterisk', () => {
    expect(md(p(text('italic', 'italic')))).toBe('*italic*\n');
  });

  it('works inside a word, where an underscore would not', () => {
    const markdown = md(p(text('un'), text('believ', 'italic'), text('able')));
    expect(markdown).toBe('un*believ*able\n');
    expect(find(parseMarkdown(markdown), 'emphasis')).toMatchObject({ children: [{ value: 'believ' }] });
  });
});

describe('code', () => {
  it('renders as inline code', () => {
    expect(md(p(text('run '), text('npm test', 'code')))).toBe('run `npm test`\n');
  });

  it('picks a longer fence for code containing backticks', () => {
    const markdown = md(p(text('a `tick`', 'code')));
    expect(find(parseMarkdown(markdown), 'inlineCode')).toMatchObject({ value: 'a `tick`' });
  });

  it('does not escape markdown characters inside code', () => {
    expect(md(p(text('*a* _b_ [c]', 'code')))).toBe('`*a* _b_ [c]`\n');
  });
});

describe('underline', () => {
  it('renders as an inline <u> element, markdown having no underline', () => {
    expect(md(p(text('under', 'underline')))).toBe('<u>under</u>\n');
  });
});

describe('strikethrough', () => {
  it('renders as GFM strikethrough', () => {
    const markdown = md(p(text('gone', 'strikethrough')));
    expect(markdown).toBe('~~gone~~\n');
    expect(find(parseMarkdown(markdown), 'delete')).toBeDefined();
  });
});

describe('superscript', () => {
  it('renders as an inline <sup> element', () => {
    expect(md(p(text('x'), text('2', 'superscript')))).toBe('x<sup>2</sup>\n');
  });
});

describe('subscript', () => {
  it('renders as an inline <sub> element', () => {
    expect(md(p(text('H'), text('2', 'subscript'), text('O')))).toBe('H<sub>2</sub>O\n');
  });
});

describe('mark combinations', () => {
  it('nests bold and italic on the same text', () => {
    const markdown = md(p(text('both', 'bold', 'italic')));
    expect(markdown).toBe('**_both_**\n');
    expect(parseMarkdown(markdown).children[0]).toMatchObject({
      children: [{ type: 'strong', children: [{ type: 'emphasis', children: [{ value: 'both' }] }] }],
    });
  });

  it('keeps the listed mark order: the first mark is the outer one', () => {
    expect(parseMarkdown(md(p(text('both', 'italic', 'bold')))).children[0]).toMatchObject({
      children: [{ type: 'emphasis', children: [{ type: 'strong' }] }],
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

  it('puts HTML marks outside markdown ones so the result parses as written', () => {
    expect(md(p(text('H'), text('2', 'italic', 'superscript')))).toBe('H<sup>*2*</sup>\n');
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

  it('merges adjacent texts with overlapping marks into well-nested markdown', () => {
    const markdown = md(p(text('bold ', 'bold'), text('both', 'bold', 'italic'), text(' bold', 'bold')));
    expect(markdown).toBe('**bold *both* bold**\n');
  });

  it('never writes empty delimiter runs between texts with the same mark', () => {
    const markdown = md(p(text('one', 'bold'), text('two', 'bold')));
    expect(markdown).toBe('**onetwo**\n');
    expect(markdown).not.toContain('****');
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
});

describe('whitespace at mark edges', () => {
  it('moves leading and trailing spaces outside bold', () => {
    expect(md(p(text('a'), text(' bold ', 'bold'), text('b')))).toBe('a **bold** b\n');
  });

  it('moves spaces outside nested marks', () => {
    expect(md(p(text('a'), text(' both ', 'bold', 'italic'), text('b')))).toBe('a **_both_** b\n');
  });

  it('moves spaces outside strikethrough and italic', () => {
    expect(md(p(text('a'), text(' x', 'italic'), text('y '), text(' z ', 'strikethrough'), text('.')))).toBe(
      'a *x*y  ~~z~~ .\n',
    );
  });

  it('drops a mark on whitespace only', () => {
    expect(md(p(text('a'), text(' ', 'bold'), text('b')))).toBe('a b\n');
  });

  it('keeps spaces inside a mark that continues on both sides', () => {
    expect(md(p(text('a ', 'bold'), text('b', 'bold', 'italic'), text(' c', 'bold')))).toBe('**a *b* c**\n');
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

describe('marks and links', () => {
  it('keeps a mark covering only the link text inside the link', () => {
    expect(md(p(text('see '), link('https://a.example', text('docs', 'bold'))))).toBe(
      'see [**docs**](https://a.example)\n',
    );
  });

  it('hoists a mark shared with the surrounding text outside the link', () => {
    expect(md(p(text('see ', 'bold'), link('https://a.example', text('docs', 'bold')), text(' now', 'bold')))).toBe(
      '**see [docs](https://a.example) now**\n',
    );
  });

  it('keeps inline code inside a link', () => {
    expect(md(p(link('https://a.example', text('fn()', 'code'))))).toBe('[`fn()`](https://a.example)\n');
  });
});
