import { expect, it } from 'vitest';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  KICKER_CONTRAST,
  layoutCard,
  readableOnPaper,
  wrap,
  type Card,
  type Measure,
  type TextStyle,
} from '../../../../src/site/cards/layout-card.ts';
import { contrastRatio } from '../../../support/contrast.ts';

/** A monospaced stand-in for the canvas: every character is half as wide as the font is tall. */
const measure: Measure = (text, style) => Array.from(text).length * (style.size / 2 + style.letterSpacing);
const style: TextStyle = { size: 40, weight: 400, letterSpacing: 0, lineHeight: 1.2, colour: '#000' };
/** The card's text column: 1200 − 2 × 80 pixels, 52 characters of this style. */
const COLUMN = 1040;

const card: Card = {
  kicker: 'Ada Example · Article',
  title: 'Edge caching in practice',
  subtitle: 'What we learned.',
  accent: '#0f766e',
  footer: 'portfolio.example',
};
const words = (count: number, word = 'word') => Array.from({ length: count }, (_, i) => `${word}${i}`).join(' ');

it('wrap fills each line up to the column width, breaking at spaces, and keeps every word', () => {
  const text = words(40);
  const lines = wrap(text, style, 10, measure);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(measure(line, style)).toBeLessThanOrEqual(COLUMN);
  for (let i = 0; i < lines.length - 1; i++)
    expect(measure(`${lines[i]} ${lines[i + 1]!.split(' ')[0]}`, style)).toBeGreaterThan(COLUMN);
  expect(lines.join(' ')).toBe(text);
});

it('wrap ends the last allowed line with an ellipsis when text is left out, still within the column', () => {
  const lines = wrap(words(60), style, 2, measure);
  expect(lines).toHaveLength(2);
  expect(lines[1]!.endsWith('…')).toBe(true);
  expect(measure(lines[1]!, style)).toBeLessThanOrEqual(COLUMN);
});

it('wrap cuts a word too wide for a line into pieces that fit', () => {
  const word = 'x'.repeat(130);
  const lines = wrap(word, style, 5, measure);
  expect(lines.join('')).toBe(word);
  for (const line of lines) expect(measure(line, style)).toBeLessThanOrEqual(COLUMN);
});

it('wrap adds up word widths to fill a line, measuring the joined line only near the column edge, where that decides', () => {
  const measured: string[] = [];
  const counting: Measure = (text, style) => {
    measured.push(text);
    return measure(text, style);
  };
  expect(wrap('short words well inside the column', style, 3, counting)).toEqual([
    'short words well inside the column',
  ]);
  expect(measured.filter((text) => text.includes(' ') && text !== ' ')).toEqual([]);
  // Near the edge (25 + 1 + 26 characters fill the column), shaping across a space makes the joined line 3 px wider.
  const kerned: Measure = (text, style) => measure(text, style) + (text.includes(' z') ? 3 : 0);
  const first = 'y'.repeat(25);
  const second = `z${'y'.repeat(25)}`;
  expect(wrap(`${first} ${second}`, style, 3, kerned)).toEqual([first, second]);
  expect(wrap(`${first} ${second}`, style, 3, measure)).toEqual([`${first} ${second}`]);
});

it('wrap gives no line for empty text or no room', () => {
  expect(wrap('   ', style, 3, measure)).toEqual([]);
  expect(wrap('text', style, 0, measure)).toEqual([]);
});

const extentOf = (line: { baseline: number; style: TextStyle }) => ({
  top: line.baseline - 0.97 * line.style.size,
  bottom: line.baseline + 0.25 * line.style.size,
});

it("a card's layout puts the kicker, the title, the subtitle and the footer in that order, each inside the card, the title smaller when long", () => {
  const { lines } = layoutCard(card, measure);
  expect(lines.map((line) => line.text)).toEqual([card.kicker, card.title, card.subtitle, card.footer]);
  for (const line of lines) {
    expect(line.x + measure(line.text, line.style)).toBeLessThanOrEqual(CARD_WIDTH - 80);
    expect(extentOf(line).bottom).toBeLessThanOrEqual(CARD_HEIGHT);
  }
  expect(lines.map((line) => line.style.colour)).toEqual([card.accent, '#1c1b22', '#4a4856', '#4a4856']);
  const long = layoutCard({ ...card, title: 'A'.repeat(61) }, measure).lines[1]!;
  expect(long.style.size).toBeLessThan(lines[1]!.style.size);
});

it("a card's layout never lets a long title and excerpt run into the footer: the title takes three lines, the excerpt what fits", () => {
  const { lines } = layoutCard({ ...card, title: words(80), subtitle: words(80, 'excerpt') }, measure);
  const footer = lines.at(-1)!;
  const title = lines.filter((line) => line.style.weight === 700 && line.text !== card.kicker);
  expect(title).toHaveLength(3);
  expect(title.at(-1)!.text.endsWith('…')).toBe(true);
  const body = lines.filter((line) => line.text.startsWith('excerpt'));
  expect(body.length).toBeGreaterThan(0);
  expect(body.at(-1)!.text.endsWith('…')).toBe(true);
  for (const [above, below] of lines.slice(0, -1).map((line, i) => [line, lines[i + 1]!] as const)) {
    // Lines of one block are a line height apart, give or take the rounding of each baseline to a
    // whole pixel (the title's is tighter than its glyphs); blocks do not touch.
    if (above.style === below.style)
      expect(Math.abs(below.baseline - above.baseline - above.style.size * above.style.lineHeight)).toBeLessThanOrEqual(
        1,
      );
    else expect(extentOf(above).bottom, `${above.text} / ${below.text}`).toBeLessThanOrEqual(extentOf(below).top);
  }
  expect(extentOf(footer).bottom).toBeLessThanOrEqual(CARD_HEIGHT - 56 + 1);
  for (const line of lines) expect(Number.isInteger(line.baseline), line.text).toBe(true);
});

it("a card's layout draws a picture round at the right, inside the card, with every line of text to its left", () => {
  const { lines, picture } = layoutCard({ ...card, title: words(30), picture: { file: 'p.webp', name: 'p' } }, measure);
  expect(picture!.x + picture!.size).toBeLessThanOrEqual(CARD_WIDTH - 80);
  expect(picture!.y + picture!.size).toBeLessThanOrEqual(CARD_HEIGHT);
  for (const line of lines) expect(line.x + measure(line.text, line.style)).toBeLessThan(picture!.x);
  expect(layoutCard(card, measure).picture).toBeUndefined();
});

const paper = '#fbfaf8';

it("the kicker's colour is the accent when the accent reads on the paper, and the accent darkened until it does when not; the layout draws the kicker in it, the bar in the accent", () => {
  expect(readableOnPaper('#0f766e')).toBe('#0f766e');
  expect(readableOnPaper('#5b21b6')).toBe('#5b21b6');
  for (const light of ['#ca8a04', '#facc15', '#fff', '#ffffff80', '#22d3ee']) {
    const readable = readableOnPaper(light);
    expect(readable).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(readable, paper), light).toBeGreaterThanOrEqual(KICKER_CONTRAST);
  }
  expect(contrastRatio('#ca8a04', paper)).toBeLessThan(3);
  // Asked to, it reads on a tint of the accent too: 12 % of #ef4444 mixed into white.
  expect(contrastRatio(readableOnPaper('#ef4444', 0.12), '#fde9e9')).toBeGreaterThanOrEqual(KICKER_CONTRAST);
  const { bar, lines } = layoutCard({ ...card, accent: '#ca8a04' }, measure);
  expect(lines[0]!.style.colour).toBe(readableOnPaper('#ca8a04'));
  expect(bar.colour).toBe('#ca8a04');
});
