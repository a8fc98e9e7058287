/**
 * The cards' PNG encoder: what it writes must decode, in an independent decoder (sharp's libspng),
 * to exactly the pixels it was given (RGBA, or a palette's entries), with a valid header and a
 * valid CRC on every chunk; a card decodes to the entries it was composed of, or, painted whole,
 * within the palette's tolerance of what the canvas drew.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seeded } from '../../../bench/synthetic-content.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../src/outputs/cards/card-size.ts';
import { TOLERANCE } from '../../../src/outputs/cards/card-palette.ts';
import { composedCard, paintCard, renderCard, type Card } from '../../../src/outputs/cards/draw-card.ts';
import { encodeIndexedPng, encodeIndexedRows, encodePng } from '../../../src/outputs/cards/png.ts';

async function decoded(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data), width: info.width, height: info.height, channels: info.channels };
}

/** The chunks of a PNG: type, data, and whether the stored CRC is the CRC of type and data. */
function chunks(png: Buffer): { type: string; length: number; crcOk: boolean }[] {
  const out = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const crcOk = png.readUInt32BE(at + 8 + length) === crc32(png.subarray(at + 4, at + 8 + length));
    out.push({ type, length, crcOk });
    at += 12 + length;
  }
  return out;
}

describe('the cards’ PNG encoder', () => {
  it('writes random pixels, alpha included, that decode to the same bytes', async () => {
    const random = seeded(7);
    for (const [width, height] of [[1, 1], [3, 2], [17, 5], [256, 64]] as const) {
      const pixels = Uint8Array.from({ length: width * height * 4 }, () => Math.floor(random() * 256));
      const back = await decoded(encodePng(pixels, width, height));
      expect([back.width, back.height, back.channels]).toEqual([width, height, 4]);
      expect(back.pixels).toEqual(pixels);
    }
  });

  it('writes a signature, then a header, the data and an end, each with its CRC', () => {
    const png = encodePng(new Uint8Array(5 * 4 * 4).fill(200), 5, 4);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(chunks(png).map(({ type, crcOk }) => [type, crcOk])).toEqual([
      ['IHDR', true],
      ['IDAT', true],
      ['IEND', true],
    ]);
    // Width, height, 8 bits, RGBA, deflate, no filter method variant, not interlaced.
    expect(png.readUInt32BE(16)).toBe(5);
    expect(png.readUInt32BE(20)).toBe(4);
    expect([...png.subarray(24, 29)]).toEqual([8, 6, 0, 0, 0]);
  });

  it('writes palette indices that decode to their entries, with the palette in its own chunk', async () => {
    const random = seeded(11);
    for (const [width, height, entries] of [[1, 1, 1], [7, 3, 2], [64, 9, 256]] as const) {
      const palette = Uint8Array.from({ length: entries * 3 }, () => Math.floor(random() * 256));
      const indices = Uint8Array.from({ length: width * height }, () => Math.floor(random() * entries));
      const png = encodeIndexedPng(indices, palette, width, height);
      expect(chunks(png).map(({ type, crcOk }) => [type, crcOk])).toEqual([
        ['IHDR', true],
        ['PLTE', true],
        ['IDAT', true],
        ['IEND', true],
      ]);
      // Colour type 3: palette indices.
      expect(png[25]).toBe(3);
      const back = await decoded(png);
      expect([back.width, back.height, back.channels]).toEqual([width, height, 3]);
      expect(back.pixels).toEqual(Uint8Array.from([...indices].flatMap((index) => [...palette.subarray(index * 3, index * 3 + 3)])));
    }
  });

  const card: Card = { kicker: 'Ada Example · Article', title: 'Latency budgets that survive contact', subtitle: 'What a p99 means when the traffic is real.', accent: '#5b21b6', footer: 'portfolio.example' };

  it('gives a whole card as the palette entries it was composed of, at a few tens of kilobytes', async () => {
    const png = renderCard(card);
    expect(png[25]).toBe(3);
    const back = await decoded(png);
    expect([back.width, back.height, back.channels]).toEqual([CARD_WIDTH, CARD_HEIGHT, 3]);
    const composed = composedCard(card);
    if (!composed) throw new Error('the card was painted whole');
    const { rows, palette } = composed;
    for (let y = 0; y < CARD_HEIGHT; y++) {
      for (let x = 0; x < CARD_WIDTH; x++) {
        const entry = rows[y * (CARD_WIDTH + 1) + 1 + x]!;
        const at = (y * CARD_WIDTH + x) * 3;
        if (back.pixels[at] !== palette[entry * 3] || back.pixels[at + 1] !== palette[entry * 3 + 1] || back.pixels[at + 2] !== palette[entry * 3 + 2]) {
          throw new Error(`pixel (${x}, ${y}) decodes to ${[...back.pixels.subarray(at, at + 3)]}, not entry ${entry}`);
        }
      }
    }
    // Flat colour and text compress well: a card is tens of kilobytes, not megabytes.
    expect(png.length).toBeLessThan(60_000);
  });

  it('gives a card painted whole as palette indices within a few levels of the colours the canvas drew', async () => {
    // Right-to-left text is painted line by line (compose-card.ts).
    const painted: Card = { ...card, subtitle: 'بطاقة مع نص عربي' };
    expect(composedCard(painted)).toBeUndefined();
    const png = renderCard(painted);
    expect(png[25]).toBe(3);
    const back = await decoded(png);
    const { pixels } = paintCard(painted);
    let largest = 0;
    for (let i = 0; i < CARD_WIDTH * CARD_HEIGHT; i++) {
      for (let c = 0; c < 3; c++) largest = Math.max(largest, Math.abs(back.pixels[i * 3 + c]! - pixels[i * 4 + c]!));
    }
    expect(largest).toBeLessThanOrEqual(TOLERANCE);
  });

  it('writes rows already behind their filter byte as it writes the same indices given bare', () => {
    const random = seeded(12);
    const [width, height] = [9, 4];
    const palette = Uint8Array.from({ length: 16 * 3 }, () => Math.floor(random() * 256));
    const indices = Uint8Array.from({ length: width * height }, () => Math.floor(random() * 16));
    const rows = new Uint8Array((width + 1) * height);
    for (let y = 0; y < height; y++) rows.set(indices.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
    expect(Buffer.compare(encodeIndexedRows(rows, palette, width, height), encodeIndexedPng(indices, palette, width, height))).toBe(0);
    expect(() => encodeIndexedRows(indices, palette, width, height)).toThrow('36 bytes are not 4 rows of 9 palette indices, each behind its filter byte');
    expect(() => encodeIndexedRows(rows, new Uint8Array(2), width, height)).toThrow('a palette of 2 bytes is not 1 to 256 RGB entries');
  });

  it('writes the card the canvas drew as RGBA, byte for byte, when asked for all its colours', async () => {
    const { pixels } = paintCard(card);
    const back = await decoded(encodePng(pixels, CARD_WIDTH, CARD_HEIGHT));
    // Compared natively: a failing deep equality of 3 MB would take seconds to describe.
    expect(Buffer.compare(back.pixels, pixels)).toBe(0);
    // Opaque everywhere: the card's first rectangle covers it.
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i] !== 255) throw new Error(`pixel ${(i - 3) / 4} is not opaque`);
  });

  it('refuses pixels that are not the size it is told', () => {
    expect(() => encodePng(new Uint8Array(15), 2, 2)).toThrow('15 bytes are not 2×2 RGBA pixels (16 bytes)');
    expect(() => encodePng(new Uint8Array(0), 0, 0)).toThrow('0×0 is not an image size');
    expect(() => encodeIndexedPng(new Uint8Array(5), new Uint8Array(3), 2, 2)).toThrow('5 bytes are not 2×2 palette indices');
    expect(() => encodeIndexedPng(new Uint8Array(4), new Uint8Array(4), 2, 2)).toThrow('a palette of 4 bytes is not 1 to 256 RGB entries');
    expect(() => encodeIndexedPng(new Uint8Array(4), new Uint8Array(257 * 3), 2, 2)).toThrow('is not 1 to 256 RGB entries');
  });
});
