/**
 * Social cards, 1200×630 PNG, painted on a Skia canvas (`@napi-rs/canvas`) in Inter and cached by a
 * hash of what they show (a canvas is several times faster than satori and resvg: docs/benchmarks.md).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import nodeModule from 'node:module';
import path from 'node:path';
import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import sharp from 'sharp';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';
import { layoutCard, type Card, type TextStyle } from './layout-card.ts';

export type { Card } from './layout-card.ts';

/** Bumped when the drawing or its encoding changes, so cached cards of the old design are not reused. */
const DESIGN = 9;

/** zlib level 2 (as fast as 1, files a quarter smaller), no filters; a palette halved files for 10× the time. */
const PNG_OPTIONS = { compressionLevel: 2, adaptiveFiltering: false } as const;

/** One canvas a process; `use` sets the font only when it changes, since setting one makes the canvas parse it. */
let shared: { canvas: Canvas; context: SKRSContext2D; use: (style: TextStyle) => void } | undefined;

function sharedCanvas(): NonNullable<typeof shared> {
  const require = nodeModule.createRequire(import.meta.url);
  for (const file of ['latin-400', 'latin-ext-400', 'latin-700', 'latin-ext-700'].map((font) =>
    require.resolve(`@fontsource/inter/files/inter-${font}-normal.woff`),
  )) {
    if (!GlobalFonts.registerFromPath(file, 'Inter'))
      throw new Error(`social cards: the font ${file} could not be loaded.`);
  }
  const canvas = createCanvas(CARD_WIDTH, CARD_HEIGHT);
  const context = canvas.getContext('2d');
  context.lang = 'en';
  let inUse = '';
  const use = ({ weight, size, letterSpacing }: TextStyle) => {
    if (inUse === `${weight} ${size} ${letterSpacing}`) return;
    inUse = `${weight} ${size} ${letterSpacing}`;
    context.font = `${weight} ${size}px Inter`;
    context.letterSpacing = `${letterSpacing}px`;
  };
  return { canvas, context, use };
}

export async function renderCard(card: Card): Promise<Buffer> {
  const { canvas, context, use } = (shared ??= sharedCanvas());
  const { paper, bar, lines } = layoutCard(card, (text, style) => {
    use(style);
    return context.measureText(text).width;
  });
  context.fillStyle = paper;
  context.fillRect(0, 0, CARD_WIDTH, CARD_HEIGHT);
  context.fillStyle = bar.colour;
  context.fillRect(0, 0, CARD_WIDTH, bar.height);
  for (const { text, x, baseline, style } of lines) {
    use(style);
    context.fillStyle = style.colour;
    context.fillText(text, x, baseline);
  }
  return sharp(canvas.data(), { raw: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 4 } })
    .png(PNG_OPTIONS)
    .toBuffer();
}

export function cachedCardPath(card: Card, cacheDir: string): string {
  return path.join(
    cacheDir,
    `${createHash('sha256').update(JSON.stringify({ DESIGN, card })).digest('hex').slice(0, 32)}.png`,
  );
}

/** Whole or not at all: a build stopped halfway leaves no broken card. */
export async function keepCard(card: Card, cacheDir: string): Promise<string> {
  const file = cachedCardPath(card, cacheDir);
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  try {
    await mkdir(cacheDir, { recursive: true });
    await writeFile(partial, await renderCard(card));
    await rename(partial, file);
  } catch (error) {
    throw new Error(
      `the social card of "${card.title}" could not be drawn into ${cacheDir}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return file;
}

/** From the cache when drawn before (`astro dev`). */
export async function drawCard(card: Card, cacheDir: string): Promise<Buffer> {
  return readFile(cachedCardPath(card, cacheDir)).catch(async () => readFile(await keepCard(card, cacheDir)));
}
