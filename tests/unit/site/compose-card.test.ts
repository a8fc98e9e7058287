/**
 * A card composed from its words' masks shows what the canvas paints when it draws each line whole:
 * the same glyphs, in the same inks, within a quarter pixel; text that a word at a time would change
 * (reordered, coloured, translucent) is left to be painted whole.
 */
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { cardFont, registerCardFonts } from '../../../src/outputs/cards/card-fonts.ts';
import { TOLERANCE, type Rgb } from '../../../src/outputs/cards/card-palette.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../src/outputs/cards/card-size.ts';
import { composeCard, type CardLayout, type ComposedCard } from '../../../src/outputs/cards/compose-card.ts';
import { composedCard, paintCard, type Card } from '../../../src/outputs/cards/draw-card.ts';
import { layoutCard, type Measure, type TextStyle } from '../../../src/outputs/cards/layout-card.ts';
import { masksDrawn, originOf, PHASES } from '../../../src/outputs/cards/word-masks.ts';

const card = (overrides: Partial<Card> = {}): Card => ({
  kicker: 'Ada Example · Article',
  title: 'Latency budgets that survive contact with real traffic, 2024',
  subtitle: 'What a p99 means when the traffic is real: queues, retries, and the tail you did not plan for.',
  accent: '#5b21b6',
  footer: 'portfolio.example',
  ...overrides,
});

/** The composed card's colour at each pixel, as RGB bytes. */
function colours({ rows, palette }: ComposedCard): Uint8Array {
  const out = new Uint8Array(CARD_WIDTH * CARD_HEIGHT * 3);
  for (let y = 0; y < CARD_HEIGHT; y++) {
    for (let x = 0; x < CARD_WIDTH; x++) {
      const entry = rows[y * (CARD_WIDTH + 1) + 1 + x]!;
      out.set(palette.subarray(entry * 3, entry * 3 + 3), (y * CARD_WIDTH + x) * 3);
    }
  }
  return out;
}

/** How far `composed` (RGB) is from `painted` (RGBA): pixels more than TOLERANCE apart, the mean difference, and the largest. */
function difference(composed: Uint8Array, painted: Uint8Array): { off: number; mean: number; largest: number } {
  let off = 0;
  let sum = 0;
  let largest = 0;
  for (let i = 0; i < CARD_WIDTH * CARD_HEIGHT; i++) {
    let pixel = 0;
    for (let c = 0; c < 3; c++) {
      const d = Math.abs(composed[i * 3 + c]! - painted[i * 4 + c]!);
      sum += d;
      pixel = Math.max(pixel, d);
    }
    if (pixel > TOLERANCE) off++;
    largest = Math.max(largest, pixel);
  }
  return { off, mean: sum / (CARD_WIDTH * CARD_HEIGHT * 3), largest };
}

/** The card as the canvas paints each of its words from the origin composing gives it (word-masks.ts). */
function paintedByWords(shown: Card): Uint8Array {
  registerCardFonts();
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const context = canvas.getContext('2d');
  context.lang = 'en';
  const measure: Measure = (text, style) => {
    context.font = cardFont(style);
    context.letterSpacing = `${style.letterSpacing}px`;
    return context.measureText(text).width;
  };
  const { rectangles, lines } = layoutCard(shown, measure);
  for (const { x, y, width, height, colour } of rectangles) {
    context.fillStyle = colour;
    context.fillRect(x, y, width, height);
  }
  for (const { text, x, baseline, style } of lines) {
    let left = x;
    for (const word of text.split(' ')) {
      const width = measure(word, style);
      const origin = originOf(left, baseline);
      context.fillStyle = style.colour;
      context.fillText(word, origin.column + origin.phase / PHASES, origin.row);
      left += width + measure(' ', style);
    }
  }
  return canvas.data();
}

describe('a card composed from its words', () => {
  it.each([
    ['English', card()],
    ['accented Latin, typographic punctuation and a translucent accent bar', card({ title: 'Zoë Ångström — “naïve” café résumés… ½ × 3', subtitle: 'Łódź, Øresund, İstanbul: ﬁne ligatures & numbers 1,234.56 %', accent: '#b91c1c80' })],
    ['Greek and Cyrillic from the machine’s fonts', card({ title: 'Ελληνικά και Русский текст', subtitle: 'Σύντομη περιγραφή и краткое описание.' })],
    ['the profile', card({ kicker: 'Portfolio', title: 'Ada Example', subtitle: 'Engineer who writes about latency.' })],
  ])('matches the canvas painting each line whole: %s', (_, shown) => {
    const composed = composedCard(shown);
    if (!composed) throw new Error('the card was painted whole');
    // Word for word what the canvas draws from the same origins, to the palette's tolerance.
    expect(difference(colours(composed), paintedByWords(shown)).largest).toBeLessThanOrEqual(TOLERANCE);
    // And close to the lines painted whole: a glyph can land a quarter pixel across from where the
    // whole line puts it (word-masks.ts), about 1 glyph in 16, which moves its edge pixels only.
    const { pixels } = paintCard(shown);
    const { off, mean } = difference(colours(composed), pixels);
    expect(off / (CARD_WIDTH * CARD_HEIGHT)).toBeLessThan(0.005);
    expect(mean).toBeLessThan(0.2);
    // The paper and the accent bar are exact.
    expect(composed.rows[600 * (CARD_WIDTH + 1) + 1 + 1150]).toBe(0);
    const bar = composed.rows[10 * (CARD_WIDTH + 1) + 1 + 600]!;
    expect([...composed.palette.subarray(bar * 3, bar * 3 + 3)]).toEqual([...pixels.subarray((10 * CARD_WIDTH + 600) * 4, (10 * CARD_WIDTH + 600) * 4 + 3)]);
  });

  it.each([
    ['a right-to-left script', card({ title: 'مرحبا بالعالم' })],
    ['right-to-left punctuation among Latin words', card({ title: 'Why ؟ 12 34 56 end' })],
    ['marks stacked up into the accent bar', card({ kicker: '', title: `a${'\u0308'.repeat(12)}` })],
    ['a direction mark', card({ subtitle: 'left\u200Fright' })],
    ['an emoji', card({ subtitle: 'Shipped 🎉' })],
    ['a translucent kicker', card({ accent: '#000000cc' })],
  ])('leaves a card to be painted whole when a word at a time could change it: %s', (_, shown) => {
    expect(composedCard(shown)).toBeUndefined();
  });

  it('draws each word once for a font, colour and phase, and takes it from those kept after', () => {
    composedCard(card());
    const before = masksDrawn();
    composedCard(card());
    expect(masksDrawn()).toBe(before);
    composedCard(card({ title: 'Latency budgets that survive contact with real traffic, 2025' }));
    // The new year; every other word was kept (the line lays out the same up to it).
    expect(masksDrawn() - before).toBe(1);
  });
});

describe('composing', () => {
  registerCardFonts();
  const paperCss = '#fbfaf8';
  const inkCss = '#1c1b22';
  const paper: Rgb = [0xfb, 0xfa, 0xf8];
  const ink: Rgb = [0x1c, 0x1b, 0x22];
  const colourOf = (colour: string): Rgb => (colour === paperCss ? paper : ink);
  const style: TextStyle = { size: 68, weight: 700, letterSpacing: 0, lineHeight: 1.1, colour: inkCss };
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const context = canvas.getContext('2d');
  context.lang = 'en';
  context.font = '700 68px Inter';
  const widthOf = (text: string) => context.measureText(text).width;

  /** The card as the canvas paints `words` from the origins composing puts them on. */
  function painted(words: { text: string; x: number; baseline: number }[]): Uint8Array {
    context.fillStyle = paperCss;
    context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
    context.fillStyle = inkCss;
    for (const { text, x, baseline } of words) {
      const origin = originOf(x, baseline);
      context.fillText(text, origin.column + origin.phase / PHASES, origin.row);
    }
    return canvas.data();
  }

  const layoutOf = (text: string, x: number, baseline: number): CardLayout => ({
    rectangles: [{ x: 0, y: 0, width: CARD_WIDTH, height: CARD_HEIGHT, colour: paperCss }],
    lines: [{ text, x, baseline, style }],
  });

  it('blends glyphs of one ink that overlap as the canvas does, one over the other', () => {
    // Words measured narrower than they are: each overlaps the one before by most of its width.
    const measure: Measure = (text) => (text === ' ' ? 0 : widthOf(text) / 3);
    const composed = composeCard(layoutOf('WOW WOW WOW', 100.3, 200.4), colourOf, measure);
    if (!composed) throw new Error('the line was not composed');
    const third = widthOf('WOW') / 3;
    const expected = painted([0, 1, 2].map((i) => ({ text: 'WOW', x: 100.3 + i * third, baseline: 200.4 })));
    const { largest, off } = difference(colours(composed), expected);
    // Two steps of the palette at most: each coverage is first rounded to a step, then blended.
    expect(largest).toBeLessThanOrEqual(2 * TOLERANCE + 2);
    expect(off).toBeLessThan(200);
  });

  it('leaves out what falls beyond the card’s edges, as the canvas clips it', () => {
    const composed = composeCard(layoutOf('Overflowing', 1100.6, 30), colourOf, (text) => widthOf(text));
    if (!composed) throw new Error('the line was not composed');
    const { off, largest } = difference(colours(composed), painted([{ text: 'Overflowing', x: 1100.6, baseline: 30 }]));
    expect(off).toBe(0);
    expect(largest).toBeLessThanOrEqual(TOLERANCE);
    // Nothing ran on into the start of the row below, and every row still begins with its filter byte.
    for (let y = 0; y < CARD_HEIGHT; y++) expect(composed.rows[y * (CARD_WIDTH + 1)]).toBe(0);
    for (let y = 1; y < 60; y++) expect(composed.rows.subarray(y * (CARD_WIDTH + 1) + 1, y * (CARD_WIDTH + 1) + 1 + 200).every((entry) => entry === 0), `row ${y}`).toBe(true);
  });
});
