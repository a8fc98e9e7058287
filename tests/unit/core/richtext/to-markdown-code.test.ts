import { describe, expect, it } from 'vitest';
import { block, find, li, md, p, parseMarkdown, text, textOf, ul } from './helpers.ts';

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

  it('uses the language and meta the markdown importer stored in data', () => {
    const markdown = md(
      block('paragraph', [text('let x = 1;\n', 'code')], { codeBlock: true, language: 'ts', meta: 'title="a.ts"' }),
    );
    expect(markdown).toBe('```ts title="a.ts"\nlet x = 1;\n\n```\n');
  });

  it('renders a single-line block flagged as a code block as a fence, not inline code', () => {
    const markdown = md(block('paragraph', [text('npm test', 'code')], { codeBlock: true, language: 'sh' }));
    expect(markdown).toBe('```sh\nnpm test\n```\n');
  });

  it('keeps a single-line code text without the flag as inline code', () => {
    expect(md(p(text('npm test', 'code')))).toBe('`npm test`\n');
  });

  it('ignores empty texts around the code text when detecting a block', () => {
    expect(md(p(text(''), text('a\nb', 'code'), text('')))).toBe('```\na\nb\n```\n');
  });

  it('uses a longer fence when the code contains backticks', () => {
    const value = 'say:\n```\nhi\n```';
    const markdown = md(p(text(value, 'code')));
    expect(parseMarkdown(markdown).children[0]).toMatchObject({ type: 'code', value });
  });

  it('keeps markdown characters in code verbatim', () => {
    const value = '# not heading\n* not list\n<b>not html</b>';
    expect(parseMarkdown(md(p(text(value, 'code')))).children[0]).toMatchObject({ type: 'code', value });
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
