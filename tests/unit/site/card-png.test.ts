/**
 * The cards' PNG encoder: what it writes must decode, in an independent decoder (sharp's libspng),
 * to exactly the pixels it was given, with a valid header and a valid CRC on every chunk.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { seeded } from '../../../bench/synthetic-content.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../../../src/outputs/cards/card-size.ts';
import { renderCard } from '../../../src/outputs/cards/draw-card.ts';
import { encodePng } from '../../../src/outputs/cards/png.ts';

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

  it('gives a whole card in the bytes the canvas drew, and at the usual size', async () => {
    const png = renderCard({ kicker: 'Ada Example · Article', title: 'Latency budgets that survive contact', subtitle: 'What a p99 means when the traffic is real.', accent: '#5b21b6', footer: 'portfolio.example' });
    const back = await decoded(png);
    expect([back.width, back.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
    // Opaque everywhere: the card's first rectangle covers it.
    for (let i = 3; i < back.pixels.length; i += 4) if (back.pixels[i] !== 255) throw new Error(`pixel ${(i - 3) / 4} is not opaque`);
    // Flat colour and text compress well: a card is tens of kilobytes, not megabytes.
    expect(png.length).toBeLessThan(200_000);
  });

  it('refuses pixels that are not the size it is told', () => {
    expect(() => encodePng(new Uint8Array(15), 2, 2)).toThrow('15 bytes are not 2×2 RGBA pixels (16 bytes)');
    expect(() => encodePng(new Uint8Array(0), 0, 0)).toThrow('0×0 is not an image size');
  });
});
