/**
 * A card's pixels as indices into a palette of at most 256 colours, so its PNG holds one byte a
 * pixel instead of four: a quarter of the bytes to deflate, which is the larger part of drawing a
 * card, and a file about half the size (36 KB against 70 for a typical card).
 *
 * What makes it possible: a card (layout-card.ts) is a paper colour and a few inks, and every
 * pixel is the paper blended with one ink by how much of the pixel a glyph covers. The palette
 * holds the paper and, for each ink, an even share of the other 255 entries as steps of that
 * blend; each pixel takes the nearest step. A pixel that is no such blend within `TOLERANCE` (a
 * colour emoji from a system font, two inks on one pixel) gives `undefined`, and the card is
 * written with all its colours instead.
 */

/** The most any channel of a pixel may move, out of 255; steps of 85 or more per ink move it by 2 at most. */
export const TOLERANCE = 3;

/** Red, green, blue, 0–255. */
export type Rgb = readonly [number, number, number];

export interface IndexedPixels {
  /** One palette index a pixel, row after row. */
  indices: Uint8Array;
  /** Red, green and blue of each entry, in index order. */
  palette: Uint8Array;
}

/** The palette for one paper and its inks, with what each colour seen so far maps to. */
interface Palette {
  paper: Rgb;
  inks: readonly Rgb[];
  levels: number;
  colours: Uint8Array;
  /** The paper as the 32-bit word its opaque RGBA bytes make on this machine. */
  paperWord: number;
  /** A row of paper, by width: what a row with nothing drawn on it is compared with. */
  paperRows: Map<number, Buffer>;
  /** Open addressing: a colour word, and its index + 1 (0: empty slot; -1: no entry is near enough). */
  words: Uint32Array;
  entries: Int16Array;
  used: number;
}

const SLOTS = 1 << 13;
/** A card shows a few hundred colours; an odd one from a system font should not fill the table. */
const MAX_USED = SLOTS / 2;
const palettes = new Map<string, Palette>();
const PALETTES_KEPT = 64;

/**
 * The card's `pixels` (RGBA, opaque, `width × height`) as palette indices, or `undefined` when a
 * pixel is not the paper blended with one of `inks`.
 */
export function indexedPixels(pixels: Uint8Array, width: number, height: number, paper: Rgb, inks: readonly Rgb[]): IndexedPixels | undefined {
  if (pixels.length !== width * height * 4 || inks.length > 255) return undefined;
  const palette = paletteFor(paper, inks);
  // Read four bytes at a time, which needs them aligned (a small Buffer may sit anywhere in Node's pool).
  const aligned = pixels.byteOffset % 4 === 0 ? pixels : pixels.slice();
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const bytes = Buffer.from(aligned.buffer, aligned.byteOffset, aligned.length);
  const paperRow = paperRowOf(palette, width);
  const indices = new Uint8Array(width * height);
  // The card before, when it was the same size and palette: its rows are compared with this one's.
  const before = previous && previous.palette === palette && previous.bytes.length === bytes.length ? previous : undefined;
  let last = palette.paperWord;
  let lastIndex = 0;
  for (let y = 0; y < height; y++) {
    const start = y * width;
    const from = start * 4;
    const to = (start + width) * 4;
    // Most rows are all paper: one native comparison each instead of a loop over the row.
    if (bytes.compare(paperRow, 0, width * 4, from, to) === 0) continue;
    // A row drawn as on the card before (the accent bar, the kicker, the footer of every card of a
    // kind): its indices are that card's, copied natively.
    if (before && bytes.compare(before.bytes, from, to, from, to) === 0) {
      indices.set(before.indices.subarray(start, start + width), start);
      continue;
    }
    for (let x = start; x < start + width; x++) {
      const word = words[x]!;
      if (word === palette.paperWord) continue;
      if (word !== last) {
        const index = indexOf(palette, word);
        if (index < 0) return undefined;
        last = word;
        lastIndex = index;
      }
      indices[x] = lastIndex;
    }
  }
  previous = { bytes, indices, palette };
  return { indices, palette: palette.colours };
}

/**
 * The last card indexed whole, kept for the next: cards of one kind share their bar, kicker and
 * footer rows, about a fifth of the rows with ink. Its pixels are its own (the canvas copies them
 * out for each card) and its indices are never written again.
 */
let previous: { bytes: Buffer; indices: Uint8Array; palette: Palette } | undefined;

/**
 * The palette for `paper` and `inks`: its colours (red, green, blue of each entry) and how many
 * steps of each ink's blend it holds; `entryOf` names an entry.
 */
export function paletteOf(paper: Rgb, inks: readonly Rgb[]): { colours: Uint8Array; levels: number } {
  return paletteFor(paper, inks);
}

/** The entry of the `ink`th ink (from 0) at `level` of `levels` steps: 0, the paper, at level 0. */
export function entryOf(levels: number, ink: number, level: number): number {
  return level === 0 ? 0 : 1 + ink * levels + level - 1;
}

function paletteFor(paper: Rgb, inks: readonly Rgb[]): Palette {
  const key = JSON.stringify([paper, inks]);
  const known = palettes.get(key);
  if (known) return known;
  const levels = inks.length === 0 ? 0 : Math.floor(255 / inks.length);
  const colours = new Uint8Array((1 + inks.length * levels) * 3);
  colours.set(paper, 0);
  inks.forEach((ink, k) => {
    for (let level = 1; level <= levels; level++) colours.set(blend(paper, ink, level / levels), entryOf(levels, k, level) * 3);
  });
  const palette: Palette = { paper, inks, levels, colours, paperWord: wordOf(paper), paperRows: new Map(), words: new Uint32Array(SLOTS), entries: new Int16Array(SLOTS), used: 0 };
  if (palettes.size >= PALETTES_KEPT) palettes.clear();
  palettes.set(key, palette);
  return palette;
}

function blend(paper: Rgb, ink: Rgb, share: number): Rgb {
  const channel = (c: 0 | 1 | 2) => Math.round(paper[c] + (ink[c] - paper[c]) * share);
  return [channel(0), channel(1), channel(2)];
}

/** The 32-bit word of an opaque pixel's RGBA bytes, in this machine's byte order. */
function wordOf([red, green, blue]: Rgb): number {
  return new Uint32Array(Uint8Array.of(red, green, blue, 255).buffer)[0]!;
}

function paperRowOf(palette: Palette, width: number): Buffer {
  let row = palette.paperRows.get(width);
  if (!row) palette.paperRows.set(width, (row = Buffer.from(new Uint32Array(width).fill(palette.paperWord).buffer)));
  return row;
}

/** The palette index of a pixel's word, -1 when none is near enough; remembered per palette. */
function indexOf(palette: Palette, word: number): number {
  let slot = Math.imul(word, 0x9e3779b1) >>> 19;
  for (;;) {
    const entry = palette.entries[slot]!;
    if (entry === 0) break;
    if (palette.words[slot] === word) return entry < 0 ? -1 : entry - 1;
    slot = (slot + 1) & (SLOTS - 1);
  }
  const index = nearest(palette, word);
  if (palette.used >= MAX_USED) {
    palette.entries.fill(0);
    palette.used = 0;
    return index;
  }
  palette.words[slot] = word;
  palette.entries[slot] = index < 0 ? -1 : index + 1;
  palette.used++;
  return index;
}

/** The entry nearest to the pixel along each ink's blend, if it is within TOLERANCE on every channel. */
function nearest(palette: Palette, word: number): number {
  const [red, green, blue, alpha] = new Uint8Array(Uint32Array.of(word).buffer);
  if (alpha !== 255) return -1;
  const { paper, inks, levels, colours } = palette;
  let best = -1;
  let bestError = TOLERANCE + 1;
  inks.forEach((ink, k) => {
    const d = [ink[0] - paper[0], ink[1] - paper[1], ink[2] - paper[2]] as const;
    const length = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
    const share = length === 0 ? 0 : ((red! - paper[0]) * d[0] + (green! - paper[1]) * d[1] + (blue! - paper[2]) * d[2]) / length;
    const level = Math.min(levels, Math.max(0, Math.round(share * levels)));
    const index = entryOf(levels, k, level);
    const error = Math.max(Math.abs(red! - colours[index * 3]!), Math.abs(green! - colours[index * 3 + 1]!), Math.abs(blue! - colours[index * 3 + 2]!));
    if (error < bestError) {
      bestError = error;
      best = index;
    }
  });
  return best;
}
