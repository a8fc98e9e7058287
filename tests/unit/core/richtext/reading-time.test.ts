import { describe, expect, it } from 'vitest';
import { readingTime } from '../../../../src/core/richtext/reading-time.ts';
import { richTextToPlainText } from '../../../../src/core/richtext/plain-text.ts';
import { doc, heading, li, link, p, table, td, text, tr, ul } from './helpers.ts';

const words = (count: number): string => Array.from({ length: count }, (_, index) => `w${index}`).join(' ');

describe('readingTime', () => {
  it('is one minute for an empty document', () => {
    expect(readingTime(doc())).toBe(1);
  });

  it('is one minute for a short text', () => {
    expect(readingTime(doc(p(text('Just a few words.'))))).toBe(1);
  });

  it('is one minute for exactly 200 words', () => {
    expect(readingTime(doc(p(text(words(200)))))).toBe(1);
  });

  it('rounds up: 201 words take two minutes', () => {
    expect(readingTime(doc(p(text(words(201)))))).toBe(2);
  });

  it('counts words across blocks, lists, tables and links', () => {
    const document = doc(
      heading(1, text(words(100))),
      ul(li(p(text(words(100))))),
      table(tr(td(p(text(words(100)))))),
      p(link('https://x.example', text(words(100)))),
    );
    expect(readingTime(document)).toBe(2);
  });

  it('does not run words of neighbouring blocks together', () => {
    expect(readingTime(doc(...Array.from({ length: 201 }, () => p(text('word')))))).toBe(2);
  });
});

describe('richTextToPlainText', () => {
  it('puts one block per line and keeps inline text together', () => {
    expect(
      richTextToPlainText(
        doc(heading(2, text('Title')), p(text('a '), link('https://x.example', text('b')), text(' c'))),
      ),
    ).toBe('Title\na b c');
  });
});
