/**
 * Words as the canvas draws them, kept as coverage: each byte is how much of a pixel the word's
 * glyphs cover (0–255), which is all a card needs of a word to write it in any of its palette's
 * inks (compose-card.ts). A word is drawn once for each font, colour and phase it starts on, and
 * kept for the cards after: most words of a site's titles and excerpts come back from card to card.
 *
 * The phase: Skia puts a glyph's origin on a quarter of a pixel across (the nearest) and on a whole
 * pixel down. A word's glyphs are each placed that way from the word's origin, so a word kept for
 * one origin comes out the same from any origin a whole number of pixels away, and nearly the same
 * from one less than a sixteenth of a pixel away: origins are kept in sixteenths (`PHASES`).
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { cardFont, registerCardFonts, useFont } from './card-fonts.ts';
import type { Rgb } from './card-palette.ts';
import type { TextStyle } from './layout-card.ts';

export interface WordMask {
  /** Where the mask's first column and row are, from the word's origin (whole pixels; up is negative). */
  left: number;
  top: number;
  width: number;
  height: number;
  /** `width × height` bytes, row after row. */
  coverage: Uint8Array;
  /** The coverage as the palette entries of one ink, through the table (`step`) it was last written with (compose-card.ts). */
  entries?: { step: Uint8Array; bytes: Uint8Array };
}

/**
 * Steps a pixel is divided in across, for a word's origin. More steps, fewer glyphs a quarter pixel
 * from where the canvas puts them when it draws the line whole (about 1 in 16 at 16 steps, 1 in 4
 * at 4), for more words to draw and keep.
 */
export const PHASES = 16;

/** The pixel (column, row) a word's origin falls in, and its phase: sixteenths of a pixel to the right of the column. */
export function originOf(x: number, baseline: number): { column: number; phase: number; row: number } {
  const steps = Math.floor(x * PHASES + 0.5);
  const column = Math.floor(steps / PHASES);
  return { column, phase: steps - column * PHASES, row: Math.floor(baseline + 0.5) };
}

/** Masks by font, spacing, colour, phase and word; `null` for a word that cannot be kept as a mask. */
const masks = new Map<string, WordMask | null>();
/**
 * Bounded by bytes, the least recently used let go first, so the words of a huge site cannot grow
 * it forever (a word is about 8 KB of coverage, more in a title).
 */
const BYTES_KEPT = 64 * 1024 * 1024;
let bytesKept = 0;
let drawn = 0;

/** How many masks this process has drawn (not taken from those kept). */
export function masksDrawn(): number {
  return drawn;
}

/**
 * The mask of `word` in `style` drawn from an origin `phase` steps right of a whole pixel; `null`
 * when a mask cannot hold it: a pixel the word covers fully is not `ink` (a glyph with colours of
 * its own), or its ink reaches the edge of the box the canvas said it fills.
 */
export function wordMask(word: string, style: TextStyle, ink: Rgb, phase: number): WordMask | null {
  const key = `${cardFont(style)}|${style.letterSpacing}|${style.colour}|${phase}|${word}`;
  const known = masks.get(key);
  if (known !== undefined) {
    // Used again: to the end of the map's order, which is the order masks are let go in.
    masks.delete(key);
    masks.set(key, known);
    return known;
  }
  const mask = drawMask(word, style, ink, phase);
  drawn++;
  masks.set(key, mask);
  bytesKept += bytesOf(key, mask);
  for (const [oldest, kept] of masks) {
    if (bytesKept <= BYTES_KEPT) break;
    masks.delete(oldest);
    bytesKept -= bytesOf(oldest, kept);
  }
  return mask;
}

/**
 * What a mask holds, roughly: twice its coverage (it also keeps its entries in one palette), its
 * key, and the objects and map entry around them.
 */
function bytesOf(key: string, mask: WordMask | null): number {
  return 2 * (mask?.coverage.length ?? 0) + 2 * key.length + 400;
}

const EMPTY: WordMask = { left: 0, top: 0, width: 0, height: 0, coverage: new Uint8Array(0) };
/** Pixels around the box the canvas gives for a word's ink, for its anti-aliasing. */
const MARGIN = 2;
/** The largest box a word is drawn in: wider than a card's line, taller than three lines of its largest text. */
const SCRATCH_WIDTH = 2048;
const SCRATCH_HEIGHT = 512;
/**
 * Canvases to draw words on, by size: reading a word back costs in proportion to the canvas it is
 * on, not to the box read (about 120 µs on a 1400 × 400 canvas, 10 on a 256 × 96), so each word
 * is drawn on the smallest that holds it, of widths and heights in powers of two.
 */
const scratches = new Map<string, SKRSContext2D>();

function scratchFor(width: number, height: number): SKRSContext2D {
  const sized = (length: number) => 2 ** Math.max(6, Math.ceil(Math.log2(length)));
  const key = `${sized(width)}×${sized(height)}`;
  let context = scratches.get(key);
  if (context) return context;
  registerCardFonts();
  context = createCanvas(sized(width), sized(height)).getContext('2d');
  // As the cards' own canvas (draw-card.ts): English shaping rules, origins on the baseline.
  context.lang = 'en';
  context.textBaseline = 'alphabetic';
  scratches.set(key, context);
  return context;
}

function drawMask(word: string, style: TextStyle, ink: Rgb, phase: number): WordMask | null {
  const measuring = scratchFor(1, 1);
  useFont(measuring, style);
  // Only the box the canvas says the glyphs' ink fills is read back: a few kilobytes, not a line's height.
  const bounds = measuring.measureText(word);
  const originX = Math.max(0, Math.ceil(bounds.actualBoundingBoxLeft)) + MARGIN;
  const originY = Math.max(0, Math.ceil(bounds.actualBoundingBoxAscent)) + MARGIN;
  const boxWidth = originX + Math.max(0, Math.ceil(bounds.actualBoundingBoxRight)) + MARGIN + 1;
  const boxHeight = originY + Math.max(0, Math.ceil(bounds.actualBoundingBoxDescent)) + MARGIN;
  if (boxWidth > SCRATCH_WIDTH || boxHeight > SCRATCH_HEIGHT) return null;
  const context = scratchFor(boxWidth, boxHeight);
  useFont(context, style);
  context.clearRect(0, 0, boxWidth, boxHeight);
  context.fillStyle = style.colour;
  context.fillText(word, originX + phase / PHASES, originY);
  const read = context.getImageData(0, 0, boxWidth, boxHeight).data;
  // Four bytes a pixel, read as one word (aligned for it): most of the box is empty (0).
  const pixels = read.byteOffset % 4 === 0 ? read : read.slice();
  const words = new Uint32Array(pixels.buffer, pixels.byteOffset, boxWidth * boxHeight);
  let top = boxHeight;
  let bottom = -1;
  let left = boxWidth;
  let right = -1;
  for (let y = 0; y < boxHeight; y++) {
    for (let x = 0; x < boxWidth; x++) {
      if (words[y * boxWidth + x] === 0) continue;
      const at = (y * boxWidth + x) * 4;
      // A fully covered pixel shows the ink itself, unless the glyph brought colours of its own.
      if (pixels[at + 3] === 255 && (Math.abs(pixels[at]! - ink[0]) > 1 || Math.abs(pixels[at + 1]! - ink[1]) > 1 || Math.abs(pixels[at + 2]! - ink[2]) > 1)) return null;
      if (y < top) top = y;
      bottom = y;
      if (x < left) left = x;
      if (x > right) right = x;
    }
  }
  if (bottom < 0) return EMPTY;
  // Ink on the box's edge may go on beyond it, where it was not read.
  if (top === 0 || left === 0 || bottom === boxHeight - 1 || right === boxWidth - 1) return null;
  const width = right - left + 1;
  const height = bottom - top + 1;
  const coverage = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) coverage[y * width + x] = pixels[((top + y) * boxWidth + left + x) * 4 + 3]!;
  }
  return { left: left - originX, top: top - originY, width, height, coverage };
}
