/**
 * Social cards: a 1200×630 PNG per page that has its own (the profile, each project, each
 * article), drawn at build time on a Skia canvas (`@napi-rs/canvas`) and encoded by sharp, and kept
 * in a cache keyed by a hash of what the card shows, so an unchanged page's card is not drawn again
 * (card-files.ts draws a build's cards in worker processes while Astro renders the pages).
 *
 * A canvas rather than an SVG renderer: Skia keeps each glyph it has drawn, so a card costs a few
 * milliseconds where laying it out as SVG and rasterising that took about 30 (docs/benchmarks.md).
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import nodeModule from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import sharp from 'sharp';

import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';
import { layoutCard, type Card, type Measure } from './layout-card.ts';

export type { Card } from './layout-card.ts';

/** Bumped when the drawing changes, so cached cards of the old design are not reused. */
const DESIGN = 3;

const FONT_FAMILY = 'Inter';
const require = nodeModule.createRequire(import.meta.url);
let fontsRegistered = false;

/** Inter's latin subsets, 400 and 700, registered once per process. Other characters come from the system's fonts. */
function registerFonts(): void {
  if (fontsRegistered) return;
  for (const weight of [400, 700]) {
    for (const subset of ['latin', 'latin-ext']) {
      const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
      if (!GlobalFonts.registerFromPath(file, FONT_FAMILY)) throw new Error(`social cards: the font ${file} could not be loaded.`);
    }
  }
  fontsRegistered = true;
}

/** The card's pixels, as PNG bytes. */
export async function renderCard(card: Card): Promise<Buffer> {
  registerFonts();
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const context = canvas.getContext('2d');
  // The same glyphs on every machine: the registered fonts, English shaping rules.
  context.lang = 'en';
  context.textBaseline = 'alphabetic';
  const fontOf = (size: number, weight: number) => `${weight} ${size}px ${FONT_FAMILY}`;
  const measure: Measure = (text, { size, weight, letterSpacing }) => {
    context.font = fontOf(size, weight);
    context.letterSpacing = `${letterSpacing}px`;
    return context.measureText(text).width;
  };
  const { rectangles, lines } = layoutCard(card, measure);
  for (const { x, y, width, height, colour } of rectangles) {
    context.fillStyle = colour;
    context.fillRect(x, y, width, height);
  }
  for (const { text, x, baseline, style } of lines) {
    context.font = fontOf(style.size, style.weight);
    context.letterSpacing = `${style.letterSpacing}px`;
    context.fillStyle = style.colour;
    context.fillText(text, x, baseline);
  }
  // sharp encodes: Skia's PNG encoder has no speed setting and takes about 45 ms a card. Level 3
  // without adaptive filtering: ~6 ms for ~70 KB, where adaptive filtering takes ~28 ms and saves
  // nothing on flat colour and grey text; dropping the (opaque) alpha channel costs more than it saves.
  return sharp(canvas.data(), { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } })
    .png({ compressionLevel: 3, adaptiveFiltering: false })
    .toBuffer();
}

/** Where the card is kept once drawn: named by a hash of the design and of what it shows. */
export function cachedCardPath(card: Card, cacheDir: string): string {
  const key = createHash('sha256').update(JSON.stringify({ DESIGN, card })).digest('hex').slice(0, 32);
  return path.join(cacheDir, `${key}.png`);
}

/** The card as PNG bytes, from the cache when it was drawn before. */
export async function drawCard(card: Card, cacheDir: string): Promise<Buffer> {
  return readFile(await drawCardFile(card, cacheDir));
}

/** The file in `cacheDir` that holds the card, drawn now if it was not drawn before. */
export async function drawCardFile(card: Card, cacheDir: string): Promise<string> {
  const cached = cachedCardPath(card, cacheDir);
  if (await access(cached).then(() => true, () => false)) return cached;
  const png = await renderCard(card);
  await mkdir(cacheDir, { recursive: true });
  // Written whole or not at all: a build stopped halfway leaves no truncated card behind.
  const partial = `${cached}.${process.pid}.partial`;
  await writeFile(partial, png);
  await rename(partial, cached);
  return cached;
}
