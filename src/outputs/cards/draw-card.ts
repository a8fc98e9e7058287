/**
 * Social cards: a 1200×630 PNG per page that has its own (the profile, each project, each
 * article), drawn at build time with a Skia canvas (`@napi-rs/canvas`): composed from its words as
 * the canvas draws them (compose-card.ts), or, for text that must be drawn line by line, painted
 * whole; encoded by png.ts (one palette index a pixel, card-palette.ts, when the card is its paper
 * and inks alone), and kept in a cache keyed by a hash of what the card shows, so an unchanged
 * page's card is not drawn again (card-files.ts draws a build's cards in worker processes while
 * Astro renders the pages).
 *
 * A canvas rather than an SVG renderer: Skia keeps each glyph it has drawn, so a card costs a few
 * milliseconds where laying it out as SVG and rasterising that took about 30 (docs/benchmarks.md).
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

import { writeWhole, writeWholeSync } from '../../sources/file-writes.ts';
import { registerCardFonts, useFont } from './card-fonts.ts';
import { indexedPixels, type Rgb } from './card-palette.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';
import { composeCard, type CardLayout, type ComposedCard } from './compose-card.ts';
import { layoutCard, type Card, type Measure } from './layout-card.ts';
import { encodeIndexedPng, encodeIndexedRows, encodePng } from './png.ts';

export type { Card } from './layout-card.ts';

/** Bumped when the drawing or its encoding changes, so cached cards of the old design are not reused. */
const DESIGN = 8;

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
  registerCardFonts();
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

/**
 * The card's pixels, as PNG bytes: one palette index a pixel when it is paper and inks alone
 * (card-palette.ts), composed from its words where they can be (compose-card.ts), else RGBA.
 */
export function renderCard(card: Card): Buffer {
  const composed = composedCard(card);
  if (composed) return encodeIndexedRows(composed.rows, composed.palette, CARD_WIDTH, CARD_HEIGHT);
  const { pixels, paper, inks } = paintCard(card);
  // Not Skia's own PNG encoder: it has no speed setting and takes about 45 ms a card.
  const indexed = indexedPixels(pixels, CARD_WIDTH, CARD_HEIGHT, paper, inks);
  return indexed ? encodeIndexedPng(indexed.indices, indexed.palette, CARD_WIDTH, CARD_HEIGHT) : encodePng(pixels, CARD_WIDTH, CARD_HEIGHT);
}

/** The card composed from its words' masks (compose-card.ts), or `undefined` when it is to be painted whole. */
export function composedCard(card: Card): ComposedCard | undefined {
  const measure = measurer();
  const layout = layoutCard(card, measure);
  const paper = layout.rectangles[0]?.colour ?? '';
  return composeCard(layout, (colour) => painted(colour, paper), measure);
}

/** Paints the card whole on the shared canvas and copies its pixels out. */
export function paintCard(card: Card): PaintedCard {
  return paint(layoutCard(card, measurer()));
}

/** Widths of text as the shared canvas draws it (kept: see `widths`). */
function measurer(): Measure {
  const { context } = sharedCanvas();
  return (text, style) => {
    const key = `${useFont(context, style)}|${text}`;
    const known = widths.get(key);
    if (known !== undefined) return known;
    const width = context.measureText(text).width;
    if (widths.size >= WIDTHS_KEPT) widths.clear();
    widths.set(key, width);
    return width;
  };
}

function paint({ rectangles, lines }: CardLayout): PaintedCard {
  const { canvas, context } = sharedCanvas();
  for (const { x, y, width, height, colour } of rectangles) {
    context.fillStyle = colour;
    context.fillRect(x, y, width, height);
  }
  for (const { text, x, baseline, style } of lines) {
    useFont(context, style);
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

/** `keepCard`, finished before it returns (card-worker.ts). */
export function keepCardNow(card: Card, png: Uint8Array, cacheDir: string): string {
  const file = cachedCardPath(card, cacheDir);
  writeWholeSync(file, png);
  return file;
}
