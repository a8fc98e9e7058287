import { describe, expect, it } from 'vitest';
import { find, heading, li, md, p, parseMarkdown, table, text, textOf, th, tr, ul } from './helpers.ts';

/** Plain text that means something in markdown; each must read back as the same text. */
const SAMPLES = [
  ...['*not emphasis*', '_not emphasis_ and __not strong__', 'a*b*c and a_b_c', '~~not struck~~'],
  ...['# not a heading', '## also not', '> not a quote', '---', '***', '====='],
  ...['1. not a list', '2) not a list', '- not a list', '+ not a list', '* not a list', '[ ] not a task'],
  ...['[not](a link)', '![not](an image)', '`not code`', '<b>not html</b>', '[^1] not a footnote'],
  ...['&amp; is not an ampersand', 'back\\slash and trailing \\', '\\*already escaped\\*', 'pipes | inside | text'],
];

/**
 * GFM links bare URLs, `www.` names and e-mail addresses found in text after
 * escapes are resolved, so no escaping keeps them plain; the text survives.
 */
const URL_LIKE = ['<https://not.an.autolink>', 'see www.example.com and https://example.com', 'mail foo@example.com'];

describe('escaping plain text', () => {
  it.each(URL_LIKE)('reads URL-like text %j back as the same text, which GFM readers may link', (sample) => {
    const tree = parseMarkdown(md(p(text(sample))));
    expect(tree.children).toHaveLength(1);
    expect(textOf(tree)).toBe(sample);
  });

  it.each(SAMPLES)('reads %j back as the same text in a paragraph', (sample) => {
    const tree = parseMarkdown(md(p(text(sample))));
    expect(tree.children).toHaveLength(1);
    expect(tree.children[0]?.type).toBe('paragraph');
    expect(textOf(tree)).toBe(sample);
    // No accidental structure: only text nodes.
    expect(find(tree, 'link')).toBeUndefined();
    expect(find(tree, 'emphasis')).toBeUndefined();
    expect(find(tree, 'inlineCode')).toBeUndefined();
    expect(find(tree, 'html')).toBeUndefined();
  });

  it.each(SAMPLES)('reads %j back as the same text in a heading', (sample) => {
    const tree = parseMarkdown(md(heading(2, text(sample))));
    expect(tree.children).toMatchObject([{ type: 'heading', depth: 2 }]);
    expect(textOf(tree)).toBe(sample);
  });

  it.each(SAMPLES)('reads %j back as the same text in a list item', (sample) => {
    const tree = parseMarkdown(md(ul(li(p(text(sample))))));
    expect(tree.children).toMatchObject([{ type: 'list', children: [{ children: [{ type: 'paragraph' }] }] }]);
    expect(textOf(tree)).toBe(sample);
  });

  it.each(SAMPLES)('reads %j back as the same text in a table cell', (sample) => {
    const tree = parseMarkdown(md(table(tr(th(p(text('H')))), tr(th(p(text(sample)))))));
    const table_ = tree.children[0];
    expect(table_).toMatchObject({ type: 'table' });
    const cell = find(tree, 'table')!.children[1]!.children[0]!;
    expect(textOf(cell)).toBe(sample);
  });

  it('reads text after a hard break back without starting a new block', () => {
    const tree = parseMarkdown(md(p(text('line\n# not heading\n- not list\n1. not list'))));
    expect(tree.children).toHaveLength(1);
    expect(textOf(tree)).toBe('line\n# not heading\n- not list\n1. not list');
  });

  it('reads marked text with markdown characters back as the same text', () => {
    const tree = parseMarkdown(
      md(p(text('*star* ', 'bold'), text('_under_', 'italic'), text(' [x]', 'strikethrough'))),
    );
    expect(textOf(tree)).toBe('*star* _under_ [x]');
  });

  it('reads link text and URLs with markdown characters back unchanged', () => {
    const url = 'https://example.com/a_(b)*c*?q=[1]';
    const tree = parseMarkdown(
      md(p({ nodeType: 'hyperlink', data: { uri: url }, content: [text('[x] *y*')] } as never)),
    );
    expect(find(tree, 'link')).toMatchObject({ url });
    expect(textOf(tree)).toBe('[x] *y*');
  });
});
