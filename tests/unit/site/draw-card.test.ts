import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { drawCard, paintCard, renderCard, type Card } from '../../../src/outputs/cards/draw-card.ts';

const cache = mkdtempSync(path.join(tmpdir(), 'cards-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

const card: Card = { kicker: 'Ada Example · Project', title: 'Edge cache', subtitle: 'Fast pages', accent: '#0f766e', footer: 'portfolio.example' };

describe('a social card', () => {
  it('is a PNG drawn once, then read from the cache for as long as what it shows is the same', async () => {
    const png = await drawCard(card, cache);
    expect([...png.subarray(1, 4)].map((b) => String.fromCharCode(b)).join('')).toBe('PNG');
    const [file] = readdirSync(cache);
    expect(readdirSync(cache)).toHaveLength(1);
    // Mark the cached copy: the next call must hand it back rather than draw again.
    writeFileSync(path.join(cache, file!), 'cached');
    expect((await drawCard({ ...card }, cache)).toString()).toBe('cached');
    await drawCard({ ...card, subtitle: 'Faster pages' }, cache);
    expect(readdirSync(cache)).toHaveLength(2);
  });

  it('shows the accent bar, dark text where the title is and plain paper where nothing is', async () => {
    const { data, info } = await sharp(renderCard(card)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1200, 630]);
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(600, 10)).toEqual([0x0f, 0x76, 0x6e]);
    expect(pixel(1150, 400)).toEqual([0xfb, 0xfa, 0xf8]);
    // The title's band (68 px type below a 30 px kicker): some pixels there are near the ink colour.
    let ink = 0;
    for (let y = 150; y < 230; y++) for (let x = 80; x < 500; x++) if (pixel(x, y).every((channel) => channel < 80)) ink++;
    expect(ink).toBeGreaterThan(1000);
  });

  it("gives each card's pixels as its own copy, which the next card painted on the shared canvas leaves alone", () => {
    // card-palette.ts compares a card's rows with the card before's: a view of the live canvas would match every row.
    const first = paintCard(card).pixels;
    const kept = Buffer.from(first);
    const second = paintCard({ ...card, title: 'Another title altogether', accent: '#b91c1c' }).pixels;
    expect(Buffer.compare(Buffer.from(first), kept)).toBe(0);
    expect(Buffer.compare(Buffer.from(second), kept)).not.toBe(0);
  });
});

