/**
 * Social cards: a 1200×630 PNG per page that has its own (the profile, each project, each
 * article), drawn at build time on a Skia canvas (`@napi-rs/canvas`), encoded by png.ts (one
 * palette index a pixel, card-palette.ts, when the card is its paper and inks alone), and kept
 * in a cache keyed by a hash of what the card shows, so an unchanged page's card is not drawn again
 * (card-files.ts draws a build's cards in worker processes while Astro renders the pages).
 *
 * A canvas rather than an SVG renderer: Skia keeps each glyph it has drawn, so a card costs a few
 * milliseconds where laying it out as SVG and rasterising that took about 30 (docs/benchmarks.md).
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readFile } from 'node:fs/promises';
import nodeModule from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

import { writeWhole } from '../../sources/file-writes.ts';
import { indexedPixels, type Rgb } from './card-palette.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';
import { layoutCard, type Card, type Measure, type TextStyle } from './layout-card.ts';
import { encodeIndexedPng, encodePng } from './png.ts';

export type { Card } from './layout-card.ts';

/** Bumped when the drawing or its encoding changes, so cached cards of the old design are not reused. */
const DESIGN = 6;

const FONT_FAMILY = 'Inter';
const require = nodeModule.createRequire(import.meta.url);

/** Inter's latin subsets, 400 and 700 (once a process, with its canvas). Other characters come from the system's fonts. */
function registerFonts(): void {
  for (const weight of [400, 700]) {
    for (const subset of ['latin', 'latin-ext']) {
      const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
      if (!GlobalFonts.registerFromPath(file, FONT_FAMILY)) throw new Error(`social cards: the font ${file} could not be loaded.`);
    }
  }
}

/**
 * One canvas a process: every card paints its whole background first (layoutCard's first
 * rectangle) and its pixels are copied out before anything else can draw, so nothing carries
 * over from one card to the next, and a card does not pay for a new 3 MB surface.
 */
let shared: { canvas: Canvas; context: SKRSContext2D } | undefined;

/**
 * Widths measured in this process, by font, spacing and text: every card repeats its kicker and
 * footer, and most words come back from card to card. Bounded, so a huge site cannot grow it forever.
 */
const widths = new Map<string, number>();
const WIDTHS_KEPT = 50_000;

function sharedCanvas(): { canvas: Canvas; context: SKRSContext2D } {
  if (shared) return shared;
  registerFonts();
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const context = canvas.getContext('2d');
  // The same glyphs on every machine: the registered fonts, English shaping rules.
  context.lang = 'en';
  context.textBaseline = 'alphabetic';
  shared = { canvas, context };
  return shared;
}

/** A card as painted: its pixels (RGBA, opaque, `CARD_WIDTH × CARD_HEIGHT`), and its paper and inks as painted. */
export interface PaintedCard {
  pixels: Uint8Array;
  paper: Rgb;
  inks: Rgb[];
}

/** The card's pixels, as PNG bytes: one palette index a pixel when it is paper and inks alone (card-palette.ts), else RGBA. */
export function renderCard(card: Card): Buffer {
  const { pixels, paper, inks } = paintCard(card);
  // Not Skia's own PNG encoder: it has no speed setting and takes about 45 ms a card.
  const indexed = indexedPixels(pixels, CARD_WIDTH, CARD_HEIGHT, paper, inks);
  return indexed ? encodeIndexedPng(indexed.indices, indexed.palette, CARD_WIDTH, CARD_HEIGHT) : encodePng(pixels, CARD_WIDTH, CARD_HEIGHT);
}

/** Paints the card on the shared canvas and copies its pixels out. */
export function paintCard(card: Card): PaintedCard {
  const { canvas, context } = sharedCanvas();
  // Setting a font makes the canvas parse it: only when it changes.
  let font = '';
  let spacing = '';
  const use = (style: TextStyle) => {
    const nextFont = `${style.weight} ${style.size}px ${FONT_FAMILY}`;
    const nextSpacing = `${style.letterSpacing}px`;
    if (nextFont !== font) context.font = font = nextFont;
    if (nextSpacing !== spacing) context.letterSpacing = spacing = nextSpacing;
    return `${nextFont}|${nextSpacing}`;
  };
  const measure: Measure = (text, style) => {
    const key = `${use(style)}|${text}`;
    const known = widths.get(key);
    if (known !== undefined) return known;
    const width = context.measureText(text).width;
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    widths.set(key, width);
    return width;
  };
  const { rectangles, lines } = layoutCard(card, measure);
  for (const { x, y, width, height, colour } of rectangles) {
    context.fillStyle = colour;
    context.fillRect(x, y, width, height);
  }
  for (const { text, x, baseline, style } of lines) {
    use(style);
    context.fillStyle = style.colour;
    context.fillText(text, x, baseline);
  }
  // The card is opaque (its first rectangle covers it), so the canvas's premultiplied pixels are the plain ones.
  const [paper = '', ...fills] = rectangles.map((rectangle) => rectangle.colour);
  const inks = [...new Set([...fills, ...lines.map((line) => line.style.colour)])];
  return { pixels: canvas.data(), paper: painted(paper, paper), inks: inks.map((ink) => painted(ink, paper)) };
}

/** Colours as the canvas paints them, by their CSS text and the paper under them (a few a site). */
const paints = new Map<string, Rgb>();
const PAINTS_KEPT = 1_000;
let swatch: SKRSContext2D | undefined;

/**
 * The opaque colour `colour` gives painted over `paper`: the canvas parses both, so any colour it
 * accepts, with an alpha or not, comes out as the blend its glyphs are drawn with.
 */
function painted(colour: string, paper: string): Rgb {
  const key = `${paper} ${colour}`;
  const known = paints.get(key);
  if (known) return known;
  swatch ??= createCanvas(1, 1).getContext('2d');
  swatch.fillStyle = paper;
  swatch.fillRect(0, 0, 1, 1);
  swatch.fillStyle = colour;
  swatch.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0] = swatch.getImageData(0, 0, 1, 1).data;
  if (paints.size >= PAINTS_KEPT) paints.clear();
  const rgb: Rgb = [red, green, blue];
  paints.set(key, rgb);
  return rgb;
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
  const png = renderCard(card);
  await mkdir(cacheDir, { recursive: true });
  return keepCard(card, png, cacheDir);
}

/** Puts a drawn card into the cache (an existing `cacheDir`), whole or not at all; returns its file. */
export async function keepCard(card: Card, png: Uint8Array, cacheDir: string): Promise<string> {
  const file = cachedCardPath(card, cacheDir);
  await writeWhole(file, png);
  return file;
}
