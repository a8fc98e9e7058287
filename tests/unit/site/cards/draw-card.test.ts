import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { cachedCardPath, drawCard, keepCard, renderCard } from '../../../../src/site/cards/draw-card.ts';
import type { Card } from '../../../../src/site/cards/layout-card.ts';
import { CARD_HEIGHT, CARD_WIDTH, layoutCard, type Measure } from '../../../../src/site/cards/layout-card.ts';
import { registerTypeface } from '../../../../src/site/cards/paint-card.ts';
import { FONTS } from '../../../../src/core/schemas/site-settings.ts';

/** Where the cards' painter is loaded from, as the card route passes it. */
const srcDir = new URL('../../../../src/', import.meta.url);

const cache = mkdtempSync(path.join(tmpdir(), 'cards-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

const card: Card = {
  kicker: 'Ada Example · Project',
  title: 'Edge cache',
  subtitle: 'Fast pages',
  accent: '#0f766e',
  footer: 'portfolio.example',
};

const decoded = (png: Buffer) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });

/** A canvas of this test's own, in the cards' typeface (the sample's site.yaml sets none: Inter), and how it measures text. */
const family = registerTypeface();
function testCanvas() {
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const context = canvas.getContext('2d');
  context.lang = 'en';
  const measure: Measure = (text, style) => {
    context.font = `${style.weight} ${style.size}px '${family}'`;
    context.letterSpacing = `${style.letterSpacing}px`;
    return context.measureText(text).width;
  };
  return { canvas, context, measure };
}

/** The card as this test paints its layout, line by line, on a canvas of its own. */
function paintedHere(shown: Card): Buffer {
  const { canvas, context, measure } = testCanvas();
  const { paper, bar, lines } = layoutCard(shown, measure);
  context.fillStyle = paper;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.fillStyle = bar.colour;
  context.fillRect(0, 0, CARD_WIDTH, bar.height);
  for (const { text, x, baseline, style } of lines) {
    measure(text, style);
    context.fillStyle = style.colour;
    context.fillText(text, x, baseline);
  }
  return canvas.data();
}

const pixelOf = (data: Buffer, x: number, y: number) => [
  ...data.subarray((y * CARD_WIDTH + x) * 4, (y * CARD_WIDTH + x) * 4 + 3),
];

it('a social card is a 1200×630 PNG of exactly what the canvas paints for its layout, its words included', async () => {
  const { data, info } = await decoded(await renderCard(card, srcDir));
  expect([info.width, info.height]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
  expect(data.equals(paintedHere(card))).toBe(true);
  // And what that is: the accent bar, plain paper where nothing is, dark ink across the title's width.
  expect(pixelOf(data, 600, 10)).toEqual([0x0f, 0x76, 0x6e]);
  expect(pixelOf(data, 1150, 400)).toEqual([0xfb, 0xfa, 0xf8]);
  const title = layoutCard(card, testCanvas().measure).lines[1]!;
  const inked: number[] = [];
  for (let y = title.baseline - title.style.size; y < title.baseline; y++)
    for (let x = 0; x < CARD_WIDTH; x++) if (pixelOf(data, x, y).every((channel) => channel < 80)) inked.push(x);
  expect(Math.min(...inked)).toBeGreaterThanOrEqual(title.x);
  expect(Math.max(...inked)).toBeGreaterThan(title.x + testCanvas().measure(title.text, title.style) - 8);
});

it.each([
  ['a right-to-left script', { title: 'مرحبا بالعالم', subtitle: 'שלום עולם' }],
  ['an emoji', { title: 'Shipped 🎉', subtitle: 'Party 🥳 time' }],
  ['marks stacked up into the accent bar', { kicker: '', title: `a${'\u0308'.repeat(12)}` }],
  [
    'accented Latin, Greek and Cyrillic',
    { title: 'Zoë Ångström — Ελληνικά и Русский', subtitle: 'Łódź, Øresund, İstanbul' },
  ],
])('a social card draws %s as the canvas paints it', async (_, changes) => {
  const shown = { ...card, ...changes };
  expect((await decoded(await renderCard(shown, srcDir))).data.equals(paintedHere(shown))).toBe(true);
});

it('a social card drawn together with others, each with a picture, is the card drawn alone', async () => {
  const pictures = ['edge-search', 'postgres-major-upgrade', 'portfolio-content-api'].map((name) => ({
    file: path.resolve(`content/projects/images/${name}.webp`),
    name,
  }));
  const cards = ['#0f766e', '#be123c', '#1d4ed8', '#a16207', '#7e22ce', '#15803d'].map((accent, i) => ({
    ...card,
    title: `Card ${i}`,
    accent,
    picture: pictures[i % pictures.length]!,
  }));
  const together = await Promise.all(cards.map((shown) => renderCard(shown, srcDir)));
  for (const [i, shown] of cards.entries()) {
    const alone = await decoded(await renderCard(shown, srcDir));
    expect((await decoded(together[i]!)).data.equals(alone.data), shown.accent).toBe(true);
  }
});

it('a social card is drawn once, then read from the cache for as long as what it shows is the same, and drawn again when the site changes its typeface, in any of them', async () => {
  const png = await drawCard(card, cache, srcDir);
  expect((await decoded(png)).info.width).toBe(CARD_WIDTH);
  expect(readdirSync(cache)).toHaveLength(1);
  expect(readFileSync(path.join(cache, readdirSync(cache)[0]!)).equals(png)).toBe(true);
  // Mark the cached copy: the next call must hand it back rather than draw again.
  writeFileSync(path.join(cache, readdirSync(cache)[0]!), 'cached');
  expect((await drawCard({ ...card }, cache, srcDir)).toString()).toBe('cached');
  const retitled = await drawCard({ ...card, title: 'Edge caches' }, cache, srcDir);
  expect(retitled.toString()).not.toBe('cached');
  expect(readdirSync(cache)).toHaveLength(2);
  expect(new Set(FONTS.map((font) => cachedCardPath(card, cache, font))).size).toBe(FONTS.length);
  // Each family's files load on the canvas, in regular and bold.
  expect(FONTS.map((font) => registerTypeface(font))).toEqual(['Inter', 'Source Serif 4', 'Atkinson Hyperlegible']);
});

it('a social card that cannot be written names its title', async () => {
  const notAFolder = path.join(cache, 'a-file');
  writeFileSync(notAFolder, '');
  await expect(keepCard({ ...card, title: 'Unwritable title' }, notAFolder, srcDir)).rejects.toThrow(
    /^the social card of "Unwritable title" could not be drawn into /,
  );
});
