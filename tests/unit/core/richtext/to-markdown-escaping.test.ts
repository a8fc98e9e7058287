import { expect, it } from 'vitest';
import { heading, li, md, p, parseMarkdown, table, text, textOf, th, tr, ul } from './helpers.ts';

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
 * Nor do lines after hard breaks start blocks of their own.
 */
const URL_LIKE = ['<https://not.an.autolink>', 'see www.example.com and https://example.com', 'mail foo@example.com'];
const AFTER_HARD_BREAKS = 'line\n# not heading\n- not list\n1. not list';

it.each([...URL_LIKE, AFTER_HARD_BREAKS])('reads %j back as one block of the same text', (sample) => {
  const tree = parseMarkdown(md(p(text(sample))));
  expect(tree.children).toHaveLength(1);
  expect(textOf(tree)).toBe(sample);
});

/** Where text can stand, and the block a reader must find there. */
const PLACES: [place: string, make: (sample: string) => ReturnType<typeof p>, block: object][] = [
  ['a paragraph', (sample) => p(text(sample)), { type: 'paragraph' }],
  ['a heading', (sample) => heading(2, text(sample)), { type: 'heading', depth: 2 }],
  [
    'a list item',
    (sample) => ul(li(p(text(sample)))),
    { type: 'list', children: [{ children: [{ type: 'paragraph' }] }] },
  ],
  ['a table cell', (sample) => table(tr(th(p(text(sample))))), { type: 'table', children: [{ children: [{}] }] }],
];

it.each(PLACES.flatMap(([place, make, block]) => SAMPLES.map((sample) => [sample, place, make, block] as const)))(
  'reads %j back as the same text in %s, with no structure of its own',
  (sample, _place, make, block) => {
    const tree = parseMarkdown(md(make(sample)));
    expect(tree.children).toMatchObject([block]);
    expect(textOf(tree)).toBe(sample);
    expect(JSON.stringify(tree)).not.toMatch(/"type":"(link|emphasis|inlineCode|html)"/);
  },
);

it('reads marked text with markdown characters back as the same text', () => {
  const tree = parseMarkdown(md(p(text('*star* ', 'bold'), text('_under_', 'italic'), text(' [x]', 'strikethrough'))));
  expect(textOf(tree)).toBe('*star* _under_ [x]');
});

it('reads link text and URLs with markdown characters back unchanged', () => {
  const url = 'https://example.com/a_(b)*c*?q=[1]';
  const tree = parseMarkdown(md(p({ nodeType: 'hyperlink', data: { uri: url }, content: [text('[x] *y*')] } as never)));
  expect(tree.children[0]).toMatchObject({ children: [{ type: 'link', url }] });
  expect(textOf(tree)).toBe('[x] *y*');
});
