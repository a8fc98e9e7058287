/**
 * A worker thread's task: one social card painted on a Skia canvas (`@napi-rs/canvas`) in Inter.
 * Painting is synchronous work, so it runs beside the build's rendering; the pixels are moved back
 * (not copied) to be encoded.
 */
import nodeModule from 'node:module';
import { createCanvas, GlobalFonts, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import Tinypool from 'tinypool';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';
import { layoutCard, type Card, type TextStyle } from './layout-card.ts';

export function registerInter(): void {
  const require = nodeModule.createRequire(import.meta.url);
  for (const file of ['latin-400', 'latin-ext-400', 'latin-700', 'latin-ext-700'].map((font) =>
    require.resolve(`@fontsource/inter/files/inter-${font}-normal.woff`),
  )) {
    if (!GlobalFonts.registerFromPath(file, 'Inter'))
      throw new Error(`social cards: the font ${file} could not be loaded.`);
  }
}

/** One canvas a thread; `use` sets the font only when it changes, since setting one makes the canvas parse it. */
let shared: { canvas: Canvas; context: SKRSContext2D; use: (style: TextStyle) => void } | undefined;

function sharedCanvas(): NonNullable<typeof shared> {
  registerInter();
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

/** The card's RGBA pixels, CARD_WIDTH × CARD_HEIGHT. */
export default function paintCard(card: Card): Uint8Array {
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
  return Tinypool.move(new Uint8Array(canvas.data())) as Uint8Array;
}
