/**
 * A card's pixels as palette indices: every pixel within TOLERANCE of its entry, the paper and a
 * full-strength ink exact, and no palette at all when a pixel is not the paper blended with an ink.
 */
import { describe, expect, it } from 'vitest';
import { indexedPixels, TOLERANCE, type Rgb } from '../../../src/outputs/cards/card-palette.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../src/outputs/cards/card-size.ts';
import { paintCard, type Card } from '../../../src/outputs/cards/draw-card.ts';

const card: Card = { kicker: 'Ada Example · Project', title: 'Edge caching in practice, with a title long enough to wrap', subtitle: 'What we learned shipping it.', accent: '#0f766e', footer: 'portfolio.example' };
const paper: Rgb = [251, 250, 248];
const ink: Rgb = [28, 27, 34];

/** A `width × height` image of the paper, with `pixels` set (index → RGBA). */
function image(width: number, height: number, pixels: Record<number, [number, number, number, number]> = {}): Uint8Array {
  const bytes = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) bytes.set([...paper, 255], i * 4);
  for (const [at, rgba] of Object.entries(pixels)) bytes.set(rgba, Number(at) * 4);
  return bytes;
}

const entry = (palette: Uint8Array, index: number) => [...palette.subarray(index * 3, index * 3 + 3)];

describe('a card as palette indices', () => {
  it('maps every pixel of a painted card to an entry within the tolerance, the paper and the accent bar exactly', () => {
    const { pixels, paper: painted, inks } = paintCard(card);
    const indexed = indexedPixels(pixels, CARD_WIDTH, CARD_HEIGHT, painted, inks);
    if (!indexed) throw new Error('the card was not paper and inks alone');
    expect(indexed.palette.length / 3).toBeLessThanOrEqual(256);
    let largest = 0;
    for (let i = 0; i < CARD_WIDTH * CARD_HEIGHT; i++) {
      const colour = entry(indexed.palette, indexed.indices[i]!);
      for (let c = 0; c < 3; c++) largest = Math.max(largest, Math.abs(colour[c]! - pixels[i * 4 + c]!));
    }
    expect(largest).toBeLessThanOrEqual(TOLERANCE);
    // A glyph's edges: more than a few steps of the title's ink are used.
    expect(new Set(indexed.indices).size).toBeGreaterThan(50);
    const at = (x: number, y: number) => entry(indexed.palette, indexed.indices[y * CARD_WIDTH + x]!);
    expect(at(600, 10)).toEqual([0x0f, 0x76, 0x6e]);
    expect(at(1150, 400)).toEqual([...paper]);
  });

  it('gives every step of a blend between the paper and an ink to the nearest entry', () => {
    const steps = Array.from({ length: 256 }, (_, share) => [...[0, 1, 2].map((c) => Math.round(paper[c]! + ((ink[c]! - paper[c]!) * share) / 255)), 255] as [number, number, number, number]);
    const pixels = image(256, 1, Object.fromEntries(steps.map((rgba, i) => [i, rgba])));
    const indexed = indexedPixels(pixels, 256, 1, paper, [ink]);
    if (!indexed) throw new Error('a blend was refused');
    for (let i = 0; i < 256; i++) {
      const colour = entry(indexed.palette, indexed.indices[i]!);
      for (let c = 0; c < 3; c++) expect(Math.abs(colour[c]! - steps[i]![c]!)).toBeLessThanOrEqual(TOLERANCE);
    }
    expect(entry(indexed.palette, indexed.indices[255]!)).toEqual([...ink]);
  });

  it('gives no palette when a pixel is no blend of the paper with one ink: a colour glyph, a transparent pixel', () => {
    expect(indexedPixels(image(4, 4, { 5: [220, 30, 30, 255] }), 4, 4, paper, [ink, [15, 118, 110]])).toBeUndefined();
    expect(indexedPixels(image(4, 4, { 5: [...ink, 128] }), 4, 4, paper, [ink])).toBeUndefined();
    expect(indexedPixels(image(4, 4, { 15: [...ink, 255] }), 4, 4, paper, [])).toBeUndefined();
    expect(indexedPixels(image(4, 4), 4, 4, paper, [])?.indices).toEqual(new Uint8Array(16));
  });

  it('reads pixels wherever their bytes start, as in a small Buffer from Node’s pool', () => {
    const pixels = image(3, 2, { 4: [...ink, 255] });
    const shifted = new Uint8Array(pixels.length + 1).subarray(1);
    shifted.set(pixels);
    const indexed = indexedPixels(shifted, 3, 2, paper, [ink]);
    expect(indexed?.indices).toEqual(Uint8Array.of(0, 0, 0, 0, 255, 0));
  });

  it('shares 255 entries among the inks, so any number of them up to 255 fits one palette', () => {
    for (const count of [1, 2, 3, 7, 255]) {
      const inks = Array.from({ length: count }, (_, k) => [k, 255 - k, 0] as Rgb);
      const indexed = indexedPixels(image(2, 2), 2, 2, paper, inks);
      expect(indexed?.palette.length).toBe((1 + count * Math.floor(255 / count)) * 3);
    }
    expect(indexedPixels(image(2, 2), 2, 2, paper, Array.from({ length: 256 }, () => ink))).toBeUndefined();
  });

  it('indexes a row drawn as on the card before as that card did, and a row that differs afresh', () => {
    const ink2: Rgb = [15, 118, 110];
    // Rows 0 and 2 hold ink 1; row 1 ink 2 on one card and ink 1 on the other.
    const first = image(3, 3, { 0: [...ink, 255], 4: [...ink2, 255], 8: [...ink, 255] });
    const second = image(3, 3, { 0: [...ink, 255], 4: [...ink, 255], 8: [...ink, 255] });
    const alone = (pixels: Uint8Array) => {
      // A card of another size in between: nothing of the one before carries over.
      indexedPixels(image(2, 2), 2, 2, paper, [ink, ink2]);
      return indexedPixels(pixels.slice(), 3, 3, paper, [ink, ink2])?.indices;
    };
    const expected = [alone(first), alone(second)];
    expect(expected[0]).not.toEqual(expected[1]);
    for (const order of [[first, second], [second, first], [first, first]] as const) {
      const got = order.map((pixels) => indexedPixels(pixels.slice(), 3, 3, paper, [ink, ink2])?.indices);
      order.forEach((pixels, i) => expect(got[i]).toEqual(expected[pixels === first ? 0 : 1]));
    }
  });
});

