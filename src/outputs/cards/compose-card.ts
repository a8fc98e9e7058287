/**
 * A card written straight into palette indices from its words' masks (word-masks.ts), instead of
 * painted whole on the canvas: no 3 MB of pixels to paint, copy out and look up entry by entry
 * (card-palette.ts), which was about two thirds of drawing a card. Each pixel a word covers takes
 * the entry of its line's ink at the step nearest to the coverage; where two glyphs of one ink
 * overlap, the coverages add as the canvas blends them (the second over the first); where two inks
 * meet, the card is painted whole.
 *
 * Words drawn one by one come out as in their line when the line is laid out left to right and its
 * words are shaped alone: a space neither kerns nor joins in the cards' fonts (layout-card.ts adds
 * lines up from their words' widths for the same reason). Text that could be reordered (anything
 * written right to left, a direction mark), drawn in colours (emoji) or in a translucent colour is
 * painted whole instead: `composeCard` then gives `undefined`.
 */
import { entryOf, paletteOf, type Rgb } from './card-palette.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';
import type { Line, Measure, Rectangle } from './layout-card.ts';
import { originOf, wordMask, type WordMask } from './word-masks.ts';

/**
 * Characters a line can be composed of, a word at a time: the Latin, Greek and Cyrillic scripts
 * (letters whose every script is one of them), the combining marks they take, and the punctuation,
 * digits and symbols of the blocks they share, none of which is written right to left.
 * Everything else (other scripts; the Arabic question mark or tatweel, whose script is "common"
 * but which are written right to left) is painted line by line, as the canvas orders it.
 */
const COMPOSABLE = /^[\p{scx=Latin}\p{scx=Greek}\p{scx=Cyrillic}\u0020-\u0040\u005B-\u0060\u007B-\u007E\u00A0-\u00BF\u00D7\u00F7\u0300-\u036F\u2000-\u206F\u20A0-\u20CF\u2100-\u22FF]*$/u;
/** Within those: direction marks and controls, and what may be drawn as a colour emoji (©, ™, ↔). */
const PAINTED_WHOLE = /[\p{Extended_Pictographic}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * Text in an opaque colour: a mask is how much of each pixel the glyphs cover, and text in a
 * translucent colour would be covered and blended by its alpha on top (a rectangle may be: it is
 * one colour, the blend the canvas paints).
 */
const OPAQUE = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export interface CardLayout {
  rectangles: Rectangle[];
  lines: Line[];
}

/** A card as PNG rows of palette indices. */
export interface ComposedCard {
  /**
   * `CARD_HEIGHT` rows of `CARD_WIDTH` entries, each row behind its PNG filter byte (0, none).
   * Shared: the next card composed in this process writes over it.
   */
  rows: Uint8Array;
  /** Red, green and blue of each entry, in index order. */
  palette: Uint8Array;
}

const STRIDE = CARD_WIDTH + 1;
/** One card's rows at a time: composing is synchronous, and each card is encoded before the next. */
const rows = new Uint8Array(STRIDE * CARD_HEIGHT);
/** For each row, the last column written in it so far: a word that starts beyond it is copied in as it is. */
const written = new Int32Array(CARD_HEIGHT);

/**
 * The card laid out as `layout` as palette indices, its paper and inks as `colourOf` says the
 * canvas paints them; `undefined` when it must be painted whole. `measure` is the layout's own.
 */
export function composeCard(layout: CardLayout, colourOf: (colour: string) => Rgb, measure: Measure): ComposedCard | undefined {
  const [paper, ...fills] = layout.rectangles;
  if (!paper || !coversCard(paper) || !fills.every(isWholePixels)) return undefined;
  if (layout.lines.some(({ text, style }) => !COMPOSABLE.test(text) || PAINTED_WHOLE.test(text) || !OPAQUE.test(style.colour))) return undefined;
  const inkColours = [...new Set([...fills.map((fill) => fill.colour), ...layout.lines.map((line) => line.style.colour)])];
  if (inkColours.length > 255) return undefined;
  const inks = inkColours.map(colourOf);
  const { colours, levels } = paletteOf(colourOf(paper.colour), inks);

  rows.fill(0);
  written.fill(-1);
  for (const fill of fills) {
    const entry = entryOf(levels, inkColours.indexOf(fill.colour), levels);
    const fromX = Math.max(0, fill.x);
    const toX = Math.min(CARD_WIDTH, fill.x + fill.width);
    if (fromX >= toX) continue;
    for (let y = Math.max(0, fill.y); y < Math.min(CARD_HEIGHT, fill.y + fill.height); y++) {
      rows.fill(entry, y * STRIDE + 1 + fromX, y * STRIDE + 1 + toX);
      written[y] = Math.max(written[y]!, toX - 1);
    }
  }
  for (const { text, x, baseline, style } of layout.lines) {
    const ink = inkColours.indexOf(style.colour);
    const step = stepsOf(levels, ink);
    const space = measure(' ', style);
    let left = x;
    for (const word of text.split(' ')) {
      if (word) {
        const width = measure(word, style);
        const origin = originOf(left, baseline);
        const mask = wordMask(word, style, inks[ink]!, origin.phase);
        if (!mask || !place(mask, origin.column + mask.left, origin.row + mask.top, ink, step, levels)) return undefined;
        left += width;
      }
      left += space;
    }
  }
  return { rows, palette: colours };
}

/** For each coverage (0–255), the entry of the `ink`th ink at the nearest of `levels` steps; kept, as a site has few palettes. */
const stepTables = new Map<number, Uint8Array>();

function stepsOf(levels: number, ink: number): Uint8Array {
  const key = levels * 256 + ink;
  let table = stepTables.get(key);
  if (!table) stepTables.set(key, (table = Uint8Array.from({ length: 256 }, (_, coverage) => entryOf(levels, ink, Math.round((coverage * levels) / 255)))));
  return table;
}

function coversCard({ x, y, width, height }: Rectangle): boolean {
  return x <= 0 && y <= 0 && x + width >= CARD_WIDTH && y + height >= CARD_HEIGHT;
}

function isWholePixels({ x, y, width, height }: Rectangle): boolean {
  return [x, y, width, height].every(Number.isInteger);
}

/**
 * Writes `mask` in the `ink`th ink with its top left corner at (`left`, `top`), what falls outside
 * the card left out. A row of it that starts beyond what its card row holds so far is copied in
 * whole (natively); one that meets ink already there is blended pixel by pixel. False when it meets
 * another ink (stacked marks reaching the line above, or the accent bar), which only painting the
 * card whole blends as the canvas does.
 */
function place(mask: WordMask, left: number, top: number, ink: number, step: Uint8Array, levels: number): boolean {
  const { coverage, width } = mask;
  const entries = entriesOf(mask, step);
  const fromX = Math.max(0, -left);
  const toX = Math.min(width, CARD_WIDTH - left);
  if (fromX >= toX) return true;
  for (let row = Math.max(0, -top); row < Math.min(mask.height, CARD_HEIGHT - top); row++) {
    const y = top + row;
    const from = row * width;
    const to = y * STRIDE + 1 + left;
    if (written[y]! < left + fromX) {
      rows.set(entries.subarray(from + fromX, from + toX), to + fromX);
    } else {
      for (let column = fromX; column < toX; column++) {
        const covered = coverage[from + column]!;
        if (covered === 0) continue;
        const before = rows[to + column]!;
        if (before === 0) {
          rows[to + column] = step[covered]!;
        } else {
          if (Math.floor((before - 1) / levels) !== ink) return false;
          rows[to + column] = blended(before, covered, step, levels);
        }
      }
    }
    written[y] = Math.max(written[y]!, left + toX - 1);
  }
  return true;
}

/** The mask's coverage as entries through `step` (one ink's table, stepsOf), kept on the mask for the next card of the same palette. */
function entriesOf(mask: WordMask, step: Uint8Array): Uint8Array {
  if (mask.entries?.step === step) return mask.entries.bytes;
  const { coverage } = mask;
  const bytes = new Uint8Array(coverage.length);
  for (let i = 0; i < coverage.length; i++) bytes[i] = step[coverage[i]!]!;
  mask.entries = { step, bytes };
  return bytes;
}

/** A pixel an earlier glyph of the same ink already covers: the coverages add as the canvas blends one glyph over another (a + b − ab). */
function blended(before: number, covered: number, step: Uint8Array, levels: number): number {
  const beforeCoverage = ((((before - 1) % levels) + 1) * 255) / levels;
  return step[Math.round(beforeCoverage + covered - (beforeCoverage * covered) / 255)]!;
}
